// Reads the demo catalogue in content/ (YAML and Markdown with front matter) into checked,
// typed records. A bad file fails with its path and the problem, before anything is written.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML from 'yaml';
import { z } from 'zod';
import { COUNTRY_CODES } from '@osce/shared/countries';
import { markdownToHtml } from './markdown.ts';
import { readStationLibrary, type StationLibrary } from './station-reader.ts';

const md = z.string().transform(markdownToHtml);
/** Markdown kept beside its HTML, for what the console edits (docs/admin.md, 'Content and terms'). */
const mdWithSource = z
  .string()
  .transform((markdown) => ({ html: markdownToHtml(markdown), markdown }));
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const localPath = z
  .string()
  .regex(/^\/(images|media)\/[\w.-]+$/, 'must be a local /images/... or /media/... path');

const countriesSchema = z.array(
  z.object({
    code: z.enum(COUNTRY_CODES),
    name: z.string().min(1),
    currency: z.string().length(3),
    states: z.array(z.string().min(1)).default([]),
  }),
);

const schoolsSchema = z.object({
  US: z.record(z.string(), z.array(z.string().min(1))).default({}),
  AU: z.record(z.string(), z.array(z.string().min(1))).default({}),
  UK: z.array(z.string().min(1)).default([]),
});

const planSchema = z.object({
  name: z.string().min(1),
  cost: z.number().min(0),
  discounted_cost: z
    .number()
    .min(0)
    .nullish()
    .transform((v) => v ?? null),
  length: z.number().int().positive(),
  display_length: z.string().min(1),
  signup: z.boolean().default(true),
  plans: z.boolean().default(true),
  renewable: z.boolean().default(true),
  description: md,
});
const plansSchema = z.partialRecord(z.enum(COUNTRY_CODES), z.array(planSchema));

const nodeSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('content'),
    title: optionalText,
    columns: z.array(md).min(1).max(3),
  }),
  z.object({
    type: z.literal('accordion'),
    title: optionalText,
    intro: md.optional(),
    accordions: z
      .array(
        z
          .object({ title: z.string().min(1), content: mdWithSource })
          .transform(({ title, content }) => ({
            title,
            content: content.html,
            markdown: content.markdown,
          })),
      )
      .min(1),
  }),
  z.object({
    type: z.literal('gallery'),
    title: optionalText,
    intro: md.optional(),
    assets: z
      .array(z.object({ src: localPath, alt: z.string().min(1), caption: optionalText }))
      .min(1),
  }),
]);

const pageSchema = z.object({
  title: z.string().min(1),
  subtitle: optionalText,
  image: localPath.nullish().transform((v) => v ?? null),
  meta_title: optionalText,
  meta_keywords: optionalText,
  meta_description: optionalText,
  nodes: z.array(nodeSchema).default([]),
});

const blogSchema = z.object({
  title: z.string().min(1),
  image: localPath.nullish().transform((v) => v ?? null),
  extract: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
  published_at: z.coerce.date(),
  meta_keywords: optionalText,
  meta_description: optionalText,
});

const testimonialsSchema = z.array(
  z
    .object({ name: z.string().min(1), testimonial: mdWithSource })
    .transform(({ name, testimonial }) => ({
      name,
      testimonial: testimonial.html,
      markdown: testimonial.markdown,
    })),
);
const tutorialSchema = z.object({
  slides: z
    .array(
      z
        .object({ file_name: localPath, headline: z.string().min(1), subhead: mdWithSource })
        .transform(({ file_name, headline, subhead }) => ({
          file_name,
          headline,
          subhead: subhead.html,
          subhead_markdown: subhead.markdown,
        })),
    )
    .min(1),
});
const termsSchema = z.object({ version: z.number().int().positive() });

/** Country code -> names of that country's subscription types. */
const plansByCountry = z.partialRecord(z.enum(COUNTRY_CODES), z.array(z.string().min(1)));
const vouchersSchema = z.array(
  z.object({
    code: z.string().regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be 2-64 letters, digits, - or _'),
    sign: z.enum(['%', '$']),
    discount: z.number().positive(),
    applies_to: plansByCountry.default({}),
  }),
);
const promotionsSchema = z.array(
  z.object({ slug, name: z.string().min(1), offers: plansByCountry.default({}) }),
);

