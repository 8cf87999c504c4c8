// The signed-in principal (docs/accounts.md, 'Sessions and the principal'): a warm signed-in
// request reads nothing from the database, concurrent cold requests share one load, and every
// change that matters is seen on the very next request, while what only the clock changes (a
// trial ending, a queued plan starting) needs no event at all.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { payments } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import { createStripeWebhookVerifier } from '../../payments/stripe-webhooks.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { buyByCard, DAY_MS } from '../billing/billing.test-support.ts';
import { giveSubscription, publishTerms } from '../users/users.test-support.ts';

const SECRET = 'whsec_test_principal_0123456789';
const PASSWORD = 'Secret123';
const MINUTE_MS = 60_000;

let t: TestApp;
let c: SignupCatalogue;
let clock: ManualClock;
let paidStation: number;

beforeAll(async () => {
  t = await buildTestApp({
    catalogue: false,
    payments: {
      ...createSandboxPayments(),
      webhooks: { stripe: createStripeWebhookVerifier(SECRET), paypal: null },
    },
  });
  clock = t.clock as ManualClock;
  c = await createSignupCatalogue(t);
  await createTaxons(t);
  paidStation = (await createStation(t, { availableToTrial: false })).number;
  await t.settled();
});
afterAll(async () => {
  await t?.close();
});

// -- what the database is asked ------------------------------------------------------------------

type Query = string | { text: string };
interface QueryClient {
  query(query: Query, ...rest: unknown[]): Promise<unknown>;
}
/** The driver's client every Drizzle query outside a transaction goes through (PGlite or pg's pool). */
const client = () => (t.database.db as unknown as { $client: QueryClient }).$client;
const textOf = (query: Query) => (typeof query === 'string' ? query : query.text);
const isPrincipalRead = (sql: string) => sql.includes('"sessions"."token_hash"');

/** The SQL of every query made while `work` runs. */
async function queriesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const spy = vi.spyOn(client(), 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => textOf(query));
  } finally {
    spy.mockRestore();
  }
}

// -- members and requests ------------------------------------------------------------------------

const as = (token: string, url: string) => t.injectAs(token, { method: 'GET', url });
const statusOf = async (token: string, url: string) => (await as(token, url)).statusCode;

async function paidMember(options: { password?: string } = {}) {
  const member = await createMember(t, options);
  const subscription = await giveSubscription(t, member.id, {
    planName: '1 Month',
    countryId: c.countryId,
  });
  return { member, subscription };
}

async function trialMember(expiresInMs: number) {
  const member = await createMember(t);
  await giveSubscription(t, member.id, {
    planName: FREE_TRIAL_PLAN_NAME,
    countryId: c.countryId,
    start: new Date(clock.nowMs() + expiresInMs - 7 * DAY_MS),
    days: 7,
  });
  return member;
}

const post = (token: string | null, url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(body),
  });

describe('a warm signed-in request', () => {
  it('asks the database nothing at all', async () => {
    const { member } = await paidMember();
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    let status = 0;
    const asked = await queriesDuring(async () => {
      status = await statusOf(member.token, '/api/taxons');
    });
    expect(status).toBe(200);
    expect(asked).toEqual([]);
  });

  it('reads GET /api/user without the session or the subscriptions, and still says Active', async () => {
    const { member } = await paidMember();
    await as(member.token, '/api/user');
    let body: { status?: string } = {};
    const asked = await queriesDuring(async () => {
      body = (await as(member.token, '/api/user')).json();
    });
    expect(body.status).toBe('Active');
    expect(asked.filter((sql) => isPrincipalRead(sql) || sql.includes('"subscriptions"'))).toEqual(
      [],
    );
  });

  it('loads a cold token once for 50 requests arriving together', async () => {
    const { member } = await paidMember();
    const { token } = await t.app.ctx.sessions.open(member.id);
    let statuses: number[] = [];
    const asked = await queriesDuring(async () => {
      statuses = await Promise.all(
        Array.from({ length: 50 }, () => statusOf(token, '/api/taxons')),
      );
    });
    expect(statuses).toEqual(Array(50).fill(200));
    expect(asked.filter(isPrincipalRead)).toHaveLength(1);
  });

  it("never answers one member's token with another member's principal", async () => {
    const { member: paid } = await paidMember();
    const other = await createMember(t);
    for (let round = 0; round < 2; round++) {
      const [a, b] = await Promise.all([as(paid.token, '/api/user'), as(other.token, '/api/user')]);
      expect(a.json()).toMatchObject({ username: paid.username, status: 'Active' });
      expect(b.json()).toMatchObject({ username: other.username, status: 'Inactive' });
      expect(await statusOf(other.token, '/api/taxons')).toBe(403);
    }
  });
});

