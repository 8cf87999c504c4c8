// Public content calls of spec section 7: countries, schools, pages, testimonials, blog, terms.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { HttpError } from '../../lib/http-error.ts';
import type { ContentService } from './content.service.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });

export function contentRoutes(content: ContentService): FastifyPluginAsyncZod {
  return async (app) => {
    // Answers come from the cache already serialised; they are sent as they are.
    const json = (reply: FastifyReply, body: string | null) => {
      if (body === null) throw new HttpError(404, messages.notFound);
      return reply.type('application/json; charset=utf-8').send(body);
    };

    app.get('/countries', async (_request, reply) => json(reply, await content.countriesJson()));
    app.get('/medical_schools', async (_request, reply) =>
      json(reply, await content.medicalSchoolsJson()),
    );
    app.get('/testimonials', async (_request, reply) =>
      json(reply, await content.testimonialsJson()),
    );
    app.get('/terms_and_conditions', async (_request, reply) =>
      json(reply, await content.termsJson()),
    );

    app.get('/page/:slug', { schema: { params: slugParams } }, async (request, reply) =>
      json(reply, await content.pageJson(request.params.slug)),
    );

    app.get(
      '/blogs',
      {
        schema: {
          querystring: z.object({
            page: z.coerce
              .number({ error: 'page must be a whole number from 1' })
              .int({ error: 'page must be a whole number from 1' })
              .min(1, { error: 'page must be a whole number from 1' })
              .max(100_000)
              .default(1),
          }),
        },
      },
      async (request, reply) => json(reply, await content.blogsJson(request.query.page)),
    );

    app.get('/blogs/:slug', { schema: { params: slugParams } }, async (request, reply) =>
      json(reply, await content.blogJson(request.params.slug)),
    );
  };
}
