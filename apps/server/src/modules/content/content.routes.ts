// Public content calls (docs/content.md, 'API'): countries, schools, pages, testimonials, blog, terms.
// Answers are cached serialised with their ETag and sent as they are (see plugins/http-cache.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOG_PAGE_SIZE } from '@osce/shared/constants';
import {
  blogPageSchema,
  blogSchema,
  countrySchema,
  medicalSchoolSchema,
  pageContentSchema,
  termsSchema,
  testimonialSchema,
} from '@osce/shared/schemas/api';
import { pathParam } from '@osce/shared/schemas/text';
import type { ResponseCache } from '../../lib/response-cache.ts';
import { sendCachedJson } from '../../plugins/http-cache.ts';
import {
  presentBlog,
  presentBlogSummary,
  presentCountries,
  presentMedicalSchool,
  presentPage,
  presentTerms,
  presentTestimonial,
} from './content.presenter.ts';
import type { ContentService } from './content.service.ts';

const slugParams = z.object({ slug: pathParam(200) });
const PAGE_ERROR = 'page must be a whole number from 1';
const blogQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_ERROR })
    .int({ error: PAGE_ERROR })
    .min(1, { error: PAGE_ERROR })
    .max(100_000, { error: PAGE_ERROR })
    .default(1),
});

export function contentRoutes(
  content: ContentService,
  cache: ResponseCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Whole-list and single-record answers, each cached under one key.
    const cachedRoutes: [string, z.ZodType, string, () => Promise<unknown>][] = [
      [
        '/countries',
        z.array(countrySchema),
        'countries',
        async () => {
          const { countryRows, stateRows } = await content.listCountries();
          return presentCountries(countryRows, stateRows);
        },
      ],
      [
        '/medical_schools',
        z.array(medicalSchoolSchema),
        'medical_schools',
        async () => (await content.listMedicalSchools()).map(presentMedicalSchool),
      ],
      [
        '/testimonials',
        z.array(testimonialSchema),
        'testimonials',
        async () => (await content.listTestimonials()).map(presentTestimonial),
      ],
      [
        '/terms_and_conditions',
        termsSchema,
        'terms',
        async () => {
          const row = await content.latestTerms();
          return row ? presentTerms(row) : null;
        },
      ],
    ];
    for (const [url, schema, key, load] of cachedRoutes) {
      app.get(url, { schema: { response: { 200: schema } } }, async (request, reply) =>
        sendCachedJson(request, reply, await cache.get(key, load)),
      );
    }

    app.get(
      '/page/:slug',
      { schema: { params: slugParams, response: { 200: pageContentSchema } } },
      async (request, reply) => {
        const { slug } = request.params;
        const cached = await cache.get(`page:${slug}`, async () => {
          const found = await content.findPage(slug);
          return found ? presentPage(found.page, found.nodes) : null;
        });
        // A view is counted whether the page is sent or revalidated (304).
        if (cached?.id !== undefined) content.countPageView(cached.id);
        return sendCachedJson(request, reply, cached);
      },
    );

    app.get(
      '/blogs',
      { schema: { querystring: blogQuery, response: { 200: blogPageSchema } } },
      async (request, reply) => {
        const { page } = request.query;
        return sendCachedJson(
          request,
          reply,
          await cache.get(`blogs:${page}`, async () => {
            const { rows, total } = await content.listBlogs(page, BLOG_PAGE_SIZE);
            return {
              data: rows.map(presentBlogSummary),
              total,
              page,
              per_page: BLOG_PAGE_SIZE,
              last_page: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
            };
          }),
        );
      },
    );

    app.get(
      '/blogs/:slug',
      { schema: { params: slugParams, response: { 200: blogSchema } } },
      async (request, reply) =>
        sendCachedJson(
          request,
          reply,
          await cache.get(`blog:${request.params.slug}`, async () => {
            const row = await content.findBlog(request.params.slug);
            return row ? presentBlog(row) : null;
          }),
        ),
    );
  };
}
