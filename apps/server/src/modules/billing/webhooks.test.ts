// Provider webhooks: Stripe payloads signed here with the SDK's test header, PayPal deliveries
// verified through recorded answers of PayPal's verification API. A good one changes what it
// says once per event id; a bad signature is refused and changes nothing.
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { payments, webhookEvents } from '../../db/schema/index.ts';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import { createPaypalWebhookVerifier } from '../../payments/paypal-webhooks.ts';
import { readFixture, startReplayServer, type ReplayServer } from '../../payments/replay-server.ts';
import { createStripeWebhookVerifier } from '../../payments/stripe-webhooks.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { listSubscriptions, paidMember, stationsStatus } from './billing.test-support.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const PAYPAL_EVENT = readFixture('paypal-webhook-capture-refunded');
const CAPTURE_ID = '0KG12345VG343800K';

let replay: ReplayServer;
let t: TestApp;
let c: SignupCatalogue;
beforeAll(async () => {
  replay = await startReplayServer([
    {
      method: 'POST',
      path: '/v1/oauth2/token',
      respond: { status: 200, body: readFixture('paypal-oauth-token') },
    },
    {
      method: 'POST',
      path: '/v1/notifications/verify-webhook-signature',
      respond: [
        { status: 200, body: readFixture('paypal-webhook-not-verified') },
        { status: 200, body: readFixture('paypal-webhook-verified') },
      ],
    },
  ]);
  t = await buildTestApp({
    catalogue: false,
    payments: {
      ...createSandboxPayments(),
      webhooks: {
        stripe: createStripeWebhookVerifier(SECRET),
        paypal: createPaypalWebhookVerifier({
          clientId: 'AYreplay-client-id',
          clientSecret: 'ELreplay-client-secret',
          webhookId: '8PT597110X687430LKGECATA',
          environment: 'sandbox',
          apiBaseUrl: replay.url,
        }),
      },
    },
  });
  c = await createSignupCatalogue(t);
});
afterAll(async () => {
  await t?.close();
  await replay?.close();
});

/** A member whose only subscription was paid through `provider` with `reference`. */
async function paidThrough(provider: string, reference: string) {
  const { member, subscription } = await paidMember(t, c);
  await t.database.db.insert(payments).values({
    userId: member.id,
    subscriptionId: subscription.id,
    method: provider === 'paypal' ? 'paypal' : 'credit_card',
    provider,
    reference,
    amount: 2999,
    currency: 'USD',
    idempotencyKey: `test-${reference}`,
  });
  return { member, subscription };
}

function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  const created = Math.floor(t.clock.nowMs() / 1000) - 60;
  return { id, object: 'event', type, created, data: { object } };
}

function postStripe(event: object, secret = SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(t.clock.nowMs() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

const eventCount = async () =>
  (await t.database.db.select({ n: count() }).from(webhookEvents))[0]!.n;

describe('POST /api/webhooks/stripe', () => {
  it('marks a fully refunded payment refunded: access ends at once and the refund date shows', async () => {
    const { member } = await paidThrough('stripe', 'pi_refunded_1');
    const event = stripeEvent('evt_refund_1', 'charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_refunded_1',
      amount: 2999,
      amount_refunded: 2999,
      refunded: true,
    });
    const res = await postStripe(event);
    expect(res.statusCode).toBe(200);
    const [shown] = await listSubscriptions(t, member);
    expect(shown).toMatchObject({ status: 'refunded', cancellable: false });
    expect(Date.parse(shown!.refund_date!)).toBe(event.created * 1000);
    expect(await stationsStatus(t, member)).toBe(403);

    // A redelivery is answered and changes nothing.
    const again = await postStripe(event);
    expect(again.json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { member } = await paidThrough('stripe', 'pi_forged_1');
    const before = await eventCount();
    const forged = stripeEvent('evt_forged_1', 'charge.refunded', {
      id: 'ch_2',
      payment_intent: 'pi_forged_1',
      amount: 2999,
      amount_refunded: 2999,
      refunded: true,
    });
    const res = await postStripe(forged, 'whsec_someone_else_0123456789');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: messages.webhookSignatureInvalid });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(forged),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await listSubscriptions(t, member))[0]!.status).toBe('active');
    expect(await eventCount()).toBe(before);
  });

  it('records a dispute on the payment, keeping access; a partial refund keeps the subscription', async () => {
    const { member } = await paidThrough('stripe', 'pi_disputed_1');
    const dispute = await postStripe(
      stripeEvent('evt_dispute_1', 'charge.dispute.created', {
        id: 'dp_1',
        object: 'dispute',
        charge: 'ch_3',
        payment_intent: 'pi_disputed_1',
      }),
    );
    expect(dispute.statusCode).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, 'pi_disputed_1'));
    expect(payment!.disputedAt).not.toBeNull();
    const partial = await postStripe(
      stripeEvent('evt_partial_1', 'charge.refunded', {
        id: 'ch_3',
        payment_intent: 'pi_disputed_1',
        amount: 2999,
        amount_refunded: 500,
        refunded: false,
      }),
    );
    expect(partial.statusCode).toBe(200);
    expect((await listSubscriptions(t, member))[0]!.status).toBe('active');
  });
});

describe('POST /api/webhooks/paypal', () => {
  const headers = {
    'content-type': 'application/json',
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42',
    'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
    'paypal-transmission-sig': 'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3',
    'paypal-transmission-time': '2026-02-03T10:15:22Z',
  };
  const raw = `${JSON.stringify(PAYPAL_EVENT, null, 2)}\n`;

  it('refuses what PayPal does not verify, then refunds on a verified delivery', async () => {
    const { member } = await paidThrough('paypal', CAPTURE_ID);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers,
      payload: raw,
    });
    expect(refused.statusCode).toBe(400);
    expect((await listSubscriptions(t, member))[0]!.status).toBe('active');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers,
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    const [shown] = await listSubscriptions(t, member);
    expect(shown!.status).toBe('refunded');
    expect(shown!.refund_date).toBe('2026-02-03T10:15:21.344Z');

    // PayPal was asked with our webhook id, the transmission headers and the exact bytes received.
    const verify = replay.requests.filter(
      (r) => r.path === '/v1/notifications/verify-webhook-signature',
    );
    expect(verify).toHaveLength(2);
    expect(verify[1]!.body).toContain(`"webhook_event":${raw}`);
    expect(JSON.parse(verify[1]!.body)).toMatchObject({
      webhook_id: '8PT597110X687430LKGECATA',
      transmission_id: headers['paypal-transmission-id'],
      auth_algo: 'SHA256withRSA',
    });
  });

  it('refuses a delivery without the transmission headers, without asking PayPal', async () => {
    const before = replay.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(replay.requests.length).toBe(before);
  });
});
