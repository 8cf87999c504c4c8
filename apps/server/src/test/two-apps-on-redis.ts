// Two server processes on one database and one Redis (REDIS_URL), as the *.redis.test.ts files run
// them: two apps in this test process, each with its own Redis connections (event bridge, rate
// limits, Socket.IO adapter) and timers, sharing one database as two processes share PostgreSQL.
// Run on PostgreSQL with DATABASE_URL; on a machine without Redis those tests are skipped.
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import type { DomainEvents, EventName } from '../lib/events.ts';
import { useTestApp, type TestApp } from './test-app.ts';

// CI sets TEST_REDIS_URL (and .ci/run starts Redis); on a laptop without Redis this is skipped.
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the tests' Redis answers; always true where CI names one, so a fault there fails. */
export const redisAvailable =
  process.env.TEST_REDIS_URL !== undefined || (await answers(testRedisUrl));

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Builds, for the enclosing describe block (or file), a test app on the tests' Redis (`t`, with
 * no catalogue and `env` added to its settings) and a second app on its database, settings and
 * clock (`second`); both are live on the event bridge before the tests start. Without Redis only
 * `t` is built. Read both inside tests, as useTestApp's.
 */
export function useTwoAppsOnRedis(options: { env?: Record<string, string> } = {}): {
  t: () => TestApp;
  second: () => FastifyInstance;
} {
  const t = useTestApp({ catalogue: false, env: { REDIS_URL: testRedisUrl, ...options.env } });
  let second: FastifyInstance | undefined;
  beforeAll(async () => {
    if (!redisAvailable) return;
    second = await buildApp({
      config: t().config,
      database: t().database,
      clock: t().clock,
      rateLimits: false,
      mailSweep: false,
      logger: false,
    });
    await second.ready();
    // A process keeps nothing cached until its subscription is confirmed.
    await Promise.all([t().app.ctx.coherence.whenLive(), second.ctx.coherence.whenLive()]);
  });
  afterAll(async () => {
    await second?.close();
  });
  return {
    t,
    second: () => {
      if (!second) throw new Error('the second app is built in beforeAll, with Redis only');
      return second;
    },
  };
}

/** Resolves once `app` has heard `event` (from itself or, through Redis, from the other app). */
export function heardBy<K extends EventName>(
  app: FastifyInstance,
  event: K,
  matches: (payload: DomainEvents[K]) => boolean = () => true,
): Promise<void> {
  return new Promise((resolve) => {
    const off = app.ctx.events.on(event, (payload) => {
      if (!matches(payload)) return;
      off();
      resolve();
    });
  });
}
