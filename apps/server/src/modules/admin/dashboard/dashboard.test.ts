// GET /api/admin/dashboard (docs/admin.md, 'Dashboard'): each figure from made-up members,
// subscriptions, payments, markings and messages, and no personal data in the answer.
import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import {
  contactMessages,
  payments,
  stationMarkings,
  subscriptions,
} from '../../../db/schema/index.ts';
import { ManualClock } from '../../../lib/clock.ts';
import { createCountry, createPlan } from '../../../test/factories.ts';
import { createMember } from '../../../test/member-factory.ts';
import { createStation, createTaxons } from '../../../test/station-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = new ManualClock(new Date());
const t = useTestApp({ catalogue: false, clock });
const ago = (days: number) => new Date(clock.nowMs() - days * DAY);
const day = (days: number) => ago(days).toISOString().slice(0, 10);

let reference = 0;

describe('GET /api/admin/dashboard', () => {
  it('counts members by status, conversions, revenue, sign-ups, top stations and open reports', async () => {
    const db = t().database.db;
    const country = await createCountry(db);
    const paid = await createPlan(db, { countryId: country.id });
    const trial = await createPlan(db, {
      countryId: country.id,
      name: FREE_TRIAL_PLAN_NAME,
      cost: 0,
    });

    const member = (createdDaysAgo: number, disabled = false) =>
      createMember(t(), {
        profile: { createdAt: ago(createdDaysAgo), ...(disabled ? { disabledAt: ago(1) } : {}) },
      });
    const subscribe = async (
      userId: number,
      plan: { id: number },
      from: number,
      to: number,
      pay?: { amount: number; currency: string; refunded?: boolean },
    ) => {
      const [sub] = await db
        .insert(subscriptions)
        .values({
          userId,
          subscriptionTypeId: plan.id,
          status: pay?.refunded ? 'refunded' : 'active',
          startDate: ago(from),
          expiryDate: ago(to),
          price: (pay?.amount ?? 0) / 100,
          currency: pay?.currency ?? 'GBP',
          createdAt: ago(from),
        })
        .returning();
      if (pay) {
        reference += 1;
        await db.insert(payments).values({
          userId,
          subscriptionId: sub!.id,
          method: 'credit_card',
          provider: 'sandbox',
          reference: `dash-${reference}`,
          amount: pay.amount,
          currency: pay.currency,
          idempotencyKey: `dash-${reference}-${Math.random()}`,
          createdAt: ago(from),
          ...(pay.refunded ? { refundedAt: ago(from - 1) } : {}),
        });
      }
    };

    const active = await member(40);
    await subscribe(active.id, paid, 5, -25, { amount: 2500, currency: 'USD' });
    await subscribe(active.id, paid, 7, 6, { amount: 9999, currency: 'USD', refunded: true });
    const trialing = await member(0);
    await subscribe(trialing.id, trial, 0, -7);
    const expired = await member(1);
    await subscribe(expired.id, trial, 60, 53);
    const none = await member(2);
    const disabled = await member(50, true);
    await subscribe(disabled.id, paid, 3, -27, { amount: 1000, currency: 'GBP' });
    const converted = await member(45);
    await subscribe(converted.id, trial, 20, 13);
    await subscribe(converted.id, paid, 10, -20, { amount: 3000, currency: 'GBP' });
    const convertedLongAgo = await member(60);
    await subscribe(convertedLongAgo.id, trial, 50, 43);
    await subscribe(convertedLongAgo.id, paid, 45, -300, { amount: 5000, currency: 'GBP' });

    await createTaxons(t());
    const often = await createStation(t(), { name: 'Chest pain' });
    const once = await createStation(t(), { name: 'Headache' });
    for (const [station, mark] of [
      [often, 60],
      [often, 70],
      [often, 80],
      [once, 50],
    ] as const) {
      await db
        .insert(stationMarkings)
        .values({ userId: active.id, stationId: station.id, mark, scores: [] });
    }
    const message = (values: Partial<typeof contactMessages.$inferInsert>) =>
      db.insert(contactMessages).values({
        name: 'Sender Name',
        email: 'sender@example.test',
        enquiry: 'General',
        message: 'Hello',
        ...values,
      });
    await message({});
    await message({ reportIssue: true, stationId: often.id });
    await message({ reportIssue: true, stationId: often.id });
    await message({ reportIssue: true, stationId: once.id, status: 'answered' });

    const support = await createMember(t(), { role: 'support' });
    const res = await t().injectAs(support.token, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.members_by_status).toEqual({
      Active: 3,
      Trial: 1,
      Expired: 1,
      None: 1,
      Disabled: 1,
    });
    expect(body.trials_converted_30d).toBe(1);
    expect(body.revenue_30d).toEqual([
      { currency: 'GBP', amount: 4000, payments: 2 },
      { currency: 'USD', amount: 2500, payments: 1 },
    ]);
    expect(body.signups_per_day).toHaveLength(30);
    expect(body.signups_per_day.at(-1).date).toBe(day(0));
    const perDay = Object.fromEntries(
      (body.signups_per_day as { date: string; count: number }[]).map((d) => [d.date, d.count]),
    );
    // Today: the trial member and the support caller.
    expect([perDay[day(0)], perDay[day(1)], perDay[day(2)], perDay[day(3)]]).toEqual([2, 1, 1, 0]);
    expect(body.top_stations).toEqual([
      { number: often.number, name: 'Chest pain', attempts: 3, average_mark: 70 },
      { number: once.number, name: 'Headache', attempts: 1, average_mark: 50 },
    ]);
    expect(body.open_messages).toBe(3);
    expect(body.reported_stations).toEqual([
      { number: often.number, name: 'Chest pain', reports: 2 },
    ]);
    // Counts only: nothing that names a member or a sender.
    const text = res.body;
    for (const m of [active, trialing, expired, none, disabled, converted]) {
      expect(text).not.toContain(m.username);
      expect(text).not.toContain(m.email);
    }
    expect(text).not.toContain('sender@example.test');
  });

  it('answers zeros on an empty day, and refuses a member', async () => {
    const editor = await createMember(t(), { role: 'editor' });
    const res = await t().injectAs(editor.token, { method: 'GET', url: '/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const member = await createMember(t());
    expect(
      (await t().injectAs(member.token, { method: 'GET', url: '/api/admin/dashboard' })).statusCode,
    ).toBe(403);
  });
});
