// The member side of subscriptions: the per-member lock purchases take, a member's own rows with
// their plan and payment method, ending a trial, cancelling. Pass the operation's transaction.
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import { payments, subscriptions, subscriptionTypes, users } from '../../db/schema/index.ts';

export type MemberSubscriptionRow = Awaited<
  ReturnType<ReturnType<typeof createMemberSubscriptionRepository>['listOf']>
>[number];

export function createMemberSubscriptionRepository(db: Db) {
  const selection = {
    id: subscriptions.id,
    userId: subscriptions.userId,
    status: subscriptions.status,
    startDate: subscriptions.startDate,
    expiryDate: subscriptions.expiryDate,
    refundDate: subscriptions.refundDate,
    cancelledAt: subscriptions.cancelledAt,
    price: subscriptions.price,
    currency: subscriptions.currency,
    createdAt: subscriptions.createdAt,
    typeId: subscriptionTypes.id,
    typeName: subscriptionTypes.name,
    // The length it was bought with; the plan's own only for rows written without one.
    typeLength: sql<number>`coalesce(${subscriptions.length}, ${subscriptionTypes.length})`,
    typeDisplayLength: sql<string>`coalesce(${subscriptions.displayLength}, ${subscriptionTypes.displayLength})`,
    method: payments.method,
  };
  const joined = () =>
    db
      .select(selection)
      .from(subscriptions)
      .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
      .leftJoin(payments, eq(payments.subscriptionId, subscriptions.id));

  return {
    /**
     * Holds the member's row until the transaction ends, so their purchases run one at a time: two
     * cannot both pass the limits. NO KEY UPDATE, not UPDATE: rows that merely reference the
     * member (a session, a marking) are still written meanwhile. Answers what the receipt needs.
     */
    async lockMember(userId: number) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row ?? null;
    },

    /** The member's own subscriptions, latest start first. */
    async listOf(userId: number) {
      return joined()
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startDate), desc(subscriptions.id));
    },

    /** One of the member's own subscriptions; another member's id finds nothing. */
    async findOwn(userId: number, id: number) {
      const [row] = await joined().where(
        and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)),
      );
      return row ?? null;
    },

    /** The subscription an earlier attempt with this idempotency key recorded, if any. */
    async subscriptionPaidWith(idempotencyKey: string) {
      const [row] = await db
        .select({
          subscriptionId: payments.subscriptionId,
          userId: payments.userId,
          reference: payments.reference,
        })
        .from(payments)
        .where(eq(payments.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /**
     * Ends the member's current Free Trial at `now` (a trial member who buys gets paid access at
     * once): its expiry becomes the moment of the purchase, so the list shows when it ended.
     */
    async endTrials(userId: number, now: Date): Promise<void> {
      const trialPlans = db
        .select({ id: subscriptionTypes.id })
        .from(subscriptionTypes)
        .where(eq(subscriptionTypes.name, FREE_TRIAL_PLAN_NAME));
      await db
        .update(subscriptions)
        .set({ status: 'expired', expiryDate: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.subscriptionTypeId, trialPlans),
            inArray(subscriptions.status, ['active', 'pending', 'cancelled']),
            lte(subscriptions.startDate, now),
            gt(subscriptions.expiryDate, now),
          ),
        );
    },

    /** Marks the member's subscription cancelled; answers whether a row changed. */
    async cancel(userId: number, id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'cancelled', cancelledAt: now })
        .where(
          and(
            eq(subscriptions.id, id),
            eq(subscriptions.userId, userId),
            sql`${subscriptions.cancelledAt} is null`,
          ),
        )
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}
