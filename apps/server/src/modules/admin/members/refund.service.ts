// Refunding a subscription's payment through the gateway that took it (docs/admin.md, 'Members
// and money', refunds). No provider call runs inside a transaction:
//   1. a short transaction claims the payment (refund_claimed_at set by one conditional UPDATE,
//      so of any number of concurrent requests exactly one gets it; the others answer 409);
//   2. the gateway is called outside any transaction, with an idempotency key derived from the
//      payment and its number of failed attempts (a retry after a failure is a new request to the
//      provider; a request repeated after a crash is answered with the first one's result);
//   3. a second transaction records the outcome: refunded (the same "mark refunded" code the
//      provider's refund webhook runs, so access ends at once) or failed (the claim released with
//      the provider's message, so staff can retry), with its audit entry.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import type { Db } from '../../../db/client.ts';
import { auditLog, payments, subscriptions } from '../../../db/schema/index.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { PaymentResult, Payments } from '../../../payments/payment-gateway.ts';
import { paymentMessages } from '../../../payments/payment-messages.ts';
import { createWebhookRepository } from '../../billing/webhook.repository.ts';
import type { AuditService } from '../audit.service.ts';
import { paymentAnswer, subscriptionAnswer } from './members.presenter.ts';
import { createMembersRepository } from './members.repository.ts';
import { notFound, type Actor } from './members.service.ts';

/**
 * A claim older than this is taken to be left by a process that died while the provider was
 * being called: it may be claimed again (with the same idempotency key, so the provider answers
 * with the first call's result instead of refunding twice).
 */
export const REFUND_CLAIM_STALE_MS = 10 * 60 * 1000;

type PaymentRow = typeof payments.$inferSelect;

export type RefundService = ReturnType<typeof createRefundService>;

export function createRefundService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  payments: Payments;
}) {
  const { db, clock, events, audit } = deps;

  function gatewayFor(payment: PaymentRow) {
    const gateway =
      payment.method === 'credit_card'
        ? deps.payments.card
        : payment.method === 'paypal'
          ? deps.payments.paypal
          : null;
    return gateway && gateway.name === payment.provider ? gateway : null;
  }

  /** Why a payment cannot be claimed now: already refunded, or a refund in flight. */
  function refusalFor(payment: PaymentRow): HttpError {
    if (payment.refundedAt !== null) return new HttpError(409, messages.adminAlreadyRefunded);
    return new HttpError(409, messages.adminRefundInProgress);
  }

  /** Step 1: the claim, in its own short transaction. Answers the payment and the call's key. */
  async function claim(subscriptionId: number) {
    return withTransaction(db, async (tx) => {
      const [subscription] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      if (!subscription) throw notFound();
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.subscriptionId, subscriptionId));
      if (!payment || payment.method === 'free' || payment.amount === 0 || !payment.reference) {
        throw new HttpError(422, messages.adminNoPaymentToRefund);
      }
      if (!gatewayFor(payment)) throw new HttpError(422, messages.adminRefundGatewayMissing);
      const now = clock.now();
      const [claimed] = await tx
        .update(payments)
        .set({ refundClaimedAt: now })
        .where(
          and(
            eq(payments.id, payment.id),
            isNull(payments.refundedAt),
            or(
              isNull(payments.refundClaimedAt),
              lt(payments.refundClaimedAt, new Date(now.getTime() - REFUND_CLAIM_STALE_MS)),
            ),
          ),
        )
        .returning();
      if (!claimed) throw refusalFor(payment);
      const [failures] = await tx
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'payment.refund_failed'),
            eq(auditLog.entity, 'payment'),
            eq(auditLog.entityId, String(payment.id)),
          ),
        );
      return { payment: claimed, key: `admin-refund-${payment.id}-${failures?.n ?? 0}` };
    });
  }

  /** Step 2: the provider, outside any transaction. A thrown error counts as a failure. */
  async function callGateway(payment: PaymentRow, key: string): Promise<PaymentResult> {
    const gateway = gatewayFor(payment)!;
    try {
      return await gateway.refund(payment.reference!, key);
    } catch {
      return { ok: false, reason: 'unavailable', message: paymentMessages.providerUnavailable };
    }
  }

  return {
    async refund(actor: Actor, subscriptionId: number, reason: string) {
      const { payment, key } = await claim(subscriptionId);
      const result = await callGateway(payment, key);

      // Step 3: the outcome and its audit entry, together.
      await withTransaction(db, async (tx) => {
        const now = clock.now();
        if (result.ok) {
          const userId = await createWebhookRepository(tx).markRefunded(
            payment.id,
            payment.subscriptionId,
            now,
          );
          await tx
            .update(payments)
            .set({ refundClaimedAt: null, refundError: null, refundReference: result.reference })
            .where(eq(payments.id, payment.id));
          await audit.record(tx, actor, {
            action: 'payment.refund',
            entity: 'payment',
            entityId: payment.id,
            memberId: payment.userId,
            before: { status: 'paid' },
            after: {
              status: 'refunded',
              subscription_id: payment.subscriptionId,
              amount: payment.amount,
              currency: payment.currency,
              provider: payment.provider,
              refund_reference: result.reference,
              refunded_at: now,
            },
            reason,
          });
          if (userId !== null) {
            afterCommit(tx, () => events.emit('billing.entitlements_changed', { userId }));
          }
        } else {
          await tx
            .update(payments)
            .set({ refundClaimedAt: null, refundError: result.message })
            .where(eq(payments.id, payment.id));
          await audit.record(tx, actor, {
            action: 'payment.refund_failed',
            entity: 'payment',
            entityId: payment.id,
            memberId: payment.userId,
            after: { error: result.message, provider: payment.provider },
            reason,
          });
        }
      });
      if (!result.ok) throw new HttpError(502, result.message);

      const now = clock.now();
      const repo = createMembersRepository(db);
      const [subscription] = (await repo.subscriptionsOf(payment.userId)).filter(
        (s) => s.id === payment.subscriptionId,
      );
      const [paid] = (await repo.paymentsOf(payment.userId)).filter((p) => p.id === payment.id);
      return {
        subscription: subscriptionAnswer(subscription!, now),
        payment: paymentAnswer(paid!),
      };
    },
  };
}
