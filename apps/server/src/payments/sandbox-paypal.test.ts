import { describe, expect, it } from 'vitest';
import type { PaypalCaptureRequest } from './payment-gateway.ts';
import { SandboxPaypalGateway } from './sandbox-paypal.ts';

async function approvedOrder(paypal: SandboxPaypalGateway, amount = 2999, currency = 'USD') {
  const order = await paypal.createOrder({
    idempotencyKey: `order-${Math.random()}`,
    amount,
    currency,
    description: 'OSCE Studio: 3 months',
  });
  if (!order.ok) throw new Error('order failed');
  expect(paypal.approve(order.orderId)).toBe(true);
  return order.orderId;
}

function captureRequest(orderId: string, overrides: Partial<PaypalCaptureRequest> = {}) {
  return {
    orderId,
    idempotencyKey: `capture-${Math.random()}`,
    amount: 2999,
    currency: 'USD',
    ...overrides,
  };
}

describe('SandboxPaypalGateway', () => {
  it('creates an order per key, answering a repeated key with the same order', async () => {
    const paypal = new SandboxPaypalGateway();
    const request = { idempotencyKey: 'o-1', amount: 2999, currency: 'usd', description: 'x' };
    const first = await paypal.createOrder(request);
    expect(first).toEqual({ ok: true, orderId: expect.stringMatching(/^SANDBOX-[0-9A-F]+$/) });
    expect(await paypal.createOrder(request)).toEqual(first);
    expect(await paypal.createOrder({ ...request, amount: 1999 })).toMatchObject({
      ok: false,
      reason: 'invalid_source',
    });
    expect(paypal.orders()).toMatchObject([{ amount: 2999, currency: 'USD', status: 'CREATED' }]);
  });

  it('approves known orders only', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal);
    expect(paypal.approve(orderId)).toBe(true);
    expect(paypal.approve('SANDBOX-UNKNOWN')).toBe(false);
  });

  it('captures an approved order for its amount and currency', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal);
    const result = await paypal.capture(captureRequest(orderId, { currency: 'usd' }));
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^SANDBOX-CAPTURE-/) });
    expect(paypal.orders()).toEqual([
      expect.objectContaining({
        orderId,
        status: 'COMPLETED',
        captureReference: (result as { reference: string }).reference,
      }),
    ]);
    expect(paypal.approve(orderId)).toBe(false);
  });

  it('refuses an unknown order', async () => {
    const paypal = new SandboxPaypalGateway();
    expect(await paypal.capture(captureRequest('SANDBOX-NOPE'))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This PayPal payment could not be found. Please start the PayPal payment again.',
    });
  });

  it('refuses an order the buyer has not approved', async () => {
    const paypal = new SandboxPaypalGateway();
    const order = await paypal.createOrder({
      idempotencyKey: 'o-1',
      amount: 2999,
      currency: 'USD',
      description: 'x',
    });
    if (!order.ok) throw new Error('order failed');
    expect(await paypal.capture(captureRequest(order.orderId))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message:
        'This PayPal payment has not been approved yet. Please complete it in the PayPal window.',
    });
    expect(paypal.orders()[0]?.status).toBe('CREATED');
  });

  it('refuses an order for another amount or currency, capturing nothing', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal, 999);
    for (const request of [
      captureRequest(orderId),
      captureRequest(orderId, { amount: 999, currency: 'GBP' }),
    ]) {
      expect(await paypal.capture(request)).toMatchObject({
        ok: false,
        reason: 'amount_mismatch',
        message: expect.stringContaining('not for the price'),
      });
    }
    expect(paypal.orders()[0]?.status).toBe('APPROVED');
  });

  it('refuses a second capture of one order under another key', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal);
    await paypal.capture(captureRequest(orderId));
    expect(await paypal.capture(captureRequest(orderId))).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This PayPal payment has already been used.',
    });
  });

  it('answers a repeated capture key with the first capture, even fired at once', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal);
    const request = captureRequest(orderId);
    const results = await Promise.all(Array.from({ length: 10 }, () => paypal.capture(request)));
    expect(results[0]?.ok).toBe(true);
    expect(results).toEqual(Array(10).fill(results[0]));
    expect(await paypal.capture(request)).toEqual(results[0]);
    expect(await paypal.capture({ ...request, amount: 1999 })).toMatchObject({
      reason: 'invalid_source',
      message: expect.stringContaining('different details'),
    });
  });

  it('refunds a capture once, idempotently by key', async () => {
    const paypal = new SandboxPaypalGateway();
    const orderId = await approvedOrder(paypal);
    const captured = await paypal.capture(captureRequest(orderId));
    if (!captured.ok) throw new Error('capture failed');
    const refund = await paypal.refund(captured.reference, 'refund-1');
    expect(refund).toEqual({ ok: true, reference: expect.stringMatching(/^SANDBOX-REFUND-/) });
    expect(await paypal.refund(captured.reference, 'refund-1')).toEqual(refund);
    expect(await paypal.refund(captured.reference, 'refund-2')).toEqual({
      ok: false,
      reason: 'invalid_source',
      message: 'This payment has already been refunded.',
    });
    expect(await paypal.refund('SANDBOX-CAPTURE-NOPE', 'refund-3')).toMatchObject({
      ok: false,
      reason: 'invalid_source',
      message: 'There is no payment with this reference to refund.',
    });
    expect(paypal.orders()[0]?.refunded).toBe(true);
  });
});