export type CatalogueNode = z.output<typeof nodeSchema>;

export interface Catalogue {
  countries: z.output<typeof countriesSchema>;
  schools: z.output<typeof schoolsSchema>;
  plans: z.output<typeof plansSchema>;
  pages: (z.output<typeof pageSchema> & {
    slug: string;
    content: string | null;
    /** The body's Markdown source (optional for catalogues built by hand). */
    markdown?: string | null;
  })[];
  blogs: (z.output<typeof blogSchema> & { slug: string; content: string; markdown?: string })[];
  testimonials: z.output<typeof testimonialsSchema>;
  tutorial: z.output<typeof tutorialSchema> | null;
  terms: { version: number; terms: string; markdown?: string }[];
  vouchers: z.output<typeof vouchersSchema>;
  promotions: z.output<typeof promotionsSchema>;
  /** The station library: read file by file, its problems reported rather than thrown. */
  stations: StationLibrary;
}

export class CatalogueError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'CatalogueError';
  }
}

function check<T extends z.ZodType>(schema: T, value: unknown, file: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`);
    throw new CatalogueError(file, problems.join('; '));
  }
  return result.data;
}

function readYaml(file: string): unknown {
  try {
    return YAML.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CatalogueError(file, (err as Error).message);
  }
}

function markdownFiles(dir: string): { file: string; slug: string; data: unknown; body: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      let parsed: matter.GrayMatterFile<string>;
      try {
        parsed = matter(fs.readFileSync(file, 'utf8'));
      } catch (err) {
        throw new CatalogueError(file, (err as Error).message);
      }
      return { file, slug: name.slice(0, -3), data: parsed.data, body: parsed.content.trim() };
    });
}

export function readCatalogue(contentDir: string): Catalogue {
  const at = (name: string) => path.join(contentDir, name);
  const optionalYaml = (name: string) => (fs.existsSync(at(name)) ? readYaml(at(name)) : undefined);

  const pages = markdownFiles(at('pages')).map(({ file, slug: name, data, body }) => ({
    ...check(pageSchema, data, file),
    slug: check(slug, name, file),
    content: body ? markdownToHtml(body) : null,
    markdown: body || null,
  }));
  const blogs = markdownFiles(at('blog')).map(({ file, slug: name, data, body }) => ({
    ...check(blogSchema, data, file),
    slug: check(slug, name, file),
    content: markdownToHtml(body),
    markdown: body,
  }));
  const terms = markdownFiles(at('terms')).map(({ file, data, body }) => ({
    ...check(termsSchema, data, file),
    terms: markdownToHtml(body),
    markdown: body,
  }));
  const tutorialRaw = optionalYaml('tutorial.yaml');

  return {
    countries: check(countriesSchema, optionalYaml('countries.yaml') ?? [], at('countries.yaml')),
    schools: check(
      schoolsSchema,
      optionalYaml('medical-schools.yaml') ?? {},
      at('medical-schools.yaml'),
    ),
    plans: check(
      plansSchema,
      optionalYaml('subscription-types.yaml') ?? {},
      at('subscription-types.yaml'),
    ),
    pages,
    blogs,
    testimonials: check(
      testimonialsSchema,
      optionalYaml('testimonials.yaml') ?? [],
      at('testimonials.yaml'),
    ),
    tutorial:
      tutorialRaw === undefined ? null : check(tutorialSchema, tutorialRaw, at('tutorial.yaml')),
    terms,
    vouchers: check(vouchersSchema, optionalYaml('vouchers.yaml') ?? [], at('vouchers.yaml')),
    promotions: check(
      promotionsSchema,
      optionalYaml('promotions.yaml') ?? [],
      at('promotions.yaml'),
    ),
    stations: readStationLibrary(at('stations')),
  };
}
