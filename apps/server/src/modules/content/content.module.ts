// The content domain: the public site's pages, blog, geography and schools, and page views.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createContentRepository } from './content.repository.ts';
import { contentRoutes } from './content.routes.ts';
import { createContentService, type ContentService } from './content.service.ts';
import { PageViewRecorder } from './page-view-recorder.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<ContentService> {
  const repo = createContentRepository(ctx.db);
  const pageViews = new PageViewRecorder(
    (batches) => repo.addPageViews(batches),
    (err) => ctx.log.error({ err }, 'page views not recorded'),
    () => ctx.clock.nowMs(),
  );
  // Flushed before the database closes (app.close runs onClose hooks first).
  app.addHook('onClose', () => pageViews.flush());
  const service = createContentService({ repo, pageViews });
  await app.register(contentRoutes(service, ctx.cache));
  return service;
}
