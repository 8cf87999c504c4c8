// Database rows -> the API shapes (docs/content.md, 'Data') (snake_case names, as the spec reads them).
import type {
  Blog,
  BlogSummary,
  Country,
  MedicalSchool,
  PageContent,
  Terms,
  Testimonial,
} from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import type {
  blogs,
  countries,
  medicalSchools,
  pageNodes,
  pages,
  states,
  terms,
  testimonials,
} from '../../db/schema/index.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export function presentCountries(
  countryRows: Row<typeof countries>[],
  stateRows: Row<typeof states>[],
): Country[] {
  return countryRows.map((c) => ({
    id: c.id,
    code: c.code as CountryCode,
    name: c.name,
    currency: c.currency,
    states: stateRows.filter((s) => s.countryId === c.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

export function presentMedicalSchool(row: Row<typeof medicalSchools>): MedicalSchool {
  return { id: row.id, name: row.name, country_id: row.countryId, state_id: row.stateId };
}

export function presentPage(page: Row<typeof pages>, nodes: Row<typeof pageNodes>[]): PageContent {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    subtitle: page.subtitle,
    content: page.content,
    image: page.image,
    meta_title: page.metaTitle,
    meta_keywords: page.metaKeywords,
    meta_description: page.metaDescription,
    nodes: nodes.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      content: n.content,
      assets: n.assets,
      accordions: n.accordions,
    })),
  };
}

export function presentTestimonial(row: Row<typeof testimonials>): Testimonial {
  return { id: row.id, name: row.name, testimonial: row.testimonial };
}

type BlogSummaryRow = Pick<
  Row<typeof blogs>,
  'id' | 'slug' | 'title' | 'image' | 'extract' | 'tags' | 'publishedAt'
>;

export function presentBlogSummary(row: BlogSummaryRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    extract: row.extract,
    tags: row.tags.map((name) => ({ name })),
    published_at: row.publishedAt.toISOString(),
  };
}

export function presentBlog(row: Row<typeof blogs>): Blog {
  return {
    ...presentBlogSummary(row),
    content: row.content,
    meta_keywords: row.metaKeywords,
    meta_description: row.metaDescription,
  };
}

export function presentTerms(row: Row<typeof terms>): Terms {
  return { id: row.id, version: row.version, terms: row.terms };
}
