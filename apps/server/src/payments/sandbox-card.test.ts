import { describe, expect, it } from 'vitest';
import type { CardChargeRequest } from './payment-gateway.ts';
import { SandboxCardGateway } from './sandbox-card.ts';

function chargeRequest(overrides: Partial<CardChargeRequest> = {}): CardChargeRequest {
  return {
    idempotencyKey: `attempt-${Math.random()}`,
    source: 'tok_visa',
    amount: 2999,
    currency: 'USD',
    description: 'OSCE Studio: 3 months',
    metadata: { attempt: '41' },
    ...overrides,
  };
}

describe('SandboxCardGateway', () => {
  it('charges tok_visa and records the charge', async () => {
    const card = new SandboxCardGateway();
    const result = await card.charge(chargeRequest({ currency: 'usd' }));
    expect(result).toEqual({ ok: true, reference: expect.stringMatching(/^ch_sandbox_\w+$/) });
    expect(card.charges()).toEqual([
      {
        reference: (result as { reference: string }).reference,
        amount: 2999,
        currency: 'USD',
        description: 'OSCE Studio: 3 months',
        metadata: { attempt: '41' },
        refunded: false,
      },
    ]);
  });

  it('declines tok_chargeDeclined the way Stripe words it, taking nothing', async () => {
    const card = new SandboxCardGateway();
    expect(await card.charge(chargeRequest({ source: 'tok_chargeDeclined' }))).toEqual({
      ok: false,
      reason: 'declined',
      message: 'Your card was declined.',
    });
    expect(card.charges()).toEqual([]);
  });

  it('refuses any other source as invalid', async () => {
    const card = new SandboxCardGateway();
    for (const source of ['pm_card_visa', 'tok_mastercard', '4242424242424242', '']) {
      expect(await card.charge(chargeRequest({ source }))).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'This card could not be used. Please check the details and try again.',
      });
    }
    expect(card.charges()).toEqual([]);
  });

  it('answers a repeated key with the first result and charges once', async () => {
    const card = new SandboxCardGateway();
    const request = chargeRequest();
    const first = await card.charge(request);
    const again = await card.charge({ ...request });
    expect(again).toEqual(first);
    expect(card.charges()).toHaveLength(1);
  });

  it('answers a repeated key with the first failure too, as Stripe does', async () => {
    const card = new SandboxCardGateway();
    const request = chargeRequest({ source: 'tok_chargeDeclined' });
    await card.charge(request);
    expect(await card.charge(request)).toMatchObject({ ok: false, reason: 'declined' });
  });

  it('charges once when one key is fired ten times at once', async () => {
    const card = new SandboxCardGateway();
    const request = chargeRequest();
    const results = await Promise.all(Array.from({ length: 10 }, () => card.charge(request)));
    expect(new Set(results.map((r) => (r.ok ? r.reference : r.reason))).size).toBe(1);
    expect(results[0]?.ok).toBe(true);
    expect(card.charges()).toHaveLength(1);
  });

  it('refuses a key reused for a different amount, source or description', async () => {
    const card = new SandboxCardGateway();
    const request = chargeRequest();
    await card.charge(request);
    for (const changed of [
      { amount: 1999 },
      { source: 'tok_chargeDeclined' },
      { currency: 'GBP' },
      { description: 'another plan' },
      { metadata: { attempt: '42' } },
    ]) {
      expect(await card.charge({ ...request, ...changed })).toEqual({
        ok: false,
        reason: 'invalid_source',
        message:
          'This payment was already attempted with different details. Please start the payment again.',
      });
    }
    expect(card.charges()).toHaveLength(1);
  });

  it('throws for an amount no provider could charge (a caller bug, not a decline)', async () => {
    const card = new SandboxCardGateway();
    await expect(card.charge(chargeRequest({ amount: 0 }))).rejects.toThrow(RangeError);
    await expect(card.charge(chargeRequest({ amount: 29.99 }))).rejects.toThrow(RangeError);
  });

  describe('refund', () => {
    it('refunds a charge once and marks it refunded', async () => {
      const card = new SandboxCardGateway();
      const charged = await card.charge(chargeRequest());
      if (!charged.ok) throw new Error('charge failed');
      const refund = await card.refund(charged.reference, 'refund-1');
      expect(refund).toEqual({ ok: true, reference: expect.stringMatching(/^re_sandbox_\w+$/) });
      expect(card.charges()[0]?.refunded).toBe(true);
      expect(card.refunds()).toEqual([
        {
          reference: (refund as { reference: string }).reference,
          chargeReference: charged.reference,
          amount: 2999,
          currency: 'USD',
        },
      ]);
    });

    it('answers a repeated refund key with the first refund', async () => {
      const card = new SandboxCardGateway();
      const charged = await card.charge(chargeRequest());
      if (!charged.ok) throw new Error('charge failed');
      const first = await card.refund(charged.reference, 'refund-1');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => card.refund(charged.reference, 'refund-1')),
      );
      expect(results).toEqual(Array(5).fill(first));
      expect(card.refunds()).toHaveLength(1);
    });

    it('refuses a second refund of the same charge under another key', async () => {
      const card = new SandboxCardGateway();
      const charged = await card.charge(chargeRequest());
      if (!charged.ok) throw new Error('charge failed');
      await card.refund(charged.reference, 'refund-1');
      expect(await card.refund(charged.reference, 'refund-2')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'This payment has already been refunded.',
      });
      expect(card.refunds()).toHaveLength(1);
    });

    it('refuses an unknown reference', async () => {
      const card = new SandboxCardGateway();
      expect(await card.refund('ch_sandbox_unknown', 'refund-1')).toEqual({
        ok: false,
        reason: 'invalid_source',
        message: 'There is no payment with this reference to refund.',
      });
    });

    it('refuses a charge key reused for a refund', async () => {
      const card = new SandboxCardGateway();
      const request = chargeRequest();
      const charged = await card.charge(request);
      if (!charged.ok) throw new Error('charge failed');
      expect(await card.refund(charged.reference, request.idempotencyKey)).toMatchObject({
        ok: false,
        reason: 'invalid_source',
      });
      expect(card.charges()[0]?.refunded).toBe(false);
    });
  });
});
