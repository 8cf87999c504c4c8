import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaypalCaptureRequest } from './payment-gateway.ts';
import { PaypalOrdersGateway } from './paypal.ts';
import {
  readFixture,
  startReplayServer,
  type ReplayResponse,
  type ReplayRoute,
  type ReplayServer,
} from './replay-server.ts';

const CLIENT_ID = 'AYreplay-client-id';
const CLIENT_SECRET = 'ELreplay-client-secret';
const ORDER_ID = '5O190127TN364715T';
const ACCESS_TOKEN = readFixture('paypal-oauth-token').access_token as string;

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const token: ReplayRoute = {
  method: 'POST',
  path: '/v1/oauth2/token',
  respond: { status: 200, body: readFixture('paypal-oauth-token') },
};

function route(method: string, path: string, respond: ReplayResponse | ReplayResponse[]) {
  return { method, path, respond };
}

async function gatewayAnswering(routes: ReplayRoute[]) {
  server = await startReplayServer([token, ...routes]);
  const log = { warn: vi.fn() };
  const paypal = new PaypalOrdersGateway({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    environment: 'sandbox',
    apiBaseUrl: server.url,
    log,
  });
  const requests = server.requests;
  const apiRequests = () => requests.filter((r) => r.path !== '/v1/oauth2/token');
  return { paypal, requests, apiRequests, log };
}

function captureRequest(overrides: Partial<PaypalCaptureRequest> = {}): PaypalCaptureRequest {
  return {
    orderId: ORDER_ID,
    idempotencyKey: 'capture-41',
    amount: 2999,
    currency: 'USD',
    ...overrides,
  };
}

const getApproved = route('GET', `/v2/checkout/orders/${ORDER_ID}`, {
  status: 200,
  body: readFixture('paypal-order-approved'),
});

