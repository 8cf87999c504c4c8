// The principal cache on two server processes sharing one database and one Redis (REDIS_URL): what
// one process changes reaches the other's cache through the event bridge, so a token logged out
// on one is refused by the other, and a purchase on one opens the paid stations on the other.
// The two processes are two apps in this test process (test/two-apps-on-redis.ts). While the link
// is down the cache is bypassed (principal-cache.test.ts).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import type { EventName } from '../../lib/events.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { heardBy, redisAvailable, useTwoAppsOnRedis } from '../../test/two-apps-on-redis.ts';
import { buyByCard, DAY_MS } from '../billing/billing.test-support.ts';
import { giveSubscription } from '../users/users.test-support.ts';

const { t, second } = useTwoAppsOnRedis();
let c: SignupCatalogue;
let paidStation: number;

beforeAll(async () => {
  if (!redisAvailable) return;
  c = await createSignupCatalogue(t());
  await createTaxons(t());
  paidStation = (await createStation(t(), { availableToTrial: false })).number;
});

/** Runs `cause` and resolves once `app` has heard `event` (its handlers done). */
async function heardOn(app: FastifyInstance, event: EventName, cause: () => unknown) {
  const heard = heardBy(app, event);
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
    expect(await statusOn(second(), member.token, '/api/user')).toBe(200);
    await heardOn(second(), 'auth.session_revoked', async () => {
      expect(await statusOn(t().app, member.token, '/api/logout')).toBe(200);
    });
    expect(await statusOn(second(), member.token, '/api/user')).toBe(401);
    expect(await statusOn(t().app, member.token, '/api/user')).toBe(401);
  });

  it('a purchase on one process: the other opens the paid station', async () => {
    const member = await createMember(t());
    await heardOn(second(), 'billing.entitlements_changed', () =>
      giveSubscription(t(), member.id, {
        planName: FREE_TRIAL_PLAN_NAME,
        countryId: c.countryId,
        days: 7,
        start: new Date(t().clock.nowMs() - DAY_MS),
      }),
    );
    expect(await statusOn(second(), member.token, `/api/station/${paidStation}`)).toBe(403);
    await heardOn(second(), 'billing.entitlements_changed', async () => {
      expect((await buyByCard(t(), member, { subscription_type: c.monthId })).statusCode).toBe(201);
    });
    expect(await statusOn(second(), member.token, `/api/station/${paidStation}`)).toBe(200);
  });
});
