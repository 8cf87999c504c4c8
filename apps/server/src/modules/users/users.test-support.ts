// What the users module's tests share: a place to live (country, state, school), subscriptions
// and terms made directly, and multipart bodies built by hand.
import { and, eq } from 'drizzle-orm';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import {
  sessions,
  studyGroupMembers,
  studyGroups,
  subscriptions,
  subscriptionTypes,
  users,
  type SubscriptionStatus,
} from '../../db/schema/index.ts';
import {
  createCountry,
  createMedicalSchool,
  createPlan,
  createState,
  createTerms,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A country with two states and a school in each, plus a country without states and a school. */
export async function createPlaces(t: TestApp) {
  const db = t.database.db;
  const us = await createCountry(db, { code: 'US' });
  const ohio = await createState(db, { countryId: us.id, name: 'Ohio' });
  const texas = await createState(db, { countryId: us.id, name: 'Texas' });
  const ohioSchool = await createMedicalSchool(db, { countryId: us.id, stateId: ohio.id });
  const texasSchool = await createMedicalSchool(db, { countryId: us.id, stateId: texas.id });
  const uk = await createCountry(db, { code: 'UK' });
  const ukSchool = await createMedicalSchool(db, { countryId: uk.id });
  // The catalogue is cached by the app: tell it what changed, as the admin console will.
  t.app.ctx.events.emit('content.changed', { domain: 'content' });
  await t.settled();
  return { us, ohio, texas, ohioSchool, texasSchool, uk, ukSchool };
}

export type Places = Awaited<ReturnType<typeof createPlaces>>;

/** A new terms version, announced like the admin console will, so cached ids move on. */
export async function publishTerms(t: TestApp) {
  const row = await createTerms(t.database.db);
  t.app.ctx.events.emit('content.changed', { domain: 'content' });
  await t.settled();
  return row;
}

/** A subscription of the member to a plan named `planName`, from `startDaysAgo` for `days`. */
export async function giveSubscription(
  t: TestApp,
  userId: number,
  options: {
    planName?: string;
    status?: SubscriptionStatus;
    start?: Date;
    days?: number;
    countryId: number;
  },
) {
  const db = t.database.db;
  const [existing] = options.planName
    ? await db
        .select()
        .from(subscriptionTypes)
        .where(
          and(
            eq(subscriptionTypes.countryId, options.countryId),
            eq(subscriptionTypes.name, options.planName),
          ),
        )
    : [];
  const plan =
    existing ??
    (await createPlan(db, {
      countryId: options.countryId,
      ...(options.planName ? { name: options.planName } : {}),
    }));
  const start = options.start ?? new Date(t.clock.nowMs() - DAY_MS);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      subscriptionTypeId: plan.id,
      status: options.status ?? 'active',
      startDate: start,
      expiryDate: new Date(start.getTime() + (options.days ?? 30) * DAY_MS),
      price: 0,
      currency: 'USD',
    })
    .returning();
  // Written around the services, as an administrator's grant would be: announced the same way, so
  // signed-in requests see it at once (docs/accounts.md, 'What ends a session or changes the principal').
  t.app.ctx.events.emit('billing.entitlements_changed', { userId });
  return row!;
}

export const FREE_TRIAL = FREE_TRIAL_PLAN_NAME;

export async function readUser(t: TestApp, userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function sessionCount(t: TestApp, userId: number) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: Part[]) {
  const boundary = `----osce-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
      '\r\n';
    chunks.push(Buffer.from(head, 'latin1'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let groupSequence = 0;

/** Puts the members in one new study group (made directly), as find_by_id needs them to share. */
export async function shareAGroup(t: TestApp, ...memberIds: number[]): Promise<number> {
  groupSequence += 1;
  const [group] = await t.database.db
    .insert(studyGroups)
    .values({ code: `U${String(groupSequence).padStart(5, '0')}`, createdBy: memberIds[0]! })
    .returning({ id: studyGroups.id });
  await t.database.db
    .insert(studyGroupMembers)
    .values(memberIds.map((userId) => ({ groupId: group!.id, userId })));
  return group!.id;
}
