// The content console (docs/admin.md, 'Content and terms'): pages, blog posts, FAQs, testimonials,
// tutorial slides and terms, edited in Markdown. Markdown is rendered by the one renderer the
// catalogue uses and cleaned by the one sanitiser every stored HTML passes, so the preview, the
// stored text and the public pages agree. Every write is one transaction with its audit entry; after
// commit `content.changed` clears the cached public answers (and the current terms id) on every
// process.
import { contentSlug, CURRENT_COUNTRY } from '@osce/shared/countries';
import { contentMessages as m } from '@osce/shared/admin/content-messages';
import type { z } from 'zod';
import type {
  adminBlogBody,
  adminFaqsBody,
  adminPageBody,
  adminTestimonialBody,
  adminTutorialBody,
} from '@osce/shared/schemas/admin-content';
import type { Db } from '../../../db/client.ts';
import type { PageAccordionItem } from '../../../db/schema/index.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { sanitizeContentHtml } from '../../../lib/sanitize.ts';
import { markdownToHtml } from '../../../seed/markdown.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import { createContentAdminRepository, type Edit } from './content-admin.repository.ts';

export type ContentAdminService = ReturnType<typeof createContentAdminService>;

type PageBody = z.output<typeof adminPageBody>;
type BlogBody = z.output<typeof adminBlogBody>;
type FaqsBody = z.output<typeof adminFaqsBody>;
type TestimonialBody = z.output<typeof adminTestimonialBody>;
type TutorialBody = z.output<typeof adminTutorialBody>;

/** The FAQs are the accordion of the current market's FAQ page (`faqs-2` for the US). */
export const FAQ_PAGE_SLUG = contentSlug('faqs', CURRENT_COUNTRY);

/** Markdown -> the HTML visitors get: the catalogue's renderer, then the stored-HTML sanitiser. */
export function renderMarkdown(markdown: string): string {
  return sanitizeContentHtml(markdownToHtml(markdown));
}

const notFound = (message: string) => new HttpError(404, message);

