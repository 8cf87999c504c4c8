// Writes members' subscriptions and the payments that bought them (reads of a member's status are
// in subscription-status.ts). Pass the operation's transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentReconciliations, payments, subscriptions } from '../../db/schema/index.ts';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A subscription's expiry: its start plus the plan's length in days (docs/billing.md, 'Rules'). */
export function expiryFor(start: Date, lengthDays: number): Date {
  return new Date(start.getTime() + lengthDays * DAY_MS);
}

export function createSubscriptionRepository(db: Db) {
  return {
    async insertSubscription(values: NewSubscription) {
      const [row] = await db.insert(subscriptions).values(values).returning();
      if (!row) throw new Error('subscription not written');
      return row;
    },

    async insertPayment(values: NewPayment) {
      const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
      if (!row) throw new Error('payment not written');
      return row;
    },

    /** Money taken that could be neither recorded nor refunded: kept for a person to settle. */
    async recordForReconciliation(values: typeof paymentReconciliations.$inferInsert) {
      await db.insert(paymentReconciliations).values(values);
    },

    /** Whether a charge was set aside (refunded, or kept for a person) instead of recorded. */
    async isSetAside(provider: string, reference: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentReconciliations.id })
        .from(paymentReconciliations)
        .where(
          and(
            eq(paymentReconciliations.provider, provider),
            eq(paymentReconciliations.reference, reference),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
