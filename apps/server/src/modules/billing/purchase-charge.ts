// Taking and giving back the money of a sign-up or a member's purchase through the configured
// gateways, for billing's one charge path (charge.service.ts). Every call carries the attempt's
// idempotency key, so a retried attempt is answered with the first result and charges once; a
// charge whose purchase could not be recorded is refunded, and a refund that fails too is kept for
// reconciliation, never lost.
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { Db } from '../../db/client.ts';
import type { Payments, PaymentResult } from '../../payments/payment-gateway.ts';
import { createSubscriptionRepository } from './subscription.repository.ts';

export type PaidKind = 'credit_card' | 'paypal';

export interface ChargeRequest {
  kind: PaidKind;
  /** The card token or the approved PayPal order. */
  source: string;
  cents: number;
  currency: string;
  description: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface Charged {
  provider: string;
  reference: string;
}

export async function takeCharge(
  payments: Payments,
  request: ChargeRequest,
): Promise<{ ok: true; charged: Charged } | Extract<PaymentResult, { ok: false }>> {
  if (request.kind === 'credit_card') {
    if (!payments.card) return unavailableMethod();
    const result = await payments.card.charge({
      idempotencyKey: request.idempotencyKey,
      source: request.source,
      amount: request.cents,
      currency: request.currency,
      description: request.description,
      metadata: request.metadata,
    });
    return result.ok
      ? { ok: true, charged: { provider: payments.card.name, reference: result.reference } }
      : result;
  }
  if (!payments.paypal) return unavailableMethod();
  // Capture checks the order is approved and for exactly this amount and currency first.
  const result = await payments.paypal.capture({
    orderId: request.source,
    idempotencyKey: request.idempotencyKey,
    amount: request.cents,
    currency: request.currency,
  });
  return result.ok
    ? { ok: true, charged: { provider: payments.paypal.name, reference: result.reference } }
    : result;
}

/** Gives back money taken for a purchase that could not be recorded. */
export async function undoCharge(
  deps: { db: Db; payments: Payments; log: FastifyBaseLogger; now: Date },
  request: ChargeRequest,
  charged: Charged,
): Promise<void> {
  const gateway = request.kind === 'credit_card' ? deps.payments.card : deps.payments.paypal;
  const refund = gateway
    ? await gateway
        .refund(charged.reference, `${request.idempotencyKey}-refund`)
        .catch((err: unknown): PaymentResult => ({
          ok: false,
          reason: 'unavailable',
          message: String(err),
        }))
    : null;
  if (refund?.ok) {
    deps.log.warn({ provider: charged.provider }, 'purchase not recorded; charge refunded');
    // Kept, already resolved: the provider answers a retry of the same attempt with this charge
    // (its idempotency key), and a purchase must never be recorded on money given back.
    await createSubscriptionRepository(deps.db).recordForReconciliation({
      provider: charged.provider,
      reference: charged.reference,
      amount: request.cents,
      currency: request.currency,
      reason: 'member purchase not recorded; refunded',
      resolvedAt: deps.now,
    });
    return;
  }
  deps.log.error(
    { provider: charged.provider },
    'purchase not recorded and refund failed; kept for reconciliation',
  );
  await createSubscriptionRepository(deps.db).recordForReconciliation({
    provider: charged.provider,
    reference: charged.reference,
    amount: request.cents,
    currency: request.currency,
    reason: 'member purchase not recorded; refund failed',
  });
}

function unavailableMethod(): Extract<PaymentResult, { ok: false }> {
  return { ok: false, reason: 'unavailable', message: messages.paymentMethodUnavailable };
}
