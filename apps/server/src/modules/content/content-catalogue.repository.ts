// Writes the content catalogue: geography, schools, pages, blog, testimonials, terms, tutorial.
// Every write is an upsert on the row's natural key (code, name, slug, version), so loading the
// same catalogue twice refreshes it instead of duplicating it. The seeder and the test factories
// write through here; pass a transaction handle to make several writes all or nothing.
import { count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  blogs,
  countries,
  medicalSchools,
  pageNodes,
  pages,
  states,
  terms,
  testimonials,
  tutorials,
  type TutorialSlideRow,
} from '../../db/schema/index.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';

export type ContentCatalogueRepository = ReturnType<typeof createContentCatalogueRepository>;

export type NewCountry = Omit<typeof countries.$inferInsert, 'id'>;
export type NewMedicalSchool = Omit<typeof medicalSchools.$inferInsert, 'id'>;
export type NewPage = Omit<
  typeof pages.$inferInsert,
  'id' | 'updatedAt' | 'published' | 'editedAt' | 'editedBy'
>;
export type NewPageNode = Omit<typeof pageNodes.$inferInsert, 'id' | 'pageId' | 'position'>;
export type NewBlog = Omit<typeof blogs.$inferInsert, 'id' | 'published' | 'editedAt' | 'editedBy'>;
export type NewTestimonial = Omit<typeof testimonials.$inferInsert, 'id' | 'editedAt' | 'editedBy'>;
export type NewTerms = Pick<typeof terms.$inferInsert, 'version' | 'terms' | 'markdown'>;

/** On conflict, take the value the insert proposed for this column. */
const proposed = (column: string) => sql.raw(`excluded.${column}`);

// This is the one way authored HTML enters these tables, so it is cleaned here, once, whoever
// wrote it (a catalogue file today, an administrator's form later).
const clean = sanitizeContentHtml;
const cleanOrNull = (html: string | null | undefined) => (html == null ? null : clean(html));

function cleanNode(node: NewPageNode): NewPageNode {
  return {
    ...node,
    content: node.content?.map(clean),
    accordions: node.accordions?.map((a) => ({ ...a, content: clean(a.content) })),
  };
}

export function createContentCatalogueRepository(db: Db) {
  return {
    async countCountries(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(countries);
      return row?.n ?? 0;
    },

    async listCountryCodes(): Promise<string[]> {
      return (await db.select({ code: countries.code }).from(countries)).map((r) => r.code);
    },

    async upsertCountry(values: NewCountry) {
      const [row] = await db
        .insert(countries)
        .values(values)
        .onConflictDoUpdate({
          target: countries.code,
          set: {
            name: proposed('name'),
            currency: proposed('currency'),
            position: proposed('position'),
          },
        })
        .returning();
      if (!row) throw new Error(`country ${values.code} not written`);
      return row;
    },

    /** Adds the states a country lacks; answers all of the country's states. */
    async addStates(countryId: number, names: string[]) {
      if (names.length > 0) {
        await db
          .insert(states)
          .values(names.map((name) => ({ countryId, name })))
          .onConflictDoNothing();
      }
      return db.select().from(states).where(eq(states.countryId, countryId));
    },

    async upsertMedicalSchools(values: NewMedicalSchool[]) {
      if (values.length === 0) return [];
      return db
        .insert(medicalSchools)
        .values(values)
        .onConflictDoUpdate({
          target: [medicalSchools.countryId, medicalSchools.name],
          set: { stateId: proposed('state_id') },
        })
        .returning();
    },

    /**
     * Writes a page and replaces its nodes with these, in this order; a page edited in the console
     * (edited_at set) is left as it is, nodes and all (`kept`).
     */
    async upsertPage(values: NewPage, nodes: NewPageNode[]) {
      const row = { ...values, content: cleanOrNull(values.content), updatedAt: new Date() };
      const [page] = await db
        .insert(pages)
        .values(row)
        .onConflictDoUpdate({ target: pages.slug, set: row, setWhere: isNull(pages.editedAt) })
        .returning();
      if (!page) {
        const [kept] = await db.select().from(pages).where(eq(pages.slug, values.slug));
        if (!kept) throw new Error(`page ${values.slug} not written`);
        return { page: kept, nodes: [], kept: true };
      }
      await db.delete(pageNodes).where(eq(pageNodes.pageId, page.id));
      const nodeRows =
        nodes.length === 0
          ? []
          : await db
              .insert(pageNodes)
              .values(nodes.map((n, position) => ({ ...cleanNode(n), pageId: page.id, position })))
              .returning();
      return { page, nodes: nodeRows, kept: false };
    },

    /** Writes a post unless the console edited it (then answers the post as it is). */
    async upsertBlog(values: NewBlog) {
      const row = { ...values, content: clean(values.content) };
      const [blog] = await db
        .insert(blogs)
        .values(row)
        .onConflictDoUpdate({ target: blogs.slug, set: row, setWhere: isNull(blogs.editedAt) })
        .returning();
      if (blog) return blog;
      const [kept] = await db.select().from(blogs).where(eq(blogs.slug, values.slug));
      if (!kept) throw new Error(`blog ${values.slug} not written`);
      return kept;
    },

    async upsertTestimonial(values: NewTestimonial) {
      const row = { ...values, testimonial: clean(values.testimonial) };
      // Whether a testimonial is shown is an editor's decision, not the catalogue's: kept as is.
      const { active: _active, ...set } = row;
      const [testimonial] = await db
        .insert(testimonials)
        .values(row)
        .onConflictDoUpdate({
          target: testimonials.name,
          set,
          setWhere: isNull(testimonials.editedAt),
        })
        .returning();
      if (testimonial) return testimonial;
      const [kept] = await db.select().from(testimonials).where(eq(testimonials.name, values.name));
      if (!kept) throw new Error(`testimonial ${values.name} not written`);
      return kept;
    },

    async latestTermsVersion(): Promise<number | null> {
      const [row] = await db.select({ version: max(terms.version) }).from(terms);
      return row?.version ?? null;
    },

    /**
     * Publishes a terms version unless it exists. A published version is what members consented
     * to, so it is never rewritten: `kept` means a different text was offered and refused,
     * `unchanged` that the same text is already published.
     */
    async publishTerms(values: NewTerms) {
      const text = clean(values.terms);
      const [inserted] = await db
        .insert(terms)
        .values({ version: values.version, terms: text, markdown: values.markdown ?? null })
        .onConflictDoNothing({ target: terms.version })
        .returning();
      if (inserted) return { row: inserted, outcome: 'published' as const };
      const [existing] = await db.select().from(terms).where(eq(terms.version, values.version));
      if (!existing) throw new Error(`terms version ${values.version} not written`);
      return {
        row: existing,
        outcome: existing.terms === text ? ('unchanged' as const) : ('kept' as const),
      };
    },

    /**
     * There is one tutorial: it is created once and replaced afterwards, unless the console
     * edited it (then it is left as it is).
     */
    async saveTutorial(slides: TutorialSlideRow[]) {
      const cleaned = slides.map((s) => ({ ...s, subhead: clean(s.subhead) }));
      const [existing] = await db.select().from(tutorials).limit(1);
      if (existing?.editedAt) return existing;
      const [row] = existing
        ? await db
            .update(tutorials)
            .set({ slides: cleaned, updatedAt: new Date() })
            .where(eq(tutorials.id, existing.id))
            .returning()
        : await db.insert(tutorials).values({ slides: cleaned }).returning();
      if (!row) throw new Error('tutorial not written');
      return row;
    },
  };
}
