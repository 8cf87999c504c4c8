// Billing when something fails half-way: money taken but the purchase not recorded (refunded, or
// kept for reconciliation when the refund fails too), PayPal's verification API down while a
// webhook arrives, and one Stripe event delivered several times at once.
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import {
  mailOutbox,
  paymentReconciliations,
  payments,
  webhookEvents,
} from '../../db/schema/index.ts';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import type { CardChargeRequest, PaymentResult } from '../../payments/payment-gateway.ts';
import {
  createPaypalWebhookVerifier,
  type PaypalWebhookVerifier,
} from '../../payments/paypal-webhooks.ts';
import { readFixture, startReplayServer, type ReplayServer } from '../../payments/replay-server.ts';
import { SandboxCardGateway } from '../../payments/sandbox-card.ts';
import { createStripeWebhookVerifier } from '../../payments/stripe-webhooks.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';
import {
  attemptId,
  buyByCard,
  listSubscriptions,
  memberStatusOf,
  paidMember,
  paymentRows,
  recordPayment,
  subscriptionCount,
} from './billing.test-support.ts';

/**
 * The sandbox card, steered. `answerWith` makes the provider answer the next charge with a
 * reference we have already recorded: the purchase's write then fails on the unique (provider,
 * reference) index after the money was taken, with no production seam needed. `refundFailure`
 * makes the provider refuse the refund, or be unreachable for it.
 */
class SteeredCard extends SandboxCardGateway {
  answerWith: string | null = null;
  refundFailure: 'refused' | 'unreachable' | null = null;
  /** The reference we answered with → the sandbox's own, for refunds and replayed keys. */
  readonly #shown = new Map<string, string>();

  override async charge(request: CardChargeRequest): Promise<PaymentResult> {
    const result = await super.charge(request);
    if (!result.ok) return result;
    for (const [shown, real] of this.#shown) {
      if (real === result.reference) return { ok: true, reference: shown };
    }
    if (this.answerWith === null) return result;
    const shown = this.answerWith;
    this.answerWith = null;
    this.#shown.set(shown, result.reference);
    return { ok: true, reference: shown };
  }

