// Status and access follow the clock with nobody acting (docs/billing.md, 'Rules'): pending becomes active at
// its start, active expires, cancelled keeps access until expiry. Checked through the list and
// through the study area's access, with the injected clock and no job run. Also: cancelling, and a
// member only ever seeing and cancelling their own; bad input answered 4xx, never 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { ManualClock } from '../../lib/clock.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  DAY_MS,
  buyByCard,
  listSubscriptions,
  paidMember,
  stationsStatus,
} from './billing.test-support.ts';

const t = useTestApp({ catalogue: false });
const clock = () => t().clock as ManualClock;
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const cancel = (token: string, payload: unknown) =>
  t().injectAs(token, { method: 'POST', url: '/api/user/cancel', payload: payload as object });

describe('a subscription over time', () => {
  it('pending becomes active at its start and expires at its expiry; access follows', async () => {
    const { member, subscription } = await paidMember(t(), c, 25);
    const bought = (await buyByCard(t(), member, { subscription_type: c.monthId })).json()
      .subscription as { id: number };
    const statusOf = async (id: number) =>
      (await listSubscriptions(t(), member)).find((s) => s.id === id)!.status;
    expect(await statusOf(bought.id)).toBe('pending');
    expect(await stationsStatus(t(), member)).toBe(200);

    clock().set(new Date(subscription.expiryDate.getTime() + 1000));
    expect(await statusOf(subscription.id)).toBe('expired');
    expect(await statusOf(bought.id)).toBe('active');
    expect(await stationsStatus(t(), member)).toBe(200);

    clock().advance(30 * DAY_MS);
    // Sessions last 30 days: log in again, as the member would.
    member.token = (await t().app.ctx.sessions.open(member.id)).token;
    expect(await statusOf(bought.id)).toBe('expired');
    expect(await stationsStatus(t(), member)).toBe(403);
    clock().set(new Date());
  });

  it('cancelled keeps access until its expiry, then ends', async () => {
    const { member, subscription } = await paidMember(t(), c, 28);
    const res = await cancel(member.token, { subscription_id: subscription.id, cancel: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: messages.subscriptionCancelled,
      subscription: { id: subscription.id, status: 'cancelled', cancellable: false },
    });
    expect(await stationsStatus(t(), member)).toBe(200);
    clock().advance(2 * DAY_MS + 1000);
    expect((await listSubscriptions(t(), member))[0]!.status).toBe('expired');
    expect(await stationsStatus(t(), member)).toBe(403);
    clock().set(new Date());
  });
});

describe('POST /api/user/cancel', () => {
  it("answers another member's subscription as not found and changes nothing", async () => {
    const { member: owner, subscription } = await paidMember(t(), c);
    const other = await createMember(t());
    const res = await cancel(other.token, { subscription_id: subscription.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.subscriptionNotFound });
    expect((await listSubscriptions(t(), owner))[0]!.status).toBe('active');
    expect(await listSubscriptions(t(), other)).toEqual([]);
  });

  it('refuses a pending, a cancelled and an expired subscription', async () => {
    const { member, subscription } = await paidMember(t(), c, 31);
    const expired = await cancel(member.token, { subscription_id: subscription.id });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(messages.subscriptionNotCancellable);

    const current = await paidMember(t(), c);
    const pending = (await buyByCard(t(), current.member, { subscription_type: c.monthId })).json()
      .subscription as { id: number };
    expect((await cancel(current.member.token, { subscription_id: pending.id })).statusCode).toBe(
      409,
    );
    expect(
      (await cancel(current.member.token, { subscription_id: current.subscription.id })).statusCode,
    ).toBe(200);
    expect(
      (await cancel(current.member.token, { subscription_id: current.subscription.id })).statusCode,
    ).toBe(409);
  });
});

describe('the billing calls at the edge', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/subscriptions'],
      ['GET', '/api/subscription_types/renewable'],
      ['POST', '/api/user/purchase_subscription_credit_card'],
      ['POST', '/api/user/purchase_subscription_paypal'],
      ['POST', '/api/user/purchase_free_subscription'],
      ['POST', '/api/user/cancel'],
    ] as const) {
      expect((await t().app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
    }
  });

  it('answers bad input with 4xx and a message, never 500, and writes nothing', async () => {
    const member = await createMember(t());
    const huge = 'x'.repeat(100_000);
    const bodies: unknown[] = [
      null,
      'text',
      [],
      { subscription_type: 'one', token_id: 'tok_visa' },
      { subscription_type: c.monthId, token_id: 'tok\u0000visa' },
      { subscription_type: c.monthId, token_id: huge },
      { subscription_type: c.monthId, token_id: 'tok_visa', voucher: 'FREE' },
      { subscription_type: c.monthId, token_id: 'tok_visa', attempt_id: 'bad id\u0000' },
      { subscription_type: c.monthId, token_id: 'tok_visa', terms_and_conditions: false },
      { subscription_type: -1, token_id: 'tok_visa' },
      { subscription_type: 1e20, token_id: 'tok_visa' },
    ];
    for (const url of [
      '/api/user/purchase_subscription_credit_card',
      '/api/user/purchase_subscription_paypal',
      '/api/user/purchase_free_subscription',
      '/api/user/cancel',
    ]) {
      for (const body of bodies) {
        const res = await t().injectAs(member.token, {
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(
          res.statusCode,
          `${url} ${JSON.stringify(body).slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(typeof res.json().message).toBe('string');
      }
    }
    const agree = await buyByCard(t(), member, {
      subscription_type: c.monthId,
      terms_and_conditions: false,
    });
    expect(agree.json().fields.terms_and_conditions).toBe(messages.termsCheckboxRequired);
    expect(await listSubscriptions(t(), member)).toEqual([]);
  });
});
