// What every module's `register(app, ctx)` is given: configuration, the database, the edges
// (mailer, payment gateway, clock) and the shared pieces (events, cache, captcha, sessions).
// app.ts builds it once; tests replace the edges through buildApp's deps.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CaptchaService } from './captcha/captcha.service.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { EventBus } from './lib/events.ts';
import type { ResponseCache } from './lib/response-cache.ts';
import type { Mailer } from './mail/mailer.ts';
import type { SessionService } from './modules/accounts/session.service.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';

export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  events: EventBus;
  cache: ResponseCache;
  mailer: Mailer;
  payments: PaymentGateway | null;
  captcha: CaptchaService;
  sessions: SessionService;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
}
