// The content domain's part of the catalogue: countries and their states, medical schools, pages,
// blog posts, testimonials, terms and the tutorial. A row the console edited (edited_at set) is
// left as it is (docs/admin.md, 'Content and terms').
import {
  createContentCatalogueRepository,
  type ContentCatalogueRepository,
  type NewMedicalSchool,
  type NewPageNode,
} from '../modules/content/content-catalogue.repository.ts';
import type { Catalogue, CatalogueNode } from './catalogue-reader.ts';
import type { DomainSeeder, SeedContext } from './seed-context.ts';

export interface ContentSeedReport {
  countries: number;
  states: number;
  schools: number;
  pages: number;
  blogs: number;
  testimonials: number;
  terms: number;
  /** Terms versions whose file differs from the published text, which is never rewritten. */
  termsLeftAsPublished: number[];
  tutorialSlides: number;
}

export const seedContent = (async (tx, catalogue, context) => {
  const repo = createContentCatalogueRepository(tx);
  const geography = await seedGeography(repo, catalogue, context);

  for (const p of catalogue.pages) {
    const { nodes, ...page } = p;
    await repo.upsertPage(
      {
        slug: page.slug,
        title: page.title,
        subtitle: page.subtitle,
        content: page.content,
        image: page.image,
        metaTitle: page.meta_title,
        metaKeywords: page.meta_keywords,
        metaDescription: page.meta_description,
        markdown: page.markdown ?? null,
      },
      nodes.map(nodeRow),
    );
  }

  for (const b of catalogue.blogs) {
    await repo.upsertBlog({
      slug: b.slug,
      title: b.title,
      image: b.image,
      extract: b.extract,
      content: b.content,
      tags: b.tags,
      metaKeywords: b.meta_keywords,
      metaDescription: b.meta_description,
      publishedAt: b.published_at,
      markdown: b.markdown ?? null,
    });
  }

  for (const [position, t] of catalogue.testimonials.entries()) {
    await repo.upsertTestimonial({
      name: t.name,
      testimonial: t.testimonial,
      markdown: t.markdown,
      position,
    });
  }

  const termsLeftAsPublished: number[] = [];
  for (const t of catalogue.terms) {
    if ((await repo.publishTerms(t)).outcome === 'kept') termsLeftAsPublished.push(t.version);
  }

  if (catalogue.tutorial) await repo.saveTutorial(catalogue.tutorial.slides);

  return {
    ...geography,
    pages: catalogue.pages.length,
    blogs: catalogue.blogs.length,
    testimonials: catalogue.testimonials.length,
    terms: catalogue.terms.length,
    termsLeftAsPublished,
    tutorialSlides: catalogue.tutorial?.slides.length ?? 0,
  };
}) satisfies DomainSeeder<ContentSeedReport>;

/** Countries first: states, schools and other domains' rows refer to them. */
async function seedGeography(
  repo: ContentCatalogueRepository,
  catalogue: Catalogue,
  context: SeedContext,
) {
  const stateIds = new Map<string, number>();
  let stateCount = 0;
  for (const [position, c] of catalogue.countries.entries()) {
    const country = await repo.upsertCountry({
      code: c.code,
      name: c.name,
      currency: c.currency,
      position,
    });
    context.addCountry(c.code, country.id);
    for (const s of await repo.addStates(country.id, c.states)) {
      stateIds.set(`${c.code}/${s.name}`, s.id);
    }
    stateCount += c.states.length;
  }

  const from = 'medical-schools.yaml';
  const schools: NewMedicalSchool[] = [];
  for (const code of ['US', 'AU'] as const) {
    for (const [stateName, names] of Object.entries(catalogue.schools[code])) {
      const stateId = stateIds.get(`${code}/${stateName}`);
      if (stateId === undefined) {
        throw new Error(`${from}: ${code} has no state named '${stateName}'`);
      }
      const countryId = context.countryId(code, from);
      schools.push(...names.map((name) => ({ name, countryId, stateId })));
    }
  }
  for (const name of catalogue.schools.UK) {
    schools.push({ name, countryId: context.countryId('UK', from), stateId: null });
  }
  await repo.upsertMedicalSchools(schools);

  return { countries: catalogue.countries.length, states: stateCount, schools: schools.length };
}

/** A catalogue node (as authored) to the stored node (one shape for every type). */
function nodeRow(node: CatalogueNode): NewPageNode {
  const base = { type: node.type, title: node.title };
  switch (node.type) {
    case 'content':
      return { ...base, content: node.columns };
    case 'accordion':
      return { ...base, content: node.intro ? [node.intro] : [], accordions: node.accordions };
    case 'gallery':
      return {
        ...base,
        content: node.intro ? [node.intro] : [],
        assets: node.assets.map((a) => ({ src: a.src, alt: a.alt, caption: a.caption })),
      };
  }
}
