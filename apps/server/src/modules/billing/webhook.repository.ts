// What provider webhooks write: the processed-event ledger, and refunds and disputes of payments.
// Pass the operation's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import { isFreeTrialPlan } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions, webhookEvents } from '../../db/schema/index.ts';
import { createMemberSubscriptionRepository } from './member-subscription.repository.ts';
import { pullForwardQueued } from './subscription-lifecycle.ts';

export function createWebhookRepository(db: Db) {
  return {
    /** Records the event; false when it was recorded before (a redelivery). */
    async claimEvent(provider: string, eventId: string, type: string, at: Date) {
      const rows = await db
        .insert(webhookEvents)
        .values({ provider, eventId, type, receivedAt: at })
        .onConflictDoNothing()
        .returning({ id: webhookEvents.id });
      return rows.length > 0;
    },

    /** Our payment the provider means, by any of its references (PaymentIntent, charge, capture). */
    async findPayment(provider: string, references: string[]) {
      if (references.length === 0) return null;
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), inArray(payments.reference, references)));
      return row ?? null;
    },

    /**
     * A refunded payment ends its subscription's access at once, showing the refund date, and the
     * paid subscriptions queued behind it move up (pullForwardQueued), under the lock on the member
     * that purchases take. Returns the member whose access that was (null if the subscription is
     * gone), to be told after commit.
     */
    async markRefunded(paymentId: number, subscriptionId: number, at: Date) {
      // The member first, as a purchase does, so the two never wait on each other in turn.
      const [owner] = await db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(eq(subscriptions.id, subscriptionId));
      const memberSubscriptions = createMemberSubscriptionRepository(db);
      if (owner) await memberSubscriptions.lockMember(owner.userId);
      await db.update(payments).set({ refundedAt: at }).where(eq(payments.id, paymentId));
      const [row] = await db
        .update(subscriptions)
        .set({ status: 'refunded', refundDate: at })
        .where(eq(subscriptions.id, subscriptionId))
        .returning({ userId: subscriptions.userId });
      if (!row) return null;
      const paid = (await memberSubscriptions.listOf(row.userId)).filter(
        (s) => !isFreeTrialPlan({ name: s.typeName }),
      );
      for (const move of pullForwardQueued(paid, at)) {
        await db
          .update(subscriptions)
          .set({
            startDate: move.startDate,
            expiryDate: move.expiryDate,
            ...(move.startDate <= at ? { status: 'active' as const } : {}),
          })
          .where(eq(subscriptions.id, move.id));
      }
      return row.userId;
    },

    async markDisputed(paymentId: number, at: Date) {
      await db.update(payments).set({ disputedAt: at }).where(eq(payments.id, paymentId));
    },
  };
}
