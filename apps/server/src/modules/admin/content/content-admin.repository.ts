// The content console's reads and writes (docs/admin.md, 'Content and terms'). Every write marks
// the row edited (edited_at, edited_by), which the catalogue seeder then leaves alone. Markdown is
// rendered and sanitised by the service before it reaches here.
import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  blogs,
  pageNodes,
  pages,
  terms,
  termsDrafts,
  testimonials,
  tutorials,
  type PageAccordionItem,
  type TutorialSlideRow,
} from '../../../db/schema/index.ts';

export type ContentAdminRepository = ReturnType<typeof createContentAdminRepository>;
export type PageRow = typeof pages.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type TutorialRow = typeof tutorials.$inferSelect;
export type TermsRow = typeof terms.$inferSelect;
export type TermsDraftRow = typeof termsDrafts.$inferSelect;

export interface Edit {
  at: Date;
  by: string;
}

export function createContentAdminRepository(db: Db) {
  return {
    listPages() {
      return db.select().from(pages).orderBy(asc(pages.slug));
    },

    async findPage(id: number): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.id, id));
      return row ?? null;
    },

    async updatePage(
      id: number,
      values: Pick<
        PageRow,
        | 'title'
        | 'subtitle'
        | 'metaTitle'
        | 'metaKeywords'
        | 'metaDescription'
        | 'markdown'
        | 'content'
        | 'published'
      >,
      edit: Edit,
    ): Promise<PageRow | null> {
      const [row] = await db
        .update(pages)
        .set({ ...values, updatedAt: edit.at, editedAt: edit.at, editedBy: edit.by })
        .where(eq(pages.id, id))
        .returning();
      return row ?? null;
    },

    async findPageBySlug(slug: string): Promise<PageRow | null> {
      const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
      return row ?? null;
    },

    /** The page's first accordion block (where its FAQs are), or null. */
    async firstAccordion(pageId: number) {
      const [row] = await db
        .select()
        .from(pageNodes)
        .where(sql`${pageNodes.pageId} = ${pageId} and ${pageNodes.type} = 'accordion'`)
        .orderBy(asc(pageNodes.position))
        .limit(1);
      return row ?? null;
    },

    async setAccordions(nodeId: number, accordions: PageAccordionItem[]) {
      await db.update(pageNodes).set({ accordions }).where(eq(pageNodes.id, nodeId));
    },

    async markPageEdited(pageId: number, edit: Edit) {
      await db
        .update(pages)
        .set({ updatedAt: edit.at, editedAt: edit.at, editedBy: edit.by })
        .where(eq(pages.id, pageId));
    },

    listBlogs() {
      return db.select().from(blogs).orderBy(desc(blogs.publishedAt), desc(blogs.id));
    },

    async findBlog(id: number): Promise<BlogRow | null> {
      const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
      return row ?? null;
    },

    async insertBlog(values: Omit<typeof blogs.$inferInsert, 'id'>): Promise<BlogRow> {
      const [row] = await db.insert(blogs).values(values).returning();
      if (!row) throw new Error('blog not written');
      return row;
    },

    async updateBlog(id: number, values: Partial<typeof blogs.$inferInsert>) {
      const [row] = await db.update(blogs).set(values).where(eq(blogs.id, id)).returning();
      return row ?? null;
    },

    listTestimonials() {
      return db
        .select()
        .from(testimonials)
        .orderBy(asc(testimonials.position), asc(testimonials.id));
    },

    async findTestimonial(id: number): Promise<TestimonialRow | null> {
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      return row ?? null;
    },

    async nextTestimonialPosition(): Promise<number> {
      const [row] = await db.select({ p: max(testimonials.position) }).from(testimonials);
      return (row?.p ?? -1) + 1;
    },

    async insertTestimonial(values: Omit<typeof testimonials.$inferInsert, 'id'>) {
      const [row] = await db.insert(testimonials).values(values).returning();
      if (!row) throw new Error('testimonial not written');
      return row;
    },

    async updateTestimonial(id: number, values: Partial<typeof testimonials.$inferInsert>) {
      const [row] = await db
        .update(testimonials)
        .set(values)
        .where(eq(testimonials.id, id))
        .returning();
      return row ?? null;
    },

    /** The tutorial members see: the one edited last. */
    async latestTutorial(): Promise<TutorialRow | null> {
      const [row] = await db
        .select()
        .from(tutorials)
        .orderBy(desc(tutorials.updatedAt), desc(tutorials.id))
        .limit(1);
      return row ?? null;
    },

    async updateTutorial(id: number, slides: TutorialSlideRow[], edit: Edit) {
      const [row] = await db
        .update(tutorials)
        .set({ slides, updatedAt: edit.at, editedAt: edit.at, editedBy: edit.by })
        .where(eq(tutorials.id, id))
        .returning();
      return row ?? null;
    },

    listTerms() {
      return db.select().from(terms).orderBy(desc(terms.version));
    },

    /**
     * Inserts the next version (one above the highest). Publishes are serialised by a lock held to
     * the end of the transaction, so two at once make two versions, never a clash.
     */
    async insertNextTerms(values: { terms: string; markdown: string; at: Date }) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('osce.terms'))`);
      const [top] = await db.select({ v: max(terms.version) }).from(terms);
      const version = (top?.v ?? 0) + 1;
      const [row] = await db
        .insert(terms)
        .values({ version, terms: values.terms, markdown: values.markdown, publishedAt: values.at })
        .returning();
      if (!row) throw new Error('terms not written');
      return row;
    },

    async findDraft(): Promise<TermsDraftRow | null> {
      const [row] = await db.select().from(termsDrafts).orderBy(asc(termsDrafts.id)).limit(1);
      return row ?? null;
    },

    async saveDraft(markdown: string, edit: Edit): Promise<TermsDraftRow> {
      // One draft: the lock keeps two first saves from making two rows.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('osce.terms_drafts'))`);
      const existing = await this.findDraft();
      const [row] = existing
        ? await db
            .update(termsDrafts)
            .set({ markdown, updatedAt: edit.at, updatedBy: edit.by })
            .where(eq(termsDrafts.id, existing.id))
            .returning()
        : await db
            .insert(termsDrafts)
            .values({ markdown, updatedAt: edit.at, updatedBy: edit.by })
            .returning();
      if (!row) throw new Error('terms draft not written');
      return row;
    },

    async deleteDrafts() {
      await db.delete(termsDrafts);
    },
  };
}