describe('every change that matters is seen on the next request', () => {
  it('logout: the token is refused at once', async () => {
    const { member } = await paidMember();
    expect(await statusOf(member.token, '/api/user')).toBe(200);
    expect(await statusOf(member.token, '/api/logout')).toBe(200);
    expect(await statusOf(member.token, '/api/user')).toBe(401);
  });

  it('password change: the device that made it stays signed in, every other one is refused', async () => {
    const { member } = await paidMember({ password: PASSWORD });
    const { token: other } = await t.app.ctx.sessions.open(member.id);
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    expect(await statusOf(other, '/api/taxons')).toBe(200);
    const changed = await post(member.token, '/api/user/change_password', {
      current_password: PASSWORD,
      new_password1: 'Changed123',
      new_password2: 'Changed123',
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    expect(await statusOf(other, '/api/taxons')).toBe(401);
  });

  it('password reset: every session is refused', async () => {
    const { member } = await paidMember({ password: PASSWORD });
    expect(await statusOf(member.token, '/api/user')).toBe(200);
    expect((await post(null, '/api/reset-password', { email: member.email })).statusCode).toBe(200);
    await t.settled();
    const mail = t.mail.findLast((m) => m.to === member.email);
    const code = /\/reset-password\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    const reset = await post(null, `/api/reset-password/${code}`, { password: 'Better123' });
    expect(reset.statusCode).toBe(200);
    expect(await statusOf(member.token, '/api/user')).toBe(401);
  });

  it('login-and-clear: the other device is refused, the new one signed in', async () => {
    const { member } = await paidMember({ password: PASSWORD });
    expect(await statusOf(member.token, '/api/user')).toBe(200);
    const login = await post(null, '/api/login-and-clear', {
      username: member.username,
      password: PASSWORD,
    });
    expect(login.json()).toMatchObject({ success: true });
    expect(await statusOf(member.token, '/api/user')).toBe(401);
    expect(await statusOf(login.json().token as string, '/api/user')).toBe(200);
  });

  it('agreeing to the terms: the next answer no longer asks for it', async () => {
    const terms = await publishTerms(t);
    const { member } = await paidMember();
    const before = await as(member.token, '/api/user/subscriptions');
    expect(before.headers['x-update-terms']).toBe('true');
    const agreed = await post(member.token, '/api/user/update_terms_and_conditions', {
      terms: terms.id,
    });
    expect(agreed.statusCode).toBe(200);
    const after = await as(member.token, '/api/user/subscriptions');
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-update-terms']).toBeUndefined();
  });

  it('a username change: the session carries the new name at once', async () => {
    const { member } = await paidMember();
    expect((await t.app.ctx.sessions.authenticate(member.token))?.username).toBe(member.username);
    const username = `renamed_${member.id}`;
    const saved = await post(member.token, '/api/user/update', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      dob: '1999-12-10',
      email: member.email,
      username,
      country_id: c.countryId,
      state_id: c.stateId,
      medical_school_id: c.schoolId,
      graduation_year: new Date(clock.nowMs()).getUTCFullYear() + 1,
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.ctx.sessions.authenticate(member.token))?.username).toBe(username);
  });

  it('a purchase: a paid station opens on the next request', async () => {
    const member = await trialMember(7 * DAY_MS);
    expect(await statusOf(member.token, `/api/station/${paidStation}`)).toBe(403);
    const bought = await buyByCard(t, member, { subscription_type: c.monthId });
    expect(bought.statusCode).toBe(201);
    expect(await statusOf(member.token, `/api/station/${paidStation}`)).toBe(200);
  });

  it('a refund webhook: the study area is refused on the next request', async () => {
    const { member, subscription } = await paidMember();
    await t.database.db.insert(payments).values({
      userId: member.id,
      subscriptionId: subscription.id,
      method: 'credit_card',
      provider: 'stripe',
      reference: `pi_principal_${member.id}`,
      amount: 2999,
      currency: 'USD',
      idempotencyKey: `test-principal-${member.id}`,
    });
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    const payload = JSON.stringify({
      id: `evt_principal_${member.id}`,
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(clock.nowMs() / 1000) - 60,
      data: {
        object: {
          id: `ch_principal_${member.id}`,
          object: 'charge',
          payment_intent: `pi_principal_${member.id}`,
          amount: 2999,
          amount_refunded: 2999,
          refunded: true,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(clock.nowMs() / 1000),
    });
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await statusOf(member.token, '/api/taxons')).toBe(403);
  });

  it('cancelling keeps access until the expiry', async () => {
    const { member, subscription } = await paidMember();
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    const cancelled = await post(member.token, '/api/user/cancel', {
      subscription_id: subscription.id,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    expect((await as(member.token, '/api/user')).json()).toMatchObject({ status: 'Active' });
  });
});

describe('what only the clock changes', () => {
  it('a trial passing its end: 403 on the next request, with no event and no reload', async () => {
    const member = await trialMember(MINUTE_MS);
    expect(await statusOf(member.token, '/api/taxons')).toBe(200);
    await t.settled();
    const emitted = vi.spyOn(t.app.ctx.events, 'emit');
    try {
      clock.advance(MINUTE_MS);
      let status = 0;
      const asked = await queriesDuring(async () => {
        status = await statusOf(member.token, '/api/taxons');
      });
      expect(status).toBe(403);
      expect(asked.filter(isPrincipalRead)).toEqual([]);
      expect(emitted).not.toHaveBeenCalled();
    } finally {
      emitted.mockRestore();
    }
  });

  it('a queued plan starting: the paid station opens by itself', async () => {
    const member = await createMember(t);
    await giveSubscription(t, member.id, {
      planName: '1 Month',
      countryId: c.countryId,
      status: 'pending',
      start: new Date(clock.nowMs() + MINUTE_MS),
    });
    expect(await statusOf(member.token, `/api/taxons`)).toBe(403);
    clock.advance(MINUTE_MS);
    expect(await statusOf(member.token, `/api/station/${paidStation}`)).toBe(200);
  });

  it('a session running out is refused even while its principal is cached', async () => {
    const member = await createMember(t);
    const { token, expiresAt } = await t.app.ctx.sessions.open(member.id);
    expect(await statusOf(token, '/api/user')).toBe(200);
    clock.set(expiresAt);
    expect(await statusOf(token, '/api/user')).toBe(401);
  });
});

describe('the fill race', () => {
  it('a load that read the session before a logout and ends after it stores nothing', async () => {
    const { member } = await paidMember();
    const { token } = await t.app.ctx.sessions.open(member.id);
    const target = client();
    const original = target.query.bind(target);
    let read!: () => void;
    const hasRead = new Promise<void>((resolve) => (read = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let stalled = false;
    const spy = vi.spyOn(target, 'query').mockImplementation(async (query, ...rest) => {
      const result = await original(query, ...rest);
      if (!stalled && isPrincipalRead(textOf(query))) {
        stalled = true;
        read();
        await gate;
      }
      return result;
    });
    try {
      const first = as(token, '/api/taxons');
      await hasRead;
      await t.app.ctx.sessions.close(token);
      release();
      // Handed to the request that was waiting for it...
      expect((await first).statusCode).toBe(200);
    } finally {
      spy.mockRestore();
    }
    // ...but not kept: the next request reads again and is refused.
    expect(await statusOf(token, '/api/taxons')).toBe(401);
  });
});
