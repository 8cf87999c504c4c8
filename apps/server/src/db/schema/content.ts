// Content domain tables: geography, schools, pages and their nodes, blog, testimonials, terms, tutorial.
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  position: integer('position').notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_country_name_uq').on(t.countryId, t.name)],
);

export const medicalSchools = pgTable(
  'medical_schools',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('medical_schools_country_name_uq').on(t.countryId, t.name)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  content: text('content'),
  image: text('image'),
  metaTitle: text('meta_title'),
  metaKeywords: text('meta_keywords'),
  metaDescription: text('meta_description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Markdown source of `content` (docs/admin.md, 'Content and terms'); null for HTML-only rows. */
  markdown: text('markdown'),
  /** Whether visitors see it. */
  published: boolean('published').notNull().default(true),
  /** Set by the console: the catalogue seeder leaves an edited row alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  editedBy: text('edited_by'),
});

export interface PageAsset {
  src: string;
  alt: string;
  caption: string | null;
}

export interface PageAccordionItem {
  title: string;
  content: string;
  /** Markdown source of `content` (console and seeder write it). */
  markdown?: string;
  /** false hides the item from visitors (a FAQ unpublished in the console). */
  published?: boolean;
}

export const pageNodes = pgTable(
  'page_nodes',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['accordion', 'content', 'gallery'] }).notNull(),
    title: text('title'),
    content: jsonb('content').$type<string[]>().notNull().default([]),
    assets: jsonb('assets').$type<PageAsset[]>().notNull().default([]),
    accordions: jsonb('accordions').$type<PageAccordionItem[]>().notNull().default([]),
  },
  (t) => [index('page_nodes_page_idx').on(t.pageId, t.position)],
);

/**
 * Views of each page per day (UTC): what an operator asks ("which pages are read, and when"), at a
 * bounded cost. A flood of requests adds to one counter per page and day instead of a row per
 * request; no visitor data is kept. Views are counted in memory and added here in batches.
 */
export const pageViewDays = pgTable(
  'page_view_days',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day] })],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    image: text('image'),
    extract: text('extract').notNull(),
    content: text('content').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Markdown source of `content` (docs/admin.md, 'Content and terms'); null for HTML-only rows. */
    markdown: text('markdown'),
    /** Whether visitors see it. */
    published: boolean('published').notNull().default(true),
    /** Set by the console: the catalogue seeder leaves an edited row alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: text('edited_by'),
  },
  (t) => [index('blogs_published_idx').on(t.publishedAt)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  testimonial: text('testimonial').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Markdown source of `testimonial`. */
  markdown: text('markdown'),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  editedBy: text('edited_by'),
});

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  terms: text('terms').notNull(),
  /** Markdown source of `terms`. */
  markdown: text('markdown'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface TutorialSlideRow {
  file_name: string;
  headline: string;
  subhead: string;
  /** Markdown source of `subhead`. */
  subhead_markdown?: string;
  /** false hides the slide from members. */
  published?: boolean;
}

export const tutorials = pgTable('tutorials', {
  id: serial('id').primaryKey(),
  slides: jsonb('slides').$type<TutorialSlideRow[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  editedBy: text('edited_by'),
});

/** The next terms text an editor is preparing (one draft at a time); publishing removes it. */
export const termsDrafts = pgTable('terms_drafts', {
  id: serial('id').primaryKey(),
  markdown: text('markdown').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
