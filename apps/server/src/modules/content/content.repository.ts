// The only code that reads or writes the content tables.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { PageViewBatch } from './page-view-recorder.ts';
import {
  blogs,
  countries,
  medicalSchools,
  pageNodes,
  pages,
  pageViewDays,
  states,
  terms,
  testimonials,
  tutorials,
} from '../../db/schema/index.ts';

export type ContentRepository = ReturnType<typeof createContentRepository>;

export function createContentRepository(db: Db) {
  return {
    async listCountries() {
      const [countryRows, stateRows] = await Promise.all([
        db.select().from(countries).orderBy(asc(countries.position), asc(countries.id)),
        db.select().from(states).orderBy(asc(states.name)),
      ]);
      return { countryRows, stateRows };
    },

    listMedicalSchools() {
      return db.select().from(medicalSchools).orderBy(asc(medicalSchools.name));
    },

    async pageExists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.published, true)))
        .limit(1);
      return row !== undefined;
    },

    async findPageBySlug(slug: string) {
      // An unpublished page is not found (docs/admin.md, 'Content and terms').
      const [page] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.slug, slug), eq(pages.published, true)))
        .limit(1);
      if (!page) return null;
      const rows = await db
        .select()
        .from(pageNodes)
        .where(eq(pageNodes.pageId, page.id))
        .orderBy(asc(pageNodes.position));
      // A FAQ (accordion item) unpublished in the console is left out; its Markdown source stays here.
      const nodes = rows.map((n) => ({
        ...n,
        accordions: n.accordions
          .filter((a) => a.published !== false)
          .map((a) => ({ title: a.title, content: a.content })),
      }));
      return { page, nodes };
    },

    listTestimonials() {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.active, true))
        .orderBy(asc(testimonials.position), asc(testimonials.id));
    },

    async listBlogs(page: number, perPage: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: blogs.id,
            slug: blogs.slug,
            title: blogs.title,
            image: blogs.image,
            extract: blogs.extract,
            tags: blogs.tags,
            publishedAt: blogs.publishedAt,
          })
          .from(blogs)
          .where(eq(blogs.published, true))
          .orderBy(desc(blogs.publishedAt), desc(blogs.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(blogs).where(eq(blogs.published, true)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findBlogBySlug(slug: string) {
      const [row] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
        .limit(1);
      return row ?? null;
    },

    async latestTerms() {
      const [row] = await db.select().from(terms).orderBy(desc(terms.version)).limit(1);
      return row ?? null;
    },

    /** The tutorial the dashboard shows: the one edited last. */
    async latestTutorial() {
      const [row] = await db
        .select()
        .from(tutorials)
        .orderBy(desc(tutorials.updatedAt), desc(tutorials.id))
        .limit(1);
      if (!row) return null;
      // Members see the published slides only, without their Markdown source.
      const slides = row.slides
        .filter((s) => s.published !== false)
        .map((s) => ({ file_name: s.file_name, headline: s.headline, subhead: s.subhead }));
      return { ...row, slides };
    },

    /** Adds counted views to each page's daily counter; views of a deleted page are dropped. */
    async addPageViews(batches: PageViewBatch[]) {
      if (batches.length === 0) return;
      const rows = sql.join(
        batches.map((b) => sql`(${b.pageId}::int, ${b.day}::date, ${b.views}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`
        insert into ${pageViewDays} (page_id, day, views)
        select p.id, v.day, v.views
        from (values ${rows}) as v(page_id, day, views)
        join ${pages} p on p.id = v.page_id
        on conflict (page_id, day) do update set views = ${pageViewDays.views} + excluded.views`);
    },

    /** Views of a page per day, oldest first. */
    listPageViewDays(pageId: number) {
      return db
        .select({ day: pageViewDays.day, views: pageViewDays.views })
        .from(pageViewDays)
        .where(eq(pageViewDays.pageId, pageId))
        .orderBy(asc(pageViewDays.day));
    },
  };
}