export function createContentAdminService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
}) {
  const { db, clock, events, audit } = deps;
  const read = createContentAdminRepository(db);

  /** One console write: its rows and its audit entry commit together, then caches are told. */
  function write<T>(actor: AuditActor, work: (tx: Db, edit: Edit) => Promise<T>): Promise<T> {
    return withTransaction(db, async (tx) => {
      const result = await work(tx, { at: clock.now(), by: actor.username });
      afterCommit(tx, () => events.emit('content.changed', { domain: 'content' }));
      return result;
    });
  }

  /** A unique violation as a 409 with the message; anything else as it was. */
  async function unique<T>(message: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (uniqueViolation(err) !== null) throw new HttpError(409, message);
      throw err;
    }
  }

  return {
    preview: (markdown: string) => renderMarkdown(markdown),

    // Pages ---------------------------------------------------------------------------------------
    listPages: () => read.listPages(),

    async getPage(id: number) {
      return (await read.findPage(id)) ?? Promise.reject(notFound(m.pageNotFound));
    },

    updatePage(actor: AuditActor, id: number, body: PageBody) {
      return write(actor, async (tx, edit) => {
        const repo = createContentAdminRepository(tx);
        const before = await repo.findPage(id);
        if (!before) throw notFound(m.pageNotFound);
        const html = body.markdown ? renderMarkdown(body.markdown) : null;
        const row = await repo.updatePage(
          id,
          {
            title: body.title,
            subtitle: body.subtitle,
            metaTitle: body.meta_title,
            metaKeywords: body.meta_keywords,
            metaDescription: body.meta_description,
            markdown: body.markdown,
            content: html,
            published: body.published,
          },
          edit,
        );
        await audit.record(tx, actor, {
          action: 'page.update',
          entity: 'page',
          entityId: `page:${id}`,
          before: pageAudit(before),
          after: pageAudit(row!),
        });
        return row!;
      });
    },

    // Blog ----------------------------------------------------------------------------------------
    listBlogs: () => read.listBlogs(),

    async getBlog(id: number) {
      return (await read.findBlog(id)) ?? Promise.reject(notFound(m.blogNotFound));
    },

    createBlog(actor: AuditActor, body: BlogBody) {
      return unique(m.blogSlugTaken, () =>
        write(actor, async (tx, edit) => {
          const row = await createContentAdminRepository(tx).insertBlog({
            ...blogValues(body),
            publishedAt: edit.at,
            editedAt: edit.at,
            editedBy: edit.by,
          });
          await audit.record(tx, actor, {
            action: 'blog.create',
            entity: 'page',
            entityId: `blog:${row.id}`,
            after: blogAudit(row),
          });
          return row;
        }),
      );
    },

    updateBlog(actor: AuditActor, id: number, body: BlogBody) {
      return unique(m.blogSlugTaken, () =>
        write(actor, async (tx, edit) => {
          const repo = createContentAdminRepository(tx);
          const before = await repo.findBlog(id);
          if (!before) throw notFound(m.blogNotFound);
          // A draft published now is dated now: it is new to visitors.
          const publishedAt = body.published && !before.published ? edit.at : before.publishedAt;
          const row = await repo.updateBlog(id, {
            ...blogValues(body),
            publishedAt,
            editedAt: edit.at,
            editedBy: edit.by,
          });
          await audit.record(tx, actor, {
            action: 'blog.update',
            entity: 'page',
            entityId: `blog:${id}`,
            before: blogAudit(before),
            after: blogAudit(row!),
          });
          return row!;
        }),
      );
    },

    // FAQs ----------------------------------------------------------------------------------------
    async getFaqs() {
      const page = await read.findPageBySlug(FAQ_PAGE_SLUG);
      const node = page ? await read.firstAccordion(page.id) : null;
      if (!page || !node) throw notFound(m.faqPageMissing);
      return { page, node };
    },

    updateFaqs(actor: AuditActor, body: FaqsBody) {
      return write(actor, async (tx, edit) => {
        const repo = createContentAdminRepository(tx);
        const page = await repo.findPageBySlug(FAQ_PAGE_SLUG);
        const node = page ? await repo.firstAccordion(page.id) : null;
        if (!page || !node) throw notFound(m.faqPageMissing);
        const accordions = body.faqs.map((f) => ({
          title: f.title,
          content: renderMarkdown(f.markdown),
          markdown: f.markdown,
          published: f.published,
        }));
        await repo.setAccordions(node.id, accordions);
        await repo.markPageEdited(page.id, edit);
        const brief = (list: PageAccordionItem[]) =>
          list.map((a) => ({ title: a.title, published: a.published !== false }));
        await audit.record(tx, actor, {
          action: 'faq.update',
          entity: 'page',
          entityId: `faq:${page.slug}`,
          before: { faqs: brief(node.accordions) },
          after: { faqs: brief(accordions) },
        });
        const updated = await repo.findPageBySlug(FAQ_PAGE_SLUG);
        return { page: updated!, node: { ...node, accordions } };
      });
    },

    // Testimonials --------------------------------------------------------------------------------
    listTestimonials: () => read.listTestimonials(),

    async getTestimonial(id: number) {
      return (await read.findTestimonial(id)) ?? Promise.reject(notFound(m.testimonialNotFound));
    },

    createTestimonial(actor: AuditActor, body: TestimonialBody) {
      return unique(m.testimonialNameTaken, () =>
        write(actor, async (tx, edit) => {
          const repo = createContentAdminRepository(tx);
          const row = await repo.insertTestimonial({
            name: body.name,
            markdown: body.markdown,
            testimonial: renderMarkdown(body.markdown),
            active: body.published,
            position: body.position ?? (await repo.nextTestimonialPosition()),
            editedAt: edit.at,
            editedBy: edit.by,
          });
          await audit.record(tx, actor, {
            action: 'testimonial.create',
            entity: 'page',
            entityId: `testimonial:${row.id}`,
            after: testimonialAudit(row),
          });
          return row;
        }),
      );
    },

    updateTestimonial(actor: AuditActor, id: number, body: TestimonialBody) {
      return unique(m.testimonialNameTaken, () =>
        write(actor, async (tx, edit) => {
          const repo = createContentAdminRepository(tx);
          const before = await repo.findTestimonial(id);
          if (!before) throw notFound(m.testimonialNotFound);
          const row = await repo.updateTestimonial(id, {
            name: body.name,
            markdown: body.markdown,
            testimonial: renderMarkdown(body.markdown),
            active: body.published,
            ...(body.position === undefined ? {} : { position: body.position }),
            editedAt: edit.at,
            editedBy: edit.by,
          });
          await audit.record(tx, actor, {
            action: 'testimonial.update',
            entity: 'page',
            entityId: `testimonial:${id}`,
            before: testimonialAudit(before),
            after: testimonialAudit(row!),
          });
          return row!;
        }),
      );
    },

    // Tutorial ------------------------------------------------------------------------------------
    async getTutorial() {
      return (await read.latestTutorial()) ?? Promise.reject(notFound(m.tutorialMissing));
    },

    updateTutorial(actor: AuditActor, body: TutorialBody) {
      return write(actor, async (tx, edit) => {
        const repo = createContentAdminRepository(tx);
        const before = await repo.latestTutorial();
        if (!before) throw notFound(m.tutorialMissing);
        const slides = body.slides.map((s) => ({
          file_name: s.file_name,
          headline: s.headline,
          subhead: renderMarkdown(s.markdown),
          subhead_markdown: s.markdown,
          published: s.published,
        }));
        const row = await repo.updateTutorial(before.id, slides, edit);
        const brief = (list: { headline: string; published?: boolean }[]) =>
          list.map((s) => ({ headline: s.headline, published: s.published !== false }));
        await audit.record(tx, actor, {
          action: 'tutorial.update',
          entity: 'page',
          entityId: `tutorial:${before.id}`,
          before: { slides: brief(before.slides) },
          after: { slides: brief(slides) },
        });
        return row!;
      });
    },

    // Terms ---------------------------------------------------------------------------------------
    async getTerms() {
      const [versions, draft] = await Promise.all([read.listTerms(), read.findDraft()]);
      return { versions, draft };
    },

    /** Saves the draft (editors): nothing members see changes, so no event. */
    saveTermsDraft(actor: AuditActor, markdown: string) {
      return withTransaction(db, async (tx) => {
        const row = await createContentAdminRepository(tx).saveDraft(markdown, {
          at: clock.now(),
          by: actor.username,
        });
        await audit.record(tx, actor, {
          action: 'terms.draft',
          entity: 'terms',
          entityId: 'draft',
          after: { length: markdown.length },
        });
        return row;
      });
    },

    /**
     * Publishes a new version (admin) and removes the draft. Members who agreed to an older
     * version carry `update_terms: true` from their next request: `content.changed` makes every
     * process read the current terms id again (modules/users/current-terms.ts).
     */
    publishTerms(actor: AuditActor, markdown: string) {
      return write(actor, async (tx, edit) => {
        const repo = createContentAdminRepository(tx);
        const row = await repo.insertNextTerms({
          terms: renderMarkdown(markdown),
          markdown,
          at: edit.at,
        });
        await repo.deleteDrafts();
        await audit.record(tx, actor, {
          action: 'terms.publish',
          entity: 'terms',
          entityId: row.version,
          after: { version: row.version, id: row.id, length: markdown.length },
        });
        return row;
      });
    },
  };
}

function blogValues(body: BlogBody) {
  return {
    slug: body.slug,
    title: body.title,
    extract: body.extract,
    image: body.image,
    tags: body.tags,
    metaKeywords: body.meta_keywords,
    metaDescription: body.meta_description,
    markdown: body.markdown,
    content: renderMarkdown(body.markdown),
    published: body.published,
  };
}

// What the audit keeps of each: enough to see what changed, not whole documents.
function pageAudit(row: { title: string; published: boolean; markdown: string | null }) {
  return { title: row.title, published: row.published, markdown: row.markdown };
}
function blogAudit(row: {
  slug: string;
  title: string;
  published: boolean;
  markdown: string | null;
}) {
  return { slug: row.slug, title: row.title, published: row.published, markdown: row.markdown };
}
function testimonialAudit(row: { name: string; active: boolean; markdown: string | null }) {
  return { name: row.name, published: row.active, markdown: row.markdown };
}
