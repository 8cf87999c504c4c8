// Builds the HTTP app without listening, so tests drive it with app.inject() and main.ts listens.
// It only composes: plugins (errors, headers, auth, limits, logs, metrics), then each module's
// `register(app, ctx)` under /api, then the web app.
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino, type DestinationStream } from 'pino';
import type { Config } from './config.ts';
import { createAppContext, createRateLimiter, type AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import * as captcha from './captcha/captcha.module.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { lazyChildLogger } from './lib/lazy-logger.ts';
import { prettyDestination, usePrettyLogs } from './lib/pretty-log.ts';
import type { Mailer } from './mail/mailer.ts';
import { serializeError } from './lib/log-serializers.ts';
import * as accounts from './modules/accounts/account.module.ts';
import * as admin from './modules/admin/admin.module.ts';
import * as billing from './modules/billing/billing.module.ts';
import * as content from './modules/content/content.module.ts';
import * as groups from './modules/groups/groups.module.ts';
import * as messages from './modules/messages/message.module.ts';
import * as mockExams from './modules/mock-exams/mock-exams.module.ts';
import * as playlists from './modules/playlists/playlists.module.ts';
import * as study from './modules/study/study.module.ts';
import * as users from './modules/users/users.module.ts';
import * as realtime from './realtime/realtime.module.ts';
import type { Payments } from './payments/payment-gateway.ts';
import { accessLogStep } from './plugins/access-log.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  frameworkErrorHandler,
  registerErrorHandling,
  registerJsonParser,
} from './plugins/errors.ts';
import { registerGracefulClose } from './plugins/graceful-close.ts';
import {
  capConnectionsPerAddress,
  clientErrorHandler,
  refuseOtherMethods,
  timeoutCheckInterval,
} from './plugins/http-edge.ts';
import {
  createMetrics,
  registerMetricsRoute,
  serveMetricsOnPort,
  type Metrics,
} from './plugins/metrics.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerResponseSteps } from './plugins/response-steps.ts';
import { registerRouteTable } from './plugins/route-table.ts';
import {
  combineSources,
  paymentSources,
  securityHeadersStep,
  socialLoginSources,
} from './plugins/security.ts';
import { registerTermsFlag } from './plugins/terms-flag.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaces the configured mail transport (tests capture messages this way). */
  mailer?: Mailer;
  /** Replaces the configured payment gateways (tests use sandbox ones they can inspect). */
  payments?: Payments;
  /** Where Facebook's Graph API is instead: tests point social login at a replay server. */
  facebookGraphUrl?: string;
  clock?: Clock;
  /** Tests turn rate limits off except where a test is about them. */
  rateLimits?: boolean;
  /** Tests turn off the mail outbox's timed sweep; queued mail is still sent on `mail.queued`. */
  mailSweep?: boolean;
  /** false: no logging; a stream: log lines go there (tests read them). */
  logger?: boolean | DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    metrics: Metrics;
    /**
     * With several processes (REDIS_URL): one round of the sweep that drops group members a dead
     * process left online (realtime/presence-sweep.ts); null on one process.
     */
    presenceSweep: { sweep(): Promise<number> } | null;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  // Log lines are written asynchronously: under load they gather while a write is in flight
  // instead of costing one blocking write per request; when idle each line goes out at once.
  // Whatever is pending is flushed when the app closes. On a terminal the lines are readable
  // instead of JSON (lib/pretty-log.ts).
  const toStdout = deps.logger === undefined || deps.logger === true;
  const pretty = toStdout && usePrettyLogs(config.LOG_FORMAT, process.stdout.isTTY === true);
  const ownDestination = toStdout && !pretty ? pino.destination({ dest: 1, sync: false }) : null;
  const destination =
    ownDestination ??
    (pretty ? prettyDestination() : typeof deps.logger === 'object' ? deps.logger : null);
  const app = Fastify({
    loggerInstance: destination
      ? (pino(
          {
            level: config.LOG_LEVEL,
            serializers: { err: serializeError },
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
          destination,
        ) as FastifyBaseLogger)
      : undefined,
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Long enough for any slug the schemas allow, so they, not the router, refuse what is wrong.
    routerOptions: { maxParamLength: 1000 },
    // A request must arrive in full within the timeout (Node answers through clientErrorHandler
    // with a 408); Node checks for late ones every checking interval, so that is kept short.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: timeoutCheckInterval(config.REQUEST_TIMEOUT_MS),
    },
    clientErrorHandler,
    // plugins/graceful-close.ts answers requests that come in while closing, in the API's shape.
    return503OnClosing: false,
    frameworkErrors: (error, _request, reply) =>
      frameworkErrorHandler(error, reply as unknown as FastifyReply),
  });
  refuseOtherMethods(app);
  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRouteTable(app);

  const metrics = createMetrics(database);
  app.decorate('metrics', metrics);
  registerErrorHandling(app, { brand: config.BRAND_NAME });
  registerJsonParser(app);
  registerResponseSteps(app, [
    securityHeadersStep(
      combineSources(
        paymentSources({
          card: config.payments.card?.provider ?? null,
          paypal: config.payments.paypal?.provider ?? null,
        }),
        socialLoginSources(config.facebook !== null),
      ),
    ),
    registerGracefulClose(app),
    registerTermsFlag(app),
    accessLogStep({ metrics, logAll: config.ACCESS_LOG === 'all' }),
  ]);
  registerAuth(app);

  const ctx = await createAppContext(app, { ...deps, clock });
  // One limiter for the routes' budgets and the login throttle (accounts).
  const limiter = deps.rateLimits === false ? null : createRateLimiter(ctx);
  registerRateLimits(app, limiter);
  app.decorate('ctx', ctx);
  // Counted where they happen: events dispatched from another process are that process's count.
  ctx.events.tap((event) => metrics.countEvent(event));
  metrics.watchEventBridge(ctx.coherence);
  metrics.watchCaches(ctx.caches);
  app.addHook('onClose', async () => {
    // Subscribers still sending mail finish before the database closes.
    await ctx.events.idle();
    ownDestination?.flushSync();
  });

  if (config.METRICS_TOKEN) registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  if (config.METRICS_PORT) {
    serveMetricsOnPort(app, metrics, { port: config.METRICS_PORT, host: config.HOST });
  }

  let contentService: Awaited<ReturnType<typeof content.register>> | undefined;
  let live: realtime.Realtime | undefined;
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
      await accounts.register(api, ctx, { limiter });
      contentService = await content.register(api, ctx);
      await billing.register(api, ctx);
      await captcha.register(api, ctx);
      await messages.register(api, ctx);
      // The live sessions first: marking a group run asks them, and so do the groups.
      const liveSessions = realtime.createLive(ctx);
      live = liveSessions;
      const studyService = await study.register(api, ctx, { groupMarking: liveSessions.live });
      const playlistService = await playlists.register(api, ctx, { study: studyService });
      await mockExams.register(api, ctx);
      await groups.register(api, ctx, {
        study: studyService,
        live: { studying: (groupIds) => liveSessions.live.studying(groupIds) },
      });
      await users.register(api, ctx, { content: contentService, study: studyService });
      await realtime.register(api, ctx, {
        realtime: liveSessions,
        study: studyService,
        playlists: playlistService,
      });
      await admin.register(api, ctx);
    },
    { prefix: '/api' },
  );
  // For tests and operators: the round that drops members a dead process left online.
  app.decorate('presenceSweep', live?.presence ?? null);

  await registerWebApp(app, {
    webDistDir: config.WEB_DIST_DIR,
    contentDir: config.CONTENT_DIR,
    brand: config.BRAND_NAME,
    pageExists: (slug) => contentService!.pageExists(slug),
  });
  return app;
}
