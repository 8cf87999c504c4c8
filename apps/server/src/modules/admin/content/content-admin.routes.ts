// The content console's API (docs/admin.md, 'Content and terms'): content.edit for everything but
// publishing terms (terms.publish). Answers carry the Markdown source beside the stored HTML.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentMessages as m } from '@osce/shared/admin/content-messages';
import {
  adminBlogAnswer,
  adminBlogBody,
  adminBlogsAnswer,
  adminFaqsAnswer,
  adminFaqsBody,
  adminPageAnswer,
  adminPageBody,
  adminPagesAnswer,
  adminTermsAnswer,
  adminTermsBody,
  adminTermsPublishedAnswer,
  adminTestimonialAnswer,
  adminTestimonialBody,
  adminTestimonialsAnswer,
  adminTutorialAnswer,
  adminTutorialBody,
  contentPreviewAnswer,
  contentPreviewBody,
} from '@osce/shared/schemas/admin-content';
import { recordIdParam } from '@osce/shared/schemas/id';
import type { FastifyRequest } from 'fastify';
import type { PageAccordionItem, TutorialSlideRow } from '../../../db/schema/index.ts';
import type {
  BlogRow,
  PageRow,
  TermsDraftRow,
  TermsRow,
  TestimonialRow,
  TutorialRow,
} from './content-admin.repository.ts';
import type { ContentAdminService } from './content-admin.service.ts';

const idParams = z.object({ id: recordIdParam() });
const edit = { capability: 'content.edit' } as const;

const actorOf = (request: FastifyRequest) => ({
  id: request.user!.id,
  username: request.user!.username,
});

export function contentAdminRoutes(content: ContentAdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/content/preview',
      {
        schema: { body: contentPreviewBody, response: { 200: contentPreviewAnswer } },
        config: edit,
      },
      async (request) => ({ html: content.preview(request.body.markdown) }),
    );

    // Pages
    app.get(
      '/pages',
      { schema: { response: { 200: adminPagesAnswer } }, config: edit },
      async () => ({ pages: (await content.listPages()).map(pageSummary) }),
    );
    app.get(
      '/pages/:id',
      { schema: { params: idParams, response: { 200: adminPageAnswer } }, config: edit },
      async (request) => ({ page: pageDetail(await content.getPage(request.params.id)) }),
    );
    app.put(
      '/pages/:id',
      {
        schema: { params: idParams, body: adminPageBody, response: { 200: adminPageAnswer } },
        config: edit,
      },
      async (request) => ({
        page: pageDetail(
          await content.updatePage(actorOf(request), request.params.id, request.body),
        ),
      }),
    );

    // Blog
    app.get(
      '/blogs',
      { schema: { response: { 200: adminBlogsAnswer } }, config: edit },
      async () => ({ blogs: (await content.listBlogs()).map(blogSummary) }),
    );
    app.get(
      '/blogs/:id',
      { schema: { params: idParams, response: { 200: adminBlogAnswer } }, config: edit },
      async (request) => ({ blog: blogDetail(await content.getBlog(request.params.id)) }),
    );
    app.post(
      '/blogs',
      { schema: { body: adminBlogBody, response: { 201: adminBlogAnswer } }, config: edit },
      async (request, reply) => {
        const row = await content.createBlog(actorOf(request), request.body);
        return reply.code(201).send({ blog: blogDetail(row) });
      },
    );
    app.put(
      '/blogs/:id',
      {
        schema: { params: idParams, body: adminBlogBody, response: { 200: adminBlogAnswer } },
        config: edit,
      },
      async (request) => ({
        blog: blogDetail(
          await content.updateBlog(actorOf(request), request.params.id, request.body),
        ),
      }),
    );

    // FAQs
    app.get('/faqs', { schema: { response: { 200: adminFaqsAnswer } }, config: edit }, async () =>
      faqsAnswer(await content.getFaqs()),
    );
    app.put(
      '/faqs',
      { schema: { body: adminFaqsBody, response: { 200: adminFaqsAnswer } }, config: edit },
      async (request) => faqsAnswer(await content.updateFaqs(actorOf(request), request.body)),
    );

    // Testimonials
    app.get(
      '/testimonials',
      { schema: { response: { 200: adminTestimonialsAnswer } }, config: edit },
      async () => ({ testimonials: (await content.listTestimonials()).map(testimonialAnswer) }),
    );
    app.post(
      '/testimonials',
      {
        schema: { body: adminTestimonialBody, response: { 201: adminTestimonialAnswer } },
        config: edit,
      },
      async (request, reply) => {
        const row = await content.createTestimonial(actorOf(request), request.body);
        return reply.code(201).send({ testimonial: testimonialAnswer(row) });
      },
    );
    app.put(
      '/testimonials/:id',
      {
        schema: {
          params: idParams,
          body: adminTestimonialBody,
          response: { 200: adminTestimonialAnswer },
        },
        config: edit,
      },
      async (request) => ({
        testimonial: testimonialAnswer(
          await content.updateTestimonial(actorOf(request), request.params.id, request.body),
        ),
      }),
    );

    // Tutorial
    app.get(
      '/tutorial',
      { schema: { response: { 200: adminTutorialAnswer } }, config: edit },
      async () => tutorialAnswer(await content.getTutorial()),
    );
    app.put(
      '/tutorial',
      { schema: { body: adminTutorialBody, response: { 200: adminTutorialAnswer } }, config: edit },
      async (request) =>
        tutorialAnswer(await content.updateTutorial(actorOf(request), request.body)),
    );

    // Terms
    app.get('/terms', { schema: { response: { 200: adminTermsAnswer } }, config: edit }, async () =>
      termsAnswer(await content.getTerms()),
    );
    app.put(
      '/terms/draft',
      { schema: { body: adminTermsBody, response: { 200: adminTermsAnswer } }, config: edit },
      async (request) => {
        await content.saveTermsDraft(actorOf(request), request.body.content);
        return termsAnswer(await content.getTerms());
      },
    );
    app.post(
      '/terms',
      {
        schema: { body: adminTermsBody, response: { 201: adminTermsPublishedAnswer } },
        config: { capability: 'terms.publish' },
      },
      async (request, reply) => {
        const row = await content.publishTerms(actorOf(request), request.body.content);
        return reply.code(201).send({
          version: termsVersion(row),
          message: m.termsPublished.replace('{version}', String(row.version)),
        });
      },
    );
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const edited = (row: { editedAt: Date | null; editedBy: string | null }) => ({
  edited_at: iso(row.editedAt),
  edited_by: row.editedBy,
});