  override async refund(reference: string, idempotencyKey: string): Promise<PaymentResult> {
    if (this.refundFailure === 'unreachable') throw new Error('connect ECONNREFUSED');
    if (this.refundFailure === 'refused') {
      return { ok: false, reason: 'unavailable', message: 'The provider failed.' };
    }
    return super.refund(this.#shown.get(reference) ?? reference, idempotencyKey);
  }
}

const SECRET = 'whsec_test_failures_0123456789';
const card = new SteeredCard();
/** Where PayPal's API is for the next webhook: each test points it at a server or a dead port. */
let paypalApi = 'http://127.0.0.1:9';
const paypalVerifier: PaypalWebhookVerifier = {
  verify: (raw, headers) =>
    createPaypalWebhookVerifier({
      clientId: 'AYreplay-client-id',
      clientSecret: 'ELreplay-client-secret',
      webhookId: '8PT597110X687430LKGECATA',
      environment: 'sandbox',
      apiBaseUrl: paypalApi,
    }).verify(raw, headers),
};
const t = useTestApp({
  catalogue: false,
  payments: {
    ...createSandboxPayments(),
    card,
    webhooks: { stripe: createStripeWebhookVerifier(SECRET), paypal: paypalVerifier },
  },
});
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const db = () => t().database.db;
const chargesOf = (userId: number) =>
  card.charges().filter((ch) => ch.metadata.user_id === String(userId));
const reconciliations = (reference: string) =>
  db().select().from(paymentReconciliations).where(eq(paymentReconciliations.reference, reference));
const mailTo = async (to: string) =>
  (await db().select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!.n;
const eventRows = async () => (await db().select({ n: count() }).from(webhookEvents))[0]!.n;

/** A member whose current plan was paid through `provider` with `reference`. */
async function paidThrough(provider: string, reference: string) {
  const { member, subscription } = await paidMember(t(), c);
  await recordPayment(t(), {
    userId: member.id,
    subscriptionId: subscription.id,
    provider,
    reference,
  });
  return member;
}

/** A reference another member's payment already holds: the next purchase answered with it fails. */
async function recordedReference(name: string) {
  await paidThrough(card.name, `ch_recorded_${name}`);
  return `ch_recorded_${name}`;
}

/** The member's answer: a 500 with our generic text, and nothing of the database error in it. */
function expectServerError(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBe(500);
  expect(JSON.parse(res.body)).toEqual({
    success: false,
    message: messages.serverError,
    errors: [messages.serverError],
  });
  expect(res.body).not.toMatch(/payments_provider_reference_uq|duplicate key|stack|\.ts:/);
}

describe('a purchase charged but not recorded', () => {
  it('refunds the charge and leaves no subscription, payment, receipt, or ended trial', async () => {
    const reference = await recordedReference('refunded');
    const member = await createMember(t());
    await giveSubscription(t(), member.id, { planName: FREE_TRIAL, countryId: c.countryId });
    const trial = await listSubscriptions(t(), member);
    card.answerWith = reference;
    expectServerError(await buyByCard(t(), member, { subscription_type: c.monthId }));

    const [charge, ...more] = chargesOf(member.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ amount: 2999, refunded: true });
    expect(card.refunds().filter((r) => r.chargeReference === charge!.reference)).toHaveLength(1);
    // Kept as already resolved: a retry answered with this charge must not buy anything on it.
    expect(await reconciliations(reference)).toMatchObject([
      { provider: 'sandbox', amount: 2999, currency: 'USD', resolvedAt: expect.any(Date) },
    ]);
    // The whole transaction rolled back: the trial the purchase would have ended is untouched.
    expect(await listSubscriptions(t(), member)).toEqual(trial);
    expect(await memberStatusOf(t(), member)).toBe('Trial');
    expect(await paymentRows(t(), member.id)).toEqual([]);
    await t().settled();
    expect(await mailTo(member.email)).toBe(0);
  });

  it.each(['refused', 'unreachable'] as const)(
    'keeps the charge for reconciliation when the refund is %s too',
    async (failure) => {
      const reference = await recordedReference(failure);
      const member = await createMember(t());
      card.answerWith = reference;
      card.refundFailure = failure;
      try {
        expectServerError(await buyByCard(t(), member, { subscription_type: c.monthId }));
      } finally {
        card.refundFailure = null;
      }
      expect(chargesOf(member.id)).toMatchObject([{ amount: 2999, refunded: false }]);
      expect(await reconciliations(reference)).toMatchObject([
        { provider: 'sandbox', amount: 2999, currency: 'USD', resolvedAt: null },
      ]);
      expect(await subscriptionCount(t(), member.id)).toBe(0);
      expect(await paymentRows(t(), member.id)).toEqual([]);
    },
  );

  // The provider answers a retried idempotency key with its first charge, the one we refunded:
  // without the set-aside check the purchase would be recorded on it, a plan for free.
  it('a retry of the refunded attempt never records a subscription on money given back', async () => {
    const reference = await recordedReference('retried');
    const member = await createMember(t());
    const body = { subscription_type: c.monthId, attempt_id: attemptId() };
    card.answerWith = reference;
    expectServerError(await buyByCard(t(), member, body));
    // What broke the write is gone (a transient fault), and the client sends the attempt again.
    await db().delete(payments).where(eq(payments.reference, reference));
    const retry = await buyByCard(t(), member, body);
    // Told to pay again (a new press is a new attempt), and nothing bought on the refund.
    expect(retry.statusCode).toBe(402);
    expect(JSON.parse(retry.body)).toMatchObject({ message: messages.paymentRefundedRetry });
    // Every recorded payment is backed by money still held: one live charge per payment row.
    const held = chargesOf(member.id).filter((ch) => !ch.refunded);
    expect(await paymentRows(t(), member.id)).toHaveLength(held.length);
    expect(await subscriptionCount(t(), member.id)).toBe(held.length);
  });
});

describe('POST /api/webhooks/paypal while PayPal cannot verify', () => {
  const headers = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-sig': 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3',
    'paypal-transmission-time': '2026-02-03T10:15:22Z',
  };
  const raw = `${JSON.stringify(readFixture('paypal-webhook-capture-refunded'), null, 2)}\n`;
  const deliver = () =>
    t().app.inject({ method: 'POST', url: '/api/webhooks/paypal', headers, payload: raw });

  let down: ReplayServer;
  let failing: ReplayServer;
  beforeAll(async () => {
    // A server that is closed at once: its port refuses connections, as an unreachable PayPal.
    down = await startReplayServer([]);
    await down.close();
    failing = await startReplayServer([
      {
        method: 'POST',
        path: '/v1/oauth2/token',
        respond: [
          { status: 503, body: readFixture('paypal-internal-server-error') },
          { status: 200, body: readFixture('paypal-oauth-token') },
        ],
      },
      {
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        respond: [
          { status: 500, body: readFixture('paypal-internal-server-error') },
          { status: 200, body: readFixture('paypal-webhook-verified') },
        ],
      },
    ]);
  });
  afterAll(async () => {
    await failing?.close();
  });

  it('answers 503 and changes nothing until PayPal answers; then processes the event once', async () => {
    // The capture the fixture's refund points at.
    const member = await paidThrough('paypal', '0KG12345VG343800K');
    const before = await eventRows();
    // Unreachable, then the token call failing, then the verification call failing.
    for (const api of [down.url, failing.url, failing.url]) {
      paypalApi = api;
      const res = await deliver();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, message: messages.paymentUnavailable });
      expect(await eventRows()).toBe(before);
      expect((await listSubscriptions(t(), member))[0]!.status).toBe('active');
      expect((await paymentRows(t(), member.id))[0]!.refundedAt).toBeNull();
    }

    // PayPal is back: the retried delivery is processed, and a further one is a duplicate.
    const back = await deliver();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver()).json()).toEqual({ received: true, duplicate: true });
    expect(await eventRows()).toBe(before + 1);
    expect((await listSubscriptions(t(), member))[0]!.status).toBe('refunded');
  });
});

describe('POST /api/webhooks/stripe delivered several times at once', () => {
  it('processes the event once: one ledger row, one refund, the others duplicates', async () => {
    const member = await paidThrough('stripe', 'pi_concurrent_1');
    const before = await eventRows();
    const created = Math.floor(t().clock.nowMs() / 1000) - 60;
    const payload = JSON.stringify({
      id: 'evt_concurrent_1',
      object: 'event',
      type: 'charge.refunded',
      created,
      data: {
        object: {
          id: 'ch_concurrent_1',
          object: 'charge',
          payment_intent: 'pi_concurrent_1',
          amount: 2999,
          amount_refunded: 2999,
          refunded: true,
        },
      },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(t().clock.nowMs() / 1000),
    });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () =>
        t().app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const duplicates = answers.map((a) => (a.json() as { duplicate: boolean }).duplicate).sort();
    expect(duplicates).toEqual([false, true, true]);
    expect(await eventRows()).toBe(before + 1);
    const [shown] = await listSubscriptions(t(), member);
    expect(shown).toMatchObject({ status: 'refunded' });
    expect(Date.parse(shown!.refund_date!)).toBe(created * 1000);
    expect((await paymentRows(t(), member.id))[0]!.refundedAt?.getTime()).toBe(created * 1000);
  });
});
