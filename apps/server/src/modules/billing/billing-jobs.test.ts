// The billing jobs with the injected clock: renewal reminders 7 days and 1 day before the expiry of
// a member's last subscription, none after cancelling, none when a later one follows, none twice,
// and exactly once with two runners (two server processes) at the same moment.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, withBrand } from '@osce/shared/messages';
import { chargeAttempts, subscriptions } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createAppJobRunner } from '../jobs/app-jobs.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../users/users.test-support.ts';
import { DAY_MS, paidMember } from './billing.test-support.ts';
import { billingJobs, CHARGE_ATTEMPT_KEEP_MS, reminderDue } from './billing-jobs.ts';
import { createChargeAttemptRepository } from './charge-attempt.repository.ts';

const t = useTestApp({ catalogue: false });
const clock = () => t().clock as ManualClock;
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const subject = () => withBrand(messages.reminderSubject, 'OSCE Studio');
const remindersTo = (email: string) =>
  t().mail.filter((m) => m.to === email && m.subject === subject());

/** Two runners, as two server processes would have, ticking at the same moment. */
async function tickTwice() {
  const now = clock().now();
  await Promise.all([
    createAppJobRunner(t().app.ctx).runDue(now),
    createAppJobRunner(t().app.ctx).runDue(now),
  ]);
  await t().settled();
}

describe('reminderDue', () => {
  const expiry = new Date('2026-03-10T12:00:00Z');
  const before = (days: number) => new Date(expiry.getTime() - days * DAY_MS);
  it('is the 7-day reminder within a week, the 1-day one within a day, nothing otherwise', () => {
    expect(reminderDue(expiry, before(8))).toBeNull();
    expect(reminderDue(expiry, before(7))).toBe('7d');
    expect(reminderDue(expiry, before(2))).toBe('7d');
    expect(reminderDue(expiry, before(1))).toBe('1d');
    expect(reminderDue(expiry, expiry)).toBeNull();
  });
});

describe('renewal reminders', () => {
  it('sends each reminder once, on two processes at once, only for the last subscription', async () => {
    const start = clock().now();
    // Expires in 6.5 days: the 7-day reminder is due.
    const reminded = await paidMember(t(), c, 23.5);
    // Cancelled: reminders stop.
    const cancelled = await paidMember(t(), c, 27);
    await t()
      .database.db.update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: start })
      .where(eq(subscriptions.id, cancelled.subscription.id));
    // A later subscription follows: its expiry, not this one's, ends access.
    const followed = await paidMember(t(), c, 27);
    await giveSubscription(t(), followed.member.id, {
      planName: '1 Month',
      countryId: c.countryId,
      start: followed.subscription.expiryDate,
      status: 'pending',
    });

    await tickTwice();
    expect(remindersTo(reminded.member.email)).toHaveLength(1);
    expect(remindersTo(reminded.member.email)[0]!.text).toContain('expires in 7 days');
    expect(remindersTo(cancelled.member.email)).toHaveLength(0);
    expect(remindersTo(followed.member.email)).toHaveLength(0);

    // An hour later (a restart in between: new runners, state in the database): nothing new.
    clock().advance(60 * 60 * 1000);
    await tickTwice();
    expect(remindersTo(reminded.member.email)).toHaveLength(1);

    // Less than a day left: the 1-day reminder, once.
    clock().set(new Date(reminded.subscription.expiryDate.getTime() - 12 * 60 * 60 * 1000));
    await tickTwice();
    await tickTwice();
    expect(remindersTo(reminded.member.email).map((m) => m.text.split('\n')[1])).toEqual([
      expect.stringContaining('expires in 7 days'),
      expect.stringContaining('expires tomorrow'),
    ]);
    clock().set(start);
  });

  it('relabels stored statuses as the dates pass', async () => {
    const start = clock().now();
    // Later than any moment the jobs already ran at in this file.
    clock().advance(20 * DAY_MS);
    const { member, subscription } = await paidMember(t(), c, 29);
    const next = await giveSubscription(t(), member.id, {
      planName: '1 Month',
      countryId: c.countryId,
      start: subscription.expiryDate,
      status: 'pending',
    });
    clock().set(new Date(subscription.expiryDate.getTime() + 1000));
    await tickTwice();
    const rows = await t()
      .database.db.select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [subscription.id]: 'expired',
      [next.id]: 'active',
    });
    clock().set(start);
  });
});

describe('charge attempts', () => {
  it('are purged a day after they began, newer ones kept', async () => {
    const repo = createChargeAttemptRepository(t().database.db);
    const typeId = c.monthId;
    const now = clock().now();
    await repo.claim({ key: 'purge-old', userId: null, subscriptionTypeId: typeId, now }, now);
    await repo.finish('purge-old', 'recorded', now);
    clock().advance(CHARGE_ATTEMPT_KEEP_MS + 60 * 60 * 1000);
    const later = clock().now();
    await repo.claim(
      { key: 'purge-new', userId: null, subscriptionTypeId: typeId, now: later },
      later,
    );
    // The job itself (the runner's schedule is set by the clock of the tests above).
    const purge = billingJobs({ events: t().app.ctx.events, brand: 'OSCE Studio', publicUrl: '' });
    await purge.find((j) => j.name === 'charge-attempts-purge')!.run(t().database.db, later);
    const keys = (await t().database.db.select().from(chargeAttempts)).map((a) => a.idempotencyKey);
    expect(keys).not.toContain('purge-old');
    expect(keys).toContain('purge-new');
  });
});
