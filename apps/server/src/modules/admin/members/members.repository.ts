// What the members and money section reads and writes (docs/admin.md, 'Members and money'): the
// member list with each member's status decided from their entitlements, a member's record, and
// the account writes (disable, role, erasure). Pass the operation's transaction for writes.
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { statusAt, type Entitlement } from '@osce/shared/billing/status-at';
import type { UserRole } from '@osce/shared/admin/roles';
import type { AdminMemberStatus } from '@osce/shared/schemas/admin-members';
import type { Db } from '../../../db/client.ts';
import {
  accountCodes,
  contactMessages,
  countries,
  medicalSchools,
  payments,
  sessions,
  stationMarkings,
  subscriptions,
  subscriptionTypes,
  userAvatars,
  users,
} from '../../../db/schema/index.ts';
import { entitlementsSubquery } from '../../billing/subscription-status.ts';

/** The list's row: the account and what its status is decided from. */
const rowSelection = (now: Date) => ({
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  disabledAt: users.disabledAt,
  entitlements: entitlementsSubquery(users.id, now),
  everSubscribed: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id})`,
});

export interface MemberRowData {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
  entitlements: Entitlement[];
  everSubscribed: boolean;
}

/**
 * The list's status: Disabled while disabled_at is set; otherwise the member area's own rule
 * (statusAt over the entitlements): Active, Trial, or, when neither holds now, Expired for a
 * member who ever had a subscription and None for one who never did.
 */
export function memberStatusOf(row: MemberRowData, now: Date): AdminMemberStatus {
  if (row.disabledAt !== null) return 'Disabled';
  const status = statusAt(row.entitlements, now.getTime());
  if (status === 'Active' || status === 'Trial') return status;
  return row.everSubscribed ? 'Expired' : 'None';
}

/**
 * The same decision as a condition on `users`, so the list filters and counts in SQL rather than
 * loading every member: an entitlement of the member's (entitlementsSubquery, the session's own
 * read) holds `now`, paid or trial, as statusAt asks.
 */
function holdsNow(now: Date, trial: boolean): SQL {
  const ms = now.getTime();
  return sql`exists (select 1 from json_array_elements(${entitlementsSubquery(users.id, now)}) e
    where (e->>'start')::bigint <= ${ms} and (e->>'expiry')::bigint > ${ms}
      and (e->>'trial')::boolean = ${trial})`;
}

function statusCondition(status: AdminMemberStatus, now: Date): SQL {
  const everSubscribed = sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id})`;
  switch (status) {
    case 'Disabled':
      return isNotNull(users.disabledAt);
    case 'Active':
      return and(isNull(users.disabledAt), holdsNow(now, false))!;
    case 'Trial':
      return and(isNull(users.disabledAt), holdsNow(now, true), sql`not ${holdsNow(now, false)}`)!;
    case 'Expired':
      return and(
        isNull(users.disabledAt),
        everSubscribed,
        sql`not ${holdsNow(now, false)}`,
        sql`not ${holdsNow(now, true)}`,
      )!;
    case 'None':
      return and(isNull(users.disabledAt), sql`not ${everSubscribed}`)!;
  }
}

/** `%text%` for ILIKE with the pattern characters in `text` taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(search: string): SQL {
  const pattern = containing(search);
  const conditions: SQL[] = [
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  ];
  if (/^\d{1,9}$/.test(search)) conditions.push(eq(users.id, Number(search)));
  return or(...conditions)!;
}

export function createMembersRepository(db: Db) {
  return {
    /** A page of members, newest first, and how many match in all. */
    async list(filter: {
      search?: string;
      status?: AdminMemberStatus;
      offset: number;
      limit: number;
      now: Date;
    }) {
      const where: SQL[] = [];
      if (filter.search) where.push(searchCondition(filter.search));
      if (filter.status) where.push(statusCondition(filter.status, filter.now));
      const condition = where.length ? and(...where) : undefined;
      // The join is for the names: drizzle qualifies columns with their table only in a query
      // with a join, and the entitlements subquery's columns (id, name) must not bind to users.
      const rows = await db
        .select(rowSelection(filter.now))
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(condition)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .where(condition);
      return { rows: rows as MemberRowData[], total: total?.n ?? 0 };
    },

    /** One member's row with their country and school names; null for an unknown id. */
    async find(id: number, now: Date) {
      const [row] = await db
        .select({
          ...rowSelection(now),
          country: countries.name,
          school: medicalSchools.name,
          schoolOther: users.medicalSchoolOther,
        })
        .from(users)
        .leftJoin(countries, eq(countries.id, users.countryId))
        .leftJoin(medicalSchools, eq(medicalSchools.id, users.medicalSchoolId))
        .where(eq(users.id, id));
      if (!row) return null;
      return row as typeof row & MemberRowData;
    },

    /** Holds the member's row until the transaction ends (grants and account writes queue). */
    async lock(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          role: users.role,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    /** The member's subscriptions with their plan and payment, latest start first. */
    subscriptionsOf(userId: number) {
      return db
        .select({
          id: subscriptions.id,
          subscriptionTypeId: subscriptions.subscriptionTypeId,
          typeName: subscriptionTypes.name,
          status: subscriptions.status,
          startDate: subscriptions.startDate,
          expiryDate: subscriptions.expiryDate,
          refundDate: subscriptions.refundDate,
          cancelledAt: subscriptions.cancelledAt,
          price: subscriptions.price,
          currency: subscriptions.currency,
          paymentId: payments.id,
        })
        .from(subscriptions)
        .innerJoin(subscriptionTypes, eq(subscriptionTypes.id, subscriptions.subscriptionTypeId))
        .leftJoin(payments, eq(payments.subscriptionId, subscriptions.id))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.startDate), desc(subscriptions.id));
    },

    paymentsOf(userId: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    async liveSessions(userId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
      return row?.n ?? 0;
    },

    async markings(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(stationMarkings)
        .where(eq(stationMarkings.userId, userId));
      return row?.n ?? 0;
    },

    async setDisabled(id: number, at: Date | null): Promise<void> {
      await db.update(users).set({ disabledAt: at }).where(eq(users.id, id));
    },

    async setRole(id: number, role: UserRole): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },

    /**
     * Anonymises the account (docs/admin.md, 'Members and money', erasure): personal fields
     * replaced or emptied, no password, disabled, a member again; the avatar and any unused
     * account links deleted; the name and address on their contact messages replaced. Payments
     * and subscriptions stay for the accounts (they hold no name).
     */
    async erase(id: number, at: Date): Promise<void> {
      const email = erasedEmail(id);
      await db
        .update(users)
        .set({
          email,
          username: erasedUsername(id),
          firstName: '',
          lastName: '',
          dob: null,
          countryId: null,
          stateId: null,
          stateOther: null,
          medicalSchoolId: null,
          medicalSchoolOther: null,
          graduationYear: null,
          emailOptIn: false,
          passwordHash: null,
          role: 'member',
          disabledAt: at,
        })
        .where(eq(users.id, id));
      await db.delete(userAvatars).where(eq(userAvatars.userId, id));
      await db.delete(accountCodes).where(eq(accountCodes.userId, id));
      await db
        .update(contactMessages)
        .set({ name: '', email })
        .where(eq(contactMessages.memberId, id));
    },
  };
}

export const erasedEmail = (id: number) => `erased-${id}@invalid`;
export const erasedUsername = (id: number) => `erased-${id}`;
