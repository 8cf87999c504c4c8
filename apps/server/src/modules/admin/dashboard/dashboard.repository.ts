// The dashboard's figures (docs/admin.md, 'Dashboard'): each one aggregate query over the whole
// table, never a loop over members. Counts only: no names, addresses or member ids leave here.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import type { AdminMemberStatus } from '@osce/shared/schemas/admin-dashboard';
import type { Db } from '../../../db/client.ts';
import {
  contactMessages,
  payments,
  stationMarkings,
  stations,
  subscriptions,
  subscriptionTypes,
  users,
} from '../../../db/schema/index.ts';
import { CURRENT_STATUSES } from '../../billing/subscription-status.ts';

// The correlation of a member's subscriptions with the member in the enclosing query, spelt out:
// drizzle renders a column inside a nested sql fragment unqualified in some positions, and
// "user_id" = "id" would then compare the subscription's own columns.
const OF_MEMBER = sql.raw('"subscriptions"."user_id" = "users"."id"');

export function createDashboardRepository(db: Db) {
  /** Whether the member in the enclosing query holds a counting subscription at `now` (trial or not). */
  const holds = (now: Date, trial: boolean) => sql`exists (
    select 1 from ${subscriptions}
    inner join ${subscriptionTypes} on ${subscriptionTypes.id} = ${subscriptions.subscriptionTypeId}
    where ${OF_MEMBER}
      and ${inArray(subscriptions.status, [...CURRENT_STATUSES])}
      and ${subscriptions.startDate} <= ${now}
      and ${subscriptions.expiryDate} > ${now}
      and ${trial ? sql`${subscriptionTypes.name} = ${FREE_TRIAL_PLAN_NAME}` : sql`${subscriptionTypes.name} <> ${FREE_TRIAL_PLAN_NAME}`})`;

  return {
    /**
     * Members (role member) by status at `now`: Disabled first, then the billing rule (statusAt):
     * a paid subscription holding now is Active, only a trial Trial; with none holding, Expired
     * if they ever had one, else None.
     */
    membersByStatus(now: Date): Promise<{ status: AdminMemberStatus; n: number }[]> {
      const status = sql<AdminMemberStatus>`case
        when ${users.disabledAt} is not null then 'Disabled'
        when ${holds(now, false)} then 'Active'
        when ${holds(now, true)} then 'Trial'
        when exists (select 1 from ${subscriptions} where ${OF_MEMBER}) then 'Expired'
        else 'None' end`;
      // Grouped by position: the expression holds parameters, so it cannot be repeated in GROUP BY,
      // and in a derived table drizzle would leave its correlated columns unqualified.
      return db
        .select({ status, n: count() })
        .from(users)
        .where(eq(users.role, 'member'))
        .groupBy(sql`1`);
    },

    /** Members whose first non-trial subscription began after a trial and was made since `since`. */
    async trialsConverted(since: Date): Promise<number> {
      // Spelt out for the same reason as OF_MEMBER (a derived table).
      const isTrial = sql`${sql.raw('"subscription_types"."name"')} = ${FREE_TRIAL_PLAN_NAME}`;
      const createdAt = sql.raw('"subscriptions"."created_at"');
      const firsts = db
        .select({
          firstTrial: sql<Date | null>`min(${createdAt}) filter (where ${isTrial})`.as(
            'first_trial',
          ),
          firstPaid: sql<Date | null>`min(${createdAt}) filter (where not ${isTrial})`.as(
            'first_paid',
          ),
        })
        .from(subscriptions)
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
        .groupBy(subscriptions.userId)
        .as('firsts');
      const [row] = await db
        .select({ n: count() })
        .from(firsts)
        .where(
          and(
            isNotNull(firsts.firstTrial),
            gte(firsts.firstPaid, since),
            sql`${firsts.firstPaid} >= ${firsts.firstTrial}`,
          ),
        );
      return row?.n ?? 0;
    },

    /** Money taken since `since`, per currency, in minor units: payments not refunded. */
    revenue(since: Date) {
      return db
        .select({
          currency: payments.currency,
          amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
          payments: count(),
        })
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
        .where(
          and(
            gte(payments.createdAt, since),
            isNull(payments.refundedAt),
            ne(subscriptions.status, 'refunded'),
            sql`${payments.amount} > 0`,
          ),
        )
        .groupBy(payments.currency)
        .orderBy(payments.currency);
    },

    /** Accounts made since `since`, per UTC day (YYYY-MM-DD); days without any are absent. */
    signupsPerDay(since: Date) {
      const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const each = db
        .select({ day: day.as('day') })
        .from(users)
        .where(gte(users.createdAt, since))
        .as('each');
      return db.select({ day: each.day, n: count() }).from(each).groupBy(each.day);
    },

    /** The stations marked most often, with their average mark. */
    topStations(limit: number) {
      return db
        .select({
          number: stations.number,
          name: stations.name,
          attempts: count(),
          averageMark: sql<number>`avg(${stationMarkings.mark})::float8`,
        })
        .from(stationMarkings)
        .innerJoin(stations, eq(stations.id, stationMarkings.stationId))
        .groupBy(stations.id, stations.number, stations.name)
        .orderBy(desc(count()), stations.number)
        .limit(limit);
    },

    async openMessages(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(eq(contactMessages.status, 'open'));
      return row?.n ?? 0;
    },

    /** Stations with an open issue report, most reported first. */
    reportedStations() {
      return db
        .select({ number: stations.number, name: stations.name, reports: count() })
        .from(contactMessages)
        .innerJoin(stations, eq(stations.id, contactMessages.stationId))
        .where(and(eq(contactMessages.reportIssue, true), eq(contactMessages.status, 'open')))
        .groupBy(stations.id, stations.number, stations.name)
        .orderBy(desc(count()), stations.number);
    },
  };
}
