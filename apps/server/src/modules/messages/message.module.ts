// The messages domain: contact and issue-report messages, stored then e-mailed.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { subscribeContactMail } from './contact-mail.subscriber.ts';
import { messageRoutes } from './message.routes.ts';
import { createMessageService } from './message.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = createMessageService({ db: ctx.db, captcha: ctx.captcha, events: ctx.events });
  subscribeContactMail({
    db: ctx.db,
    events: ctx.events,
    mailer: ctx.mailer,
    clock: ctx.clock,
    adminEmail: ctx.config.ADMIN_EMAIL,
    brand: ctx.config.BRAND_NAME,
    log: ctx.log,
  });
  await app.register(messageRoutes(service));
}
