// What the billing jobs read and write: stored statuses relabelled to follow the dates, and the
// renewal reminders due. Pass the job's transaction.
import { and, desc, eq, gt, inArray, isNull, lte, ne } from 'drizzle-orm';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  renewalReminders,
  subscriptions,
  subscriptionTypes,
  users,
} from '../../db/schema/index.ts';

export function createLifecycleRepository(db: Db) {
  return {
    /**
     * Brings stored statuses in line with the dates. Answers are computed from the dates anyway
     * (subscription-lifecycle.ts); this keeps the table readable for people and reports.
     */
    async relabel(now: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ status: 'expired' })
        .where(
          and(
            inArray(subscriptions.status, ['active', 'pending', 'cancelled']),
            lte(subscriptions.expiryDate, now),
          ),
        );
      await db
        .update(subscriptions)
        .set({ status: 'active' })
        .where(and(eq(subscriptions.status, 'pending'), lte(subscriptions.startDate, now)));
    },

    /**
     * Each member's last paid subscription (latest expiry, refunds and trials aside), for members
     * with one expiring within `horizon`. Only the last one is reminded of: when a later
     * subscription follows, the earlier one's expiry is not the end of access.
     */
    async lastSubscriptionsExpiringBy(now: Date, horizon: Date) {
      const paid = and(
        ne(subscriptionTypes.name, FREE_TRIAL_PLAN_NAME),
        ne(subscriptions.status, 'refunded'),
        isNull(subscriptions.refundDate),
      );
      const expiringSoon = db
        .select({ userId: subscriptions.userId })
        .from(subscriptions)
        .where(and(gt(subscriptions.expiryDate, now), lte(subscriptions.expiryDate, horizon)));
      return db
        .selectDistinctOn([subscriptions.userId], {
          id: subscriptions.id,
          userId: subscriptions.userId,
          status: subscriptions.status,
          cancelledAt: subscriptions.cancelledAt,
          expiryDate: subscriptions.expiryDate,
          planName: subscriptionTypes.name,
          email: users.email,
          firstName: users.firstName,
        })
        .from(subscriptions)
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(and(paid, inArray(subscriptions.userId, expiringSoon)))
        .orderBy(subscriptions.userId, desc(subscriptions.expiryDate), desc(subscriptions.id));
    },

    /** Takes the reminder's marker; false when it was sent before (by this or another process). */
    async markReminderSent(subscriptionId: number, kind: '7d' | '1d', at: Date): Promise<boolean> {
      const rows = await db
        .insert(renewalReminders)
        .values({ subscriptionId, kind, sentAt: at })
        .onConflictDoNothing()
        .returning({ id: renewalReminders.id });
      return rows.length > 0;
    },
  };
}
