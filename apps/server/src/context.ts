// What every module's `register(app, ctx)` is given: configuration, the database, the edges
// (mailer, payment gateway, clock) and the shared pieces (events, cache, captcha, sessions).
// app.ts builds it once; tests replace the edges through buildApp's deps.
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { createCaptchaService, type CaptchaService } from './captcha/captcha.service.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { createCacheRegistry, type CacheRegistry } from './lib/cache-registry.ts';
import type { Clock } from './lib/clock.ts';
import {
  singleProcessCoherence,
  startEventBridge,
  type EventBridgeStatus,
} from './lib/event-bridge.ts';
import { EventBus } from './lib/events.ts';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limiter.ts';
import { createRedis } from './lib/redis.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { startMailOutbox, type MailOutboxSender } from './mail/mail-outbox.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import {
  createFacebookIdentity,
  type FacebookIdentity,
} from './modules/accounts/facebook-identity.ts';
import { createSessionService, type SessionService } from './modules/accounts/session.service.ts';
import { createPayments } from './payments/create-payments.ts';
import type { Payments } from './payments/payment-gateway.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  events: EventBus;
  /**
   * Whether per-process caches may be trusted right now (lib/event-bridge.ts): check `isLive()`
   * before serving or storing, and clear on `onReset`. With REDIS_URL it is the Redis event bridge.
   */
  coherence: EventBridgeStatus;
  cache: ResponseCache;
  /** Every per-process cache by name, registered where it is created, for /metrics. */
  caches: CacheRegistry;
  mailer: Mailer;
  /** Delivers what operations queued with `enqueueMail` (emit `mail.queued` after commit). */
  outbox: MailOutboxSender;
  payments: Payments;
  /** Verifies Facebook access tokens; null while social login is off (config.facebook unset). */
  facebook: FacebookIdentity | null;
  captcha: CaptchaService;
  sessions: SessionService;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}

/** Cached public answers live this long in each process when nothing clears them sooner. */
const CACHE_TTL_MS = 60_000;
const CACHE_MAX_ENTRIES = 1000;

export async function createAppContext(
  app: FastifyInstance,
  deps: {
    config: Config;
    database: Database;
    clock: Clock;
    mailer?: Mailer;
    /** Retry sweep of the mail outbox on a timer (tests turn it off and drain on events). */
    mailSweep?: boolean;
    payments?: Payments;
    /** Where Facebook's Graph API is instead (tests' replay server). */
    facebookGraphUrl?: string;
  },
): Promise<AppContext> {
  const { config, database, clock } = deps;
  const redis = createRedis(config.REDIS_URL);
  // Once per outage: while Redis is away every reconnect attempt fails with the same error.
  let redisDown = false;
  redis?.on('error', (err) => {
    if (redisDown) return;
    redisDown = true;
    app.log.warn({ err }, 'redis unavailable');
  });
  redis?.on('ready', () => {
    if (!redisDown) return;
    redisDown = false;
    app.log.info('redis available again');
  });
  app.addHook('onClose', async () => {
    await redis?.quit().catch(() => undefined);
  });
  const events = new EventBus((err, event) =>
    app.log.error({ err, event }, 'event subscriber failed'),
  );
  // With Redis, several processes may share the database: the events that make a cache stale are
  // bridged to all of them, and caches are bypassed while that link is down.
  const bridge = redis ? startEventBridge({ events, redis, log: app.log }) : null;
  if (bridge) {
    app.addHook('onClose', async () => bridge.close());
    // A request that announced a change (a logout, a purchase) answers once every other process
    // has applied it, so the member's very next request is right whichever process it reaches
    // (docs/architecture.md, "Events across processes"). Nothing waits when nothing is in flight.
    app.addHook('onSend', (_request, _reply, payload, done) => {
      if (bridge.pending() === 0) {
        done(null, payload);
        return;
      }
      void bridge.delivered().then(() => done(null, payload));
    });
  }
  const coherence = bridge ?? singleProcessCoherence;
  // Signed-in principals, kept per process and trusted only while no event can be missed.
  const sessions = createSessionService({
    db: database.db,
    clock,
    events,
    cacheMax: config.PRINCIPAL_CACHE_MAX,
    coherent: () => coherence.isLive(),
  });
  coherence.onReset(() => sessions.clearCache());
  const cache = new ResponseCache(
    CACHE_TTL_MS,
    () => clock.nowMs(),
    CACHE_MAX_ENTRIES,
    () => coherence.isLive(),
  );
  events.on('content.changed', () => cache.clear());
  coherence.onReset(() => cache.clear());
  const caches = createCacheRegistry();
  const principalMax = config.PRINCIPAL_CACHE_MAX;
  caches.register('principal_sessions', () => sessions.cacheSize().sessions, principalMax);
  caches.register('principal_entitlements', () => sessions.cacheSize().members, principalMax);
  caches.register('public_responses', () => cache.size, CACHE_MAX_ENTRIES);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(config.DATA_DIR, 'mail'),
      log: app.log,
    });
  const outbox = startMailOutbox({
    db: database.db,
    mailer,
    events,
    clock,
    log: app.log,
    sweep: deps.mailSweep ?? true,
  });
  app.addHook('onClose', async () => outbox.stop());
  return {
    config,
    database,
    db: database.db,
    clock,
    events,
    coherence,
    cache,
    caches,
    mailer,
    outbox,
    payments: deps.payments ?? createPayments(config.payments, { log: app.log }),
    facebook: config.facebook
      ? createFacebookIdentity({
          ...config.facebook,
          graphUrl: deps.facebookGraphUrl,
          log: app.log,
        })
      : null,
    captcha: await createCaptchaService({
      db: database.db,
      clock,
      hmacKey: config.CAPTCHA_HMAC_KEY,
      cost: config.CAPTCHA_COST,
    }),
    sessions,
    redis,
    log: app.log,
  };
}

/** Counters in Redis when there is one (shared by every process), else in this process. */
export function createRateLimiter(ctx: AppContext): RateLimiter {
  // Once per outage: while Redis is away every request would say the same.
  let warned = false;
  ctx.redis?.on('ready', () => (warned = false));
  return new RateLimiter(
    ctx.redis ? new RedisRateLimitStore(ctx.redis) : new MemoryRateLimitStore(),
    () => ctx.clock.nowMs(),
    (err) => {
      if (warned) return;
      warned = true;
      ctx.log.warn({ err }, 'rate limit store unavailable; requests allowed until it is back');
    },
  );
}
