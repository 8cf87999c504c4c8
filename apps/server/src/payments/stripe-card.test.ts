import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardChargeRequest } from './payment-gateway.ts';
import {
  readFixture,
  startReplayServer,
  type ReplayRoute,
  type ReplayServer,
} from './replay-server.ts';
import { StripeCardGateway } from './stripe-card.ts';

const SECRET_KEY = 'sk_test_51Replay0000000000000000';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function gatewayAnswering(routes: ReplayRoute[], maxNetworkRetries = 0) {
  server = await startReplayServer(routes);
  const log = { warn: vi.fn() };
  const card = new StripeCardGateway({
    secretKey: SECRET_KEY,
    apiBaseUrl: server.url,
    maxNetworkRetries,
    log,
  });
  return { card, requests: server.requests, log };
}

function chargeRequest(overrides: Partial<CardChargeRequest> = {}): CardChargeRequest {
  return {
    idempotencyKey: 'attempt-41',
    source: 'pm_1T1kQlLkdIwHu7ixJ3sNqV8e',
    amount: 2999,
    currency: 'USD',
    description: 'OSCE Studio: 3 months',
    metadata: { attempt: '41' },
    ...overrides,
  };
}

const createIntent = (status: number, fixture: string, headers?: Record<string, string>) => ({
  method: 'POST',
  path: '/v1/payment_intents',
  respond: { status, body: readFixture(fixture), ...(headers && { headers }) },
});

describe('StripeCardGateway (recorded Stripe responses)', () => {
  it('creates and confirms a PaymentIntent in cents, lower-case currency, with the key', async () => {
    const { card, requests } = await gatewayAnswering([
      createIntent(200, 'stripe-payment-intent-succeeded'),
    ]);
    expect(await card.charge(chargeRequest())).toEqual({
      ok: true,
      reference: 'pi_3T1kQmLkdIwHu7ix0B9cZ4pR',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payment_intents');
    expect(request?.headers['idempotency-key']).toBe('attempt-41');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      amount: '2999',
      currency: 'usd',
      payment_method: 'pm_1T1kQlLkdIwHu7ixJ3sNqV8e',
      confirm: 'true',
      description: 'OSCE Studio: 3 months',
      'metadata[attempt]': '41',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it("passes a card decline on as declined, in Stripe's words", async () => {
    const { card, requests } = await gatewayAnswering([
      createIntent(402, 'stripe-card-declined', { 'request-id': 'req_Qm3bVx8LrT2nKp' }),
    ]);
    expect(await card.charge(chargeRequest())).toEqual({
      ok: false,
      reason: 'declined',
      message: 'Your card has insufficient funds.',
    });
    expect(requests).toHaveLength(1);
  });

  it('answers an unknown payment method as an invalid source', async () => {
    const { card } = await gatewayAnswering([createIntent(400, 'stripe-payment-method-missing')]);
    expect(await card.charge(chargeRequest({ source: 'pm_1T1kXXLkdIwHu7ixUnknown0' }))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This card could not be used. Please check the details and try again.',
    });
  });

  it('cancels a payment that needs 3-D Secure and answers declined', async () => {
    const { card, requests } = await gatewayAnswering([
      createIntent(200, 'stripe-payment-intent-requires-action'),
      {
        method: 'POST',
        path: '/v1/payment_intents/pi_3T1kTzLkdIwHu7ix1hA6rQ0s/cancel',
        respond: { status: 200, body: readFixture('stripe-payment-intent-canceled') },
      },
    ]);
    expect(await card.charge(chargeRequest({ idempotencyKey: 'attempt-42' }))).toEqual({
      ok: false,
      reason: 'declined',
      message: expect.stringContaining('extra verification'),
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_intents',
      'POST /v1/payment_intents/pi_3T1kTzLkdIwHu7ix1hA6rQ0s/cancel',
    ]);
  });

  it('still answers declined when the cancel fails', async () => {
    const { card, log } = await gatewayAnswering([
      createIntent(200, 'stripe-payment-intent-requires-action'),
      {
        method: 'POST',
        path: /\/cancel$/,
        respond: { status: 500, body: readFixture('stripe-api-error') },
      },
    ]);
    expect(await card.charge(chargeRequest())).toMatchObject({ ok: false, reason: 'declined' });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'stripe', operation: 'cancel', statusCode: 500 }),
      expect.any(String),
    );
  });

  it('refuses a key reused with other parameters', async () => {
    const { card } = await gatewayAnswering([createIntent(400, 'stripe-idempotency-error')]);
    expect(await card.charge(chargeRequest({ amount: 1999 }))).toMatchObject({
      ok: false,
      reason: 'invalid_source',
      message: expect.stringContaining('different details'),
    });
  });

  it('retries a 5xx with the same key, then answers unavailable', async () => {
    const { card, requests, log } = await gatewayAnswering(
      [createIntent(500, 'stripe-api-error')],
      1,
    );
    expect(await card.charge(chargeRequest())).toEqual({
      ok: false,
      reason: 'unavailable',
      message:
        'We could not reach the payment provider, and nothing has been charged. Please try again in a few minutes.',
    });
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual(['attempt-41', 'attempt-41']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ operation: 'charge', errorType: 'StripeAPIError' }),
      expect.any(String),
    );
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(SECRET_KEY);
  });

  it('answers unavailable when Stripe cannot be reached', async () => {
    const { card } = await gatewayAnswering([]);
    await server?.close();
    server = undefined;
    expect(await card.charge(chargeRequest())).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });

  describe('refund', () => {
    it('refunds the PaymentIntent with the key and answers the refund id', async () => {
      const { card, requests } = await gatewayAnswering([
        {
          method: 'POST',
          path: '/v1/refunds',
          respond: { status: 200, body: readFixture('stripe-refund-succeeded') },
        },
      ]);
      expect(await card.refund('pi_3T1kQmLkdIwHu7ix0B9cZ4pR', 'refund-41')).toEqual({
        ok: true,
        reference: 're_3T1kQmLkdIwHu7ix0aXn2Gd5',
      });
      expect(requests[0]?.headers['idempotency-key']).toBe('refund-41');
      expect(Object.fromEntries(new URLSearchParams(requests[0]?.body))).toEqual({
        payment_intent: 'pi_3T1kQmLkdIwHu7ix0B9cZ4pR',
      });
    });

    it('refuses a second refund and an unknown PaymentIntent', async () => {
      const { card } = await gatewayAnswering([
        {
          method: 'POST',
          path: '/v1/refunds',
          respond: [
            { status: 400, body: readFixture('stripe-charge-already-refunded') },
            { status: 404, body: readFixture('stripe-payment-intent-missing') },
          ],
        },
      ]);
      expect(await card.refund('pi_3T1kQmLkdIwHu7ix0B9cZ4pR', 'refund-2')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'This payment has already been refunded.',
      });
      expect(await card.refund('pi_3T1kZZLkdIwHu7ixUnknown0', 'refund-3')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'There is no payment with this reference to refund.',
      });
    });
  });
});
