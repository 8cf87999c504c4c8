// Loads a read catalogue into the database in one transaction: all of it or none of it.
// Idempotent: rows are matched by their natural keys (code, slug, name, version) and updated,
// so running it again after editing content/ refreshes the demo without duplicates.
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  blogs,
  countries,
  medicalSchools,
  pageNodes,
  pages,
  states,
  subscriptionTypes,
  terms,
  testimonials,
  tutorials,
} from '../db/schema/index.ts';
import type { Catalogue, CatalogueNode } from './catalogue-reader.ts';

export interface SeedReport {
  countries: number;
  schools: number;
  plans: number;
  pages: number;
  blogs: number;
  testimonials: number;
  terms: number;
  /** Terms versions whose file differs from the published text, which is never rewritten. */
  termsLeftAsPublished: number[];
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(countries);
  return (row?.n ?? 0) === 0;
}

export async function seedCatalogue(db: Db, catalogue: Catalogue): Promise<SeedReport> {
  return db.transaction(async (tx) => {
    const countryIds = new Map<string, number>();
    const stateIds = new Map<string, number>();
    for (const [position, c] of catalogue.countries.entries()) {
      const [row] = await tx
        .insert(countries)
        .values({ code: c.code, name: c.name, currency: c.currency, position })
        .onConflictDoUpdate({
          target: countries.code,
          set: {
            name: excluded('name'),
            currency: excluded('currency'),
            position: excluded('position'),
          },
        })
        .returning({ id: countries.id });
      if (!row) throw new Error(`country ${c.code} not written`);
      countryIds.set(c.code, row.id);
      if (c.states.length > 0) {
        await tx
          .insert(states)
          .values(c.states.map((name) => ({ countryId: row.id, name })))
          .onConflictDoNothing();
      }
      for (const s of await tx.select().from(states).where(eq(states.countryId, row.id))) {
        stateIds.set(`${c.code}/${s.name}`, s.id);
      }
    }
    const countryId = (code: string) => {
      const id = countryIds.get(code);
      if (id === undefined)
        throw new Error(`content refers to country ${code}, missing from countries.yaml`);
      return id;
    };

    const schoolRows: (typeof medicalSchools.$inferInsert)[] = [];
    for (const code of ['US', 'AU'] as const) {
      for (const [stateName, names] of Object.entries(catalogue.schools[code])) {
        const stateId = stateIds.get(`${code}/${stateName}`);
        if (stateId === undefined) {
          throw new Error(`medical-schools.yaml: ${code} has no state named '${stateName}'`);
        }
        for (const name of names) schoolRows.push({ name, countryId: countryId(code), stateId });
      }
    }
    for (const name of catalogue.schools.UK) {
      schoolRows.push({ name, countryId: countryId('UK'), stateId: null });
    }
    if (schoolRows.length > 0) {
      await tx
        .insert(medicalSchools)
        .values(schoolRows)
        .onConflictDoUpdate({
          target: [medicalSchools.countryId, medicalSchools.name],
          set: { stateId: excluded('state_id') },
        });
    }

    let plans = 0;
    for (const [code, list] of Object.entries(catalogue.plans)) {
      for (const [position, p] of (list ?? []).entries()) {
        plans += 1;
        await tx
          .insert(subscriptionTypes)
          .values({
            countryId: countryId(code),
            name: p.name,
            cost: p.cost,
            discountedCost: p.discounted_cost,
            length: p.length,
            displayLength: p.display_length,
            description: p.description,
            signup: p.signup,
            plans: p.plans,
            renewable: p.renewable,
            position,
          })
          .onConflictDoUpdate({
            target: [subscriptionTypes.countryId, subscriptionTypes.name],
            set: {
              cost: excluded('cost'),
              discountedCost: excluded('discounted_cost'),
              length: excluded('length'),
              displayLength: excluded('display_length'),
              description: excluded('description'),
              signup: excluded('signup'),
              plans: excluded('plans'),
              renewable: excluded('renewable'),
              position: excluded('position'),
            },
          });
      }
    }

    for (const p of catalogue.pages) {
      const values = {
        slug: p.slug,
        title: p.title,
        subtitle: p.subtitle,
        content: p.content,
        image: p.image,
        metaTitle: p.meta_title,
        metaKeywords: p.meta_keywords,
        metaDescription: p.meta_description,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(pages)
        .values(values)
        .onConflictDoUpdate({ target: pages.slug, set: values })
        .returning({ id: pages.id });
      if (!row) throw new Error(`page ${p.slug} not written`);
      await tx.delete(pageNodes).where(eq(pageNodes.pageId, row.id));
      if (p.nodes.length > 0) {
        await tx
          .insert(pageNodes)
          .values(p.nodes.map((n, position) => nodeRow(row.id, position, n)));
      }
    }

    for (const b of catalogue.blogs) {
      const values = {
        slug: b.slug,
        title: b.title,
        image: b.image,
        extract: b.extract,
        content: b.content,
        tags: b.tags,
        metaKeywords: b.meta_keywords,
        metaDescription: b.meta_description,
        publishedAt: b.published_at,
      };
      await tx.insert(blogs).values(values).onConflictDoUpdate({ target: blogs.slug, set: values });
    }

    for (const [position, t] of catalogue.testimonials.entries()) {
      const values = { name: t.name, testimonial: t.testimonial, position };
      await tx
        .insert(testimonials)
        .values(values)
        .onConflictDoUpdate({ target: testimonials.name, set: values });
    }

    // A published terms version is what members consented to: it is never rewritten.
    const termsLeftAsPublished: number[] = [];
    for (const t of catalogue.terms) {
      const [existing] = await tx.select().from(terms).where(eq(terms.version, t.version));
      if (!existing) await tx.insert(terms).values(t);
      else if (existing.terms !== t.terms) termsLeftAsPublished.push(t.version);
    }

    if (catalogue.tutorial) {
      const [existing] = await tx.select({ id: tutorials.id }).from(tutorials).limit(1);
      if (existing) {
        await tx
          .update(tutorials)
          .set({ slides: catalogue.tutorial.slides, updatedAt: new Date() })
          .where(eq(tutorials.id, existing.id));
      } else {
        await tx.insert(tutorials).values({ slides: catalogue.tutorial.slides });
      }
    }

    return {
      countries: catalogue.countries.length,
      schools: schoolRows.length,
      plans,
      pages: catalogue.pages.length,
      blogs: catalogue.blogs.length,
      testimonials: catalogue.testimonials.length,
      terms: catalogue.terms.length,
      termsLeftAsPublished,
    };
  });
}

function nodeRow(
  pageId: number,
  position: number,
  node: CatalogueNode,
): typeof pageNodes.$inferInsert {
  const base = { pageId, position, type: node.type, title: node.title };
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
