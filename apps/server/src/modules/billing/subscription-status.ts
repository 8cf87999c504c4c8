// A member's standing at a given moment, read from their subscriptions: the one billing rule that
// the profile (the `status` the dashboard reads), access to the study area and the realtime
// groups ask (docs/billing.md, 'Who may do what'). The rule itself is `statusAt` in
// packages/shared, a pure function of the entitlements' dates; this file is the billing-owned
// read of those entitlements: for one member (entitlementsOf), and as a correlated subquery the
// session read embeds (entitlementsSubquery), so a signed-in request's principal and its
// entitlements arrive in one round trip (docs/accounts.md, 'Sessions and the principal').
// Writes of subscriptions are in subscription.repository.ts.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { statusAt, type Entitlement } from '@osce/shared/billing/status-at';
import type { MemberStatus } from '@osce/shared/stations/access';
import type { Db } from '../../db/client.ts';
import {
  subscriptions,
  subscriptionTypes,
  type SubscriptionStatus,
} from '../../db/schema/index.ts';

export type { MemberStatus };
export type { Entitlement };

/**
 * The statuses a subscription counts with while now is inside its start and expiry. Active, of
 * course. Cancelled too: cancelling stops renewal and its reminders, but access continues until
 * expiry (docs/billing.md, 'Constants', the cancel dialog). Pending too: a purchase queued behind the current
 * one is paid for, and once its start has come it counts even if the lifecycle job has not yet
 * relabelled it active. Expired and refunded ones never count.
 */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = ['active', 'cancelled', 'pending'];

/**
 * Which subscriptions of `userId` count now or later: a current status and an expiry still ahead
 * of `now`. Future (queued) ones are included, so the moment they start needs no reload.
 */
function counting(userId: number | SQL | AnyPgColumn, now: Date) {
  return and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...CURRENT_STATUSES]),
    gt(subscriptions.expiryDate, now),
  );
}

/** The member's entitlements that count at `now` or later (statusAt decides at each moment). */
export async function entitlementsOf(db: Db, userId: number, now: Date): Promise<Entitlement[]> {
  const rows = await db
    .select({
      start: subscriptions.startDate,
      expiry: subscriptions.expiryDate,
      name: subscriptionTypes.name,
    })
    .from(subscriptions)
    .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
    .where(counting(userId, now));
  return rows.map((r) => ({
    start: r.start.getTime(),
    expiry: r.expiry.getTime(),
    trial: r.name === FREE_TRIAL_PLAN_NAME,
  }));
}

/**
 * The same entitlements as a JSON array, for the member whose id is `userId` in the enclosing
 * query: the session read selects it beside the session and the user, one statement.
 */
export function entitlementsSubquery(userId: AnyPgColumn, now: Date): SQL<Entitlement[]> {
  const ms = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::bigint`;
  return sql<Entitlement[]>`(select coalesce(json_agg(json_build_object(
      'start', ${ms(subscriptions.startDate)},
      'expiry', ${ms(subscriptions.expiryDate)},
      'trial', ${subscriptionTypes.name} = ${FREE_TRIAL_PLAN_NAME})), '[]'::json)
    from ${subscriptions}
    inner join ${subscriptionTypes} on ${subscriptionTypes.id} = ${subscriptions.subscriptionTypeId}
    where ${counting(userId, now)})`;
}

/** The member's status at `now` (the spec's User.status: 'Active', Trial or other). */
export async function memberStatus(db: Db, userId: number, now: Date): Promise<MemberStatus> {
  return statusAt(await entitlementsOf(db, userId, now), now.getTime());
}
