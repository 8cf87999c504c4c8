// The principal cache on two server processes sharing one database and one Redis (REDIS_URL): what
// one process changes reaches the other's cache through the event bridge, so a token logged out
// on one is refused by the other, and a purchase on one opens the paid stations on the other.
// The two processes are two apps in this test process (lib/event-bridge.redis.test.ts does the
// same for public answers). While the link is down the cache is bypassed (principal-cache.test.ts).
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { buildApp } from '../../app.ts';
import type { EventName } from '../../lib/events.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { buyByCard, DAY_MS } from '../billing/billing.test-support.ts';
import { giveSubscription } from '../users/users.test-support.ts';

// CI sets TEST_REDIS_URL (and .ci/run starts Redis); on a laptop without Redis this is skipped.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const redisAvailable =
  process.env.TEST_REDIS_URL !== undefined ||
  (await probe.connect().then(
    () => true,
    () => false,
  ));
probe.disconnect();

const t = useTestApp({ catalogue: false, env: { REDIS_URL: redisUrl } });
let second: FastifyInstance;
let c: SignupCatalogue;
let paidStation: number;

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
  await Promise.all([t().app.ctx.coherence.whenLive(), second.ctx.coherence.whenLive()]);
  c = await createSignupCatalogue(t());
  await createTaxons(t());
  paidStation = (await createStation(t(), { availableToTrial: false })).number;
});

afterAll(async () => {
  await second?.close();
});

/** Runs `cause` and resolves once `app` has heard `event` (its handlers done). */
async function heardOn(app: FastifyInstance, event: EventName, cause: () => unknown) {
  const heard = new Promise<void>((resolve) => {
    const off = app.ctx.events.on(event, () => {
      off();
      resolve();
    });
  });
  await cause();
  await heard;
  await app.ctx.events.idle();
}

const statusOn = async (app: FastifyInstance, token: string, url: string) =>
  (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

describe.skipIf(!redisAvailable)('signed-in principals on two processes sharing Redis', () => {
  it('a logout on one process: the other refuses the same token', async () => {
    const member = await createMember(t());
    expect(await statusOn(t().app, member.token, '/api/user')).toBe(200);
    expect(await statusOn(second, member.token, '/api/user')).toBe(200);
    await heardOn(second, 'auth.session_revoked', async () => {
      expect(await statusOn(t().app, member.token, '/api/logout')).toBe(200);
    });
    expect(await statusOn(second, member.token, '/api/user')).toBe(401);
    expect(await statusOn(t().app, member.token, '/api/user')).toBe(401);
  });

  it('a purchase on one process: the other opens the paid station', async () => {
    const member = await createMember(t());
    await heardOn(second, 'billing.entitlements_changed', () =>
      giveSubscription(t(), member.id, {
        planName: FREE_TRIAL_PLAN_NAME,
        countryId: c.countryId,
        days: 7,
        start: new Date(t().clock.nowMs() - DAY_MS),
      }),
    );
    expect(await statusOn(second, member.token, `/api/station/${paidStation}`)).toBe(403);
    await heardOn(second, 'billing.entitlements_changed', async () => {
      expect((await buyByCard(t(), member, { subscription_type: c.monthId })).statusCode).toBe(201);
    });
    expect(await statusOn(second, member.token, `/api/station/${paidStation}`)).toBe(200);
  });
});
