// The messages domain: contact and issue-report messages, stored with their e-mail queued.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { messageRoutes } from './message.routes.ts';
import { createMessageService } from './message.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createMessageService({
    db: ctx.db,
    captcha: ctx.captcha,
    events: ctx.events,
    adminEmail: ctx.config.ADMIN_EMAIL,
    brand: ctx.config.BRAND_NAME,
  });
  await app.register(messageRoutes(service));
}
