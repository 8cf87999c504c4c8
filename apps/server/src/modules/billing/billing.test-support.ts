// What the billing tests share: a member with or without a paid plan, purchases and the list as
// the page sends them, and counts of what was written and charged.
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { memberSubscriptionsSchema } from '@osce/shared/schemas/billing';
import { payments, subscriptions } from '../../db/schema/index.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import type { SignupCatalogue } from '../../test/signup-fixture.ts';
import type { TestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../users/users.test-support.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

let attempts = 0;
/** A fresh attempt id, as the page makes one per press of a pay button. */
export const attemptId = () => `attempt-${process.pid}-${++attempts}-${Date.now()}`;

/** A member whose '1 Month' plan started `startDaysAgo` days ago (30 days long). */
export async function paidMember(t: TestApp, c: SignupCatalogue, startDaysAgo = 1) {
  const member = await createMember(t);
  const subscription = await giveSubscription(t, member.id, {
    planName: '1 Month',
    countryId: c.countryId,
    start: new Date(t.clock.nowMs() - startDaysAgo * DAY_MS),
  });
  return { member, subscription };
}

export function buyByCard(t: TestApp, member: TestMember, body: Record<string, unknown>) {
  return t.injectAs(member.token, {
    method: 'POST',
    url: '/api/user/purchase_subscription_credit_card',
    payload: { token_id: 'tok_visa', country: 'US', attempt_id: attemptId(), ...body },
  });
}

export async function listSubscriptions(t: TestApp, member: TestMember) {
  const res = await t.injectAs(member.token, { method: 'GET', url: '/api/user/subscriptions' });
  expect(res.statusCode).toBe(200);
  return memberSubscriptionsSchema.parse(res.json());
}

export async function subscriptionCount(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row!.n;
}

export async function paymentRows(t: TestApp, userId: number) {
  return t.database.db.select().from(payments).where(eq(payments.userId, userId));
}

/** Records that `subscriptionId` was paid through `provider` with `reference` (29.99 USD). */
export async function recordPayment(
  t: TestApp,
  row: { userId: number; subscriptionId: number; provider: string; reference: string },
) {
  await t.database.db.insert(payments).values({
    ...row,
    method: row.provider === 'paypal' ? 'paypal' : 'credit_card',
    amount: 2999,
    currency: 'USD',
    idempotencyKey: `test-${row.provider}-${row.reference}`,
  });
}

/** The study area's answer for the member: 200 with access, 403 without. */
export async function stationsStatus(t: TestApp, member: TestMember) {
  return (await t.injectAs(member.token, { method: 'GET', url: '/api/stations' })).statusCode;
}

export async function memberStatusOf(t: TestApp, member: TestMember) {
  const res = await t.injectAs(member.token, { method: 'GET', url: '/api/user?completed=false' });
  return (res.json() as { status: string }).status;
}