function pageSummary(row: PageRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
    ...edited(row),
  };
}

function pageDetail(row: PageRow) {
  return {
    ...pageSummary(row),
    subtitle: row.subtitle,
    meta_title: row.metaTitle,
    meta_keywords: row.metaKeywords,
    meta_description: row.metaDescription,
    // A row loaded before Markdown was kept has HTML only: HTML is valid Markdown, so it is the source.
    markdown: row.markdown ?? row.content ?? '',
    html: row.content,
  };
}

function blogSummary(row: BlogRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    published_at: row.publishedAt.toISOString(),
    ...edited(row),
  };
}

function blogDetail(row: BlogRow) {
  return {
    ...blogSummary(row),
    extract: row.extract,
    image: row.image,
    tags: row.tags,
    meta_keywords: row.metaKeywords,
    meta_description: row.metaDescription,
    markdown: row.markdown ?? row.content,
    html: row.content,
  };
}

function faqsAnswer({ page, node }: { page: PageRow; node: { accordions: PageAccordionItem[] } }) {
  return {
    page_id: page.id,
    page_slug: page.slug,
    faqs: node.accordions.map((a) => ({
      title: a.title,
      markdown: a.markdown ?? a.content,
      html: a.content,
      published: a.published !== false,
    })),
    ...edited(page),
  };
}

function testimonialAnswer(row: TestimonialRow) {
  return {
    id: row.id,
    name: row.name,
    markdown: row.markdown ?? row.testimonial,
    html: row.testimonial,
    published: row.active,
    position: row.position,
    ...edited(row),
  };
}

function tutorialAnswer(row: TutorialRow) {
  return {
    id: row.id,
    slides: row.slides.map((s: TutorialSlideRow) => ({
      file_name: s.file_name,
      headline: s.headline,
      markdown: s.subhead_markdown ?? s.subhead,
      html: s.subhead,
      published: s.published !== false,
    })),
    ...edited(row),
  };
}

function termsVersion(row: TermsRow) {
  return {
    id: row.id,
    version: row.version,
    published_at: row.publishedAt.toISOString(),
    html: row.terms,
    markdown: row.markdown ?? row.terms,
  };
}

function termsAnswer({ versions, draft }: { versions: TermsRow[]; draft: TermsDraftRow | null }) {
  return {
    versions: versions.map(termsVersion),
    draft: draft
      ? {
          markdown: draft.markdown,
          updated_at: draft.updatedAt.toISOString(),
          updated_by: draft.updatedBy,
        }
      : null,
  };
}
