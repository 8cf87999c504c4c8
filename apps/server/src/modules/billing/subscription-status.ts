// A member's standing at a given moment, read from their subscriptions: the one billing function
// that the profile (the `status` the dashboard reads) and, later, access to the study area ask
// (one function of the billing domain, asked at the moment of the request: docs/billing.md, 'Who may do what').
// Writes of subscriptions are in subscription.repository.ts.
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { isFreeTrialPlan } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import {
  subscriptions,
  subscriptionTypes,
  type SubscriptionStatus,
} from '../../db/schema/index.ts';

/** 'Active': a paid plan is current; 'Trial': only the Free Trial is; 'Inactive': nothing is. */
export type MemberStatus = 'Active' | 'Trial' | 'Inactive';

/**
 * The statuses a subscription counts with while now is inside its start and expiry. Active, of
 * course. Cancelled too: cancelling stops renewal and its reminders, but access continues until
 * expiry (docs/billing.md, 'Constants', the cancel dialog). Pending too: a purchase queued behind the current
 * one is paid for, and once its start has come it counts even if the lifecycle job has not yet
 * relabelled it active. Expired and refunded ones never count.
 */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = ['active', 'cancelled', 'pending'];

/** The names of the plans whose subscriptions are current for the member at `now`. */
export async function currentPlanNames(db: Db, userId: number, now: Date): Promise<string[]> {
  const rows = await db
    .select({ name: subscriptionTypes.name })
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...CURRENT_STATUSES]),
        lte(subscriptions.startDate, now),
        gt(subscriptions.expiryDate, now),
      ),
    );
  return rows.map((r) => r.name);
}

/** The member's status at `now` (the spec's User.status: 'Active', Trial or other). */
export async function memberStatus(db: Db, userId: number, now: Date): Promise<MemberStatus> {
  const names = await currentPlanNames(db, userId, now);
  if (names.some((name) => !isFreeTrialPlan({ name }))) return 'Active';
  return names.length > 0 ? 'Trial' : 'Inactive';
}
