// Builds the HTTP app without listening, so tests drive it with app.inject() and main.ts listens.
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { createCaptchaService, type CaptchaService } from './captcha/captcha.service.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { subscriptionTypeRoutes } from './modules/billing/subscription-type.routes.ts';
import { createSubscriptionTypeRepository } from './modules/billing/subscription-type.repository.ts';
import { createSubscriptionTypeService } from './modules/billing/subscription-type.service.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService, type ContentService } from './modules/content/content.service.ts';
import { PageViewRecorder } from './modules/content/page-view-recorder.ts';
import { createMessageRepository } from './modules/messages/message.repository.ts';
import { messageRoutes } from './modules/messages/message.routes.ts';
import { createMessageService } from './modules/messages/message.service.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaces the configured mail transport (tests capture messages this way). */
  mailer?: Mailer;
  /** Tests turn rate limits off except where a test is about them. */
  rateLimits?: boolean;
  logger?: boolean;
}

export interface AppServices {
  content: ContentService;
  captcha: CaptchaService;
  pageViews: PageViewRecorder;
  cache: ResponseCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // Log lines are written asynchronously: under load they gather while a write is in flight
  // instead of costing one blocking write per request; when idle each line goes out at once.
  // Whatever is pending is flushed when the app closes.
  const logDestination =
    deps.logger === false ? null : pino.destination({ dest: 1, sync: false });
  const app = Fastify({
    loggerInstance: logDestination
      ? (pino(
          { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
          logDestination,
        ) as FastifyBaseLogger)
      : undefined,
    // One line per request is written in onResponse below instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A callback hook, not an async one: this runs on every request and a promise per call shows.
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerRateLimits(app, { redisUrl: config.REDIS_URL, enabled: deps.rateLimits ?? true });

  const db = database.db;
  const cache = new ResponseCache(60_000);
  const pageViews = new PageViewRecorder(
    (rows) => createContentRepository(db).insertPageViews(rows),
    (err) => app.log.error({ err }, 'page views not recorded'),
  );
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'mail'),
      log: app.log,
    });
  const captcha = createCaptchaService({
    db,
    hmacKey: config.CAPTCHA_HMAC_KEY,
    cost: config.CAPTCHA_COST,
  });
  const content = createContentService({ repo: createContentRepository(db), cache, pageViews });
  const subscriptionTypes = createSubscriptionTypeService({
    repo: createSubscriptionTypeRepository(db),
    cache,
  });
  const messageService = createMessageService({
    repo: createMessageRepository(db),
    captcha,
    mailer,
    adminEmail: config.ADMIN_EMAIL,
    brand: config.BRAND_NAME,
    log: app.log,
  });
  app.decorate('services', { content, captcha, pageViews, cache });
  app.addHook('onClose', async () => {
    await pageViews.flush();
    logDestination?.flushSync();
  });

  await app.register(
    async (api) => {
      api.get('/health', async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ok', database: 'up', driver: database.driver };
        } catch (err) {
          api.log.error({ err }, 'health check: database unreachable');
          return reply
            .status(503)
            .send({ status: 'error', database: 'down', driver: database.driver });
        }
      });
      await api.register(contentRoutes(content));
      await api.register(subscriptionTypeRoutes(subscriptionTypes));
      await api.register(captchaRoutes(captcha));
      await api.register(messageRoutes(messageService));
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    contentDir: config.CONTENT_DIR,
    brand: config.BRAND_NAME,
  });
  return app;
}