describe('PaypalOrdersGateway (recorded PayPal responses)', () => {
  it('creates a CAPTURE order with the amount as a decimal string and the request id', async () => {
    const { paypal, requests } = await gatewayAnswering([
      route('POST', '/v2/checkout/orders', {
        status: 201,
        body: readFixture('paypal-order-created'),
      }),
    ]);
    expect(
      await paypal.createOrder({
        idempotencyKey: 'order-41',
        amount: 2999,
        currency: 'usd',
        description: 'OSCE Studio: 3 months',
      }),
    ).toEqual({ ok: true, orderId: ORDER_ID });

    const [tokenRequest, create] = requests;
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(new URLSearchParams(tokenRequest?.body).get('grant_type')).toBe('client_credentials');

    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v2/checkout/orders');
    expect(create?.headers['paypal-request-id']).toBe('order-41');
    expect(create?.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          amount: { currency_code: 'USD', value: '29.99' },
          description: 'OSCE Studio: 3 months',
        },
      ],
    });
  });

  it('checks the approved order, then captures it with the request id', async () => {
    const { paypal, requests, apiRequests } = await gatewayAnswering([
      getApproved,
      route('POST', `/v2/checkout/orders/${ORDER_ID}/capture`, {
        status: 201,
        body: readFixture('paypal-order-captured'),
      }),
    ]);
    expect(await paypal.capture(captureRequest())).toEqual({
      ok: true,
      reference: '3C679366HH908993F',
    });
    expect(apiRequests().map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v2/checkout/orders/${ORDER_ID}`,
      `POST /v2/checkout/orders/${ORDER_ID}/capture`,
    ]);
    const capture = apiRequests()[1];
    expect(capture?.headers['paypal-request-id']).toBe('capture-41');
    expect(capture?.headers.prefer).toBe('return=representation');
    // One token for both calls: the SDK keeps it until it expires.
    expect(requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('does not capture an order for another amount or currency', async () => {
    const cheaper = readFixture('paypal-order-approved');
    (cheaper.purchase_units as { amount: { value: string } }[])[0]!.amount.value = '19.99';
    const { paypal, apiRequests } = await gatewayAnswering([
      route('GET', `/v2/checkout/orders/${ORDER_ID}`, { status: 200, body: cheaper }),
    ]);
    for (const request of [captureRequest(), captureRequest({ amount: 1999, currency: 'GBP' })]) {
      expect(await paypal.capture(request)).toMatchObject({
        ok: false,
        reason: 'amount_mismatch',
        message: expect.stringContaining('not for the price'),
      });
    }
    expect(apiRequests().every((r) => r.method === 'GET')).toBe(true);
  });

  it('does not capture an order the buyer has not approved', async () => {
    const created = { ...readFixture('paypal-order-approved'), status: 'CREATED' };
    const { paypal, apiRequests } = await gatewayAnswering([
      route('GET', `/v2/checkout/orders/${ORDER_ID}`, { status: 200, body: created }),
    ]);
    expect(await paypal.capture(captureRequest())).toMatchObject({
      ok: false,
      reason: 'invalid_source',
      message: expect.stringContaining('not been approved'),
    });
    expect(apiRequests()).toHaveLength(1);
  });

  it('answers an unknown order as an invalid source, without capturing', async () => {
    const { paypal, apiRequests } = await gatewayAnswering([
      route('GET', '/v2/checkout/orders/8XY54321AB987654C', {
        status: 404,
        body: readFixture('paypal-resource-not-found'),
      }),
    ]);
    expect(await paypal.capture(captureRequest({ orderId: '8XY54321AB987654C' }))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This PayPal payment could not be found. Please start the PayPal payment again.',
    });
    expect(apiRequests()).toHaveLength(1);
  });

  it("refuses an order id not shaped like PayPal's without calling PayPal", async () => {
    const { paypal, requests } = await gatewayAnswering([]);
    for (const orderId of ['../../v1/oauth2/token', 'SANDBOX-1A2B', '']) {
      expect(await paypal.capture(captureRequest({ orderId }))).toMatchObject({
        ok: false,
        reason: 'invalid_source',
      });
    }
    expect(requests).toEqual([]);
  });

  it('answers INSTRUMENT_DECLINED as declined', async () => {
    const { paypal } = await gatewayAnswering([
      getApproved,
      route('POST', `/v2/checkout/orders/${ORDER_ID}/capture`, {
        status: 422,
        body: readFixture('paypal-instrument-declined'),
      }),
    ]);
    expect(await paypal.capture(captureRequest())).toEqual({
      ok: false,
      reason: 'declined',
      message:
        'PayPal declined this payment. Please choose another way to pay in PayPal, or another payment method.',
    });
  });

  it('leaves a captured order to PayPal: the same request id replays, another is refused', async () => {
    const { paypal, apiRequests } = await gatewayAnswering([
      route('GET', `/v2/checkout/orders/${ORDER_ID}`, {
        status: 200,
        body: readFixture('paypal-order-captured'),
      }),
      route('POST', `/v2/checkout/orders/${ORDER_ID}/capture`, [
        { status: 201, body: readFixture('paypal-order-captured') },
        { status: 422, body: readFixture('paypal-order-already-captured') },
      ]),
    ]);
    expect(await paypal.capture(captureRequest())).toEqual({
      ok: true,
      reference: '3C679366HH908993F',
    });
    expect(await paypal.capture(captureRequest({ idempotencyKey: 'capture-42' }))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This PayPal payment has already been used.',
    });
    expect(
      apiRequests()
        .filter((r) => r.method === 'POST')
        .map((r) => r.headers['paypal-request-id']),
    ).toEqual(['capture-41', 'capture-42']);
  });

  it('answers PayPal 5xx and unreachable PayPal as unavailable', async () => {
    const { paypal, log } = await gatewayAnswering([
      route('GET', `/v2/checkout/orders/${ORDER_ID}`, {
        status: 500,
        body: readFixture('paypal-internal-server-error'),
      }),
    ]);
    expect(await paypal.capture(captureRequest())).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'paypal', operation: 'getOrder', statusCode: 500 }),
      expect.any(String),
    );
    await server?.close();
    server = undefined;
    expect(await paypal.capture(captureRequest())).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    const logged = JSON.stringify(log.warn.mock.calls);
    expect(logged).not.toContain(CLIENT_SECRET);
    expect(logged).not.toContain(ACCESS_TOKEN);
  });

  it('answers refused credentials as unavailable, and recovers once PayPal accepts them', async () => {
    server = await startReplayServer([
      route('POST', '/v1/oauth2/token', [
        { status: 401, body: readFixture('paypal-oauth-invalid-client') },
        { status: 200, body: readFixture('paypal-oauth-token') },
      ]),
      getApproved,
      route('POST', `/v2/checkout/orders/${ORDER_ID}/capture`, {
        status: 201,
        body: readFixture('paypal-order-captured'),
      }),
    ]);
    const log = { warn: vi.fn() };
    const paypal = new PaypalOrdersGateway({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      environment: 'sandbox',
      apiBaseUrl: server.url,
      log,
    });
    expect(await paypal.capture(captureRequest())).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'paypal', operation: 'token', statusCode: 401 }),
      expect.any(String),
    );
    // The SDK alone would keep the failed token for good; the next call asks PayPal again.
    expect(await paypal.capture(captureRequest())).toMatchObject({ ok: true });
    expect(server.requests.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(2);
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain(CLIENT_SECRET);
  });

  describe('refund', () => {
    it('refunds the capture with the request id', async () => {
      const { paypal, apiRequests } = await gatewayAnswering([
        route('POST', '/v2/payments/captures/3C679366HH908993F/refund', [
          { status: 201, body: readFixture('paypal-refund-completed') },
          { status: 422, body: readFixture('paypal-capture-fully-refunded') },
        ]),
        route('POST', '/v2/payments/captures/8XY54321AB987654C/refund', {
          status: 404,
          body: readFixture('paypal-resource-not-found'),
        }),
      ]);
      expect(await paypal.refund('3C679366HH908993F', 'refund-41')).toEqual({
        ok: true,
        reference: '1JU08902781691411',
      });
      expect(apiRequests()[0]?.headers['paypal-request-id']).toBe('refund-41');
      expect(await paypal.refund('3C679366HH908993F', 'refund-42')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'This payment has already been refunded.',
      });
      expect(await paypal.refund('8XY54321AB987654C', 'refund-43')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'There is no payment with this reference to refund.',
      });
    });
  });
});
