// Public plan lists, on a database without the demo catalogue. A list is every plan of a country,
// so each test that reads one has a database of its own and creates the plans it asserts on.
import { describe, expect, it, onTestFinished } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { CURRENT_COUNTRY } from '@osce/shared/countries';
import { subscriptionTypeSchema } from '@osce/shared/schemas/api';
import type { subscriptionTypes } from '../../db/schema/index.ts';
import { createCountry, createPlan } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

async function freshApp(): Promise<TestApp> {
  const t = await buildTestApp({ catalogue: false });
  onTestFinished(() => t.close());
  return t;
}

async function list(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return subscriptionTypeSchema.array().parse(res.json());
}

/** What a caller should see of a stored plan, priced in its country's currency. */
const seen = (plan: typeof subscriptionTypes.$inferSelect, currency: string) => ({
  id: plan.id,
  name: plan.name,
  cost: plan.cost,
  discounted_cost: plan.discountedCost,
  currency,
  length: plan.length,
  display_length: plan.displayLength,
  description: plan.description,
  applicable_vouchers: [],
});

describe('GET /api/subscription_plans', () => {
  it("shows a country's active plan cards in display order, in its currency", async () => {
    const t = await freshApp();
    const db = t.database.db;
    const us = await createCountry(db, { code: 'US' });
    const au = await createCountry(db, { code: 'AU' });
    const yearly = await createPlan(db, {
      countryId: us.id,
      position: 3,
      cost: 199,
      discountedCost: 149.5,
      length: 365,
      displayLength: '12 Months',
    });
    const monthly = await createPlan(db, { countryId: us.id, position: 1 });
    await createPlan(db, { countryId: us.id, position: 2, plans: false });
    await createPlan(db, { countryId: us.id, position: 0, active: false });
    const australian = await createPlan(db, { countryId: au.id, cost: 45 });

    expect(await list(t, '/api/subscription_plans?country=US')).toEqual([
      seen(monthly, 'USD'),
      seen(yearly, 'USD'),
    ]);
    expect(await list(t, '/api/subscription_plans?country=AU')).toEqual([seen(australian, 'AUD')]);
    expect(await list(t, '/api/subscription_plans?country=UK')).toEqual([]);
    // Without a country the spec's current market is meant.
    expect(CURRENT_COUNTRY).toBe('US');
    expect(await list(t, '/api/subscription_plans')).toEqual([
      seen(monthly, 'USD'),
      seen(yearly, 'USD'),
    ]);
  });
});

describe('GET /api/subscription_types/signup and /trial', () => {
  it('offers paid plans on the sign-up form and only the free trial on the trial form', async () => {
    const t = await freshApp();
    const db = t.database.db;
    const us = await createCountry(db, { code: 'US' });
    const au = await createCountry(db, { code: 'AU' });
    // Flagged for sign-up, yet the trial has its own form and is never sold on the paid one.
    const trial = await createPlan(db, {
      countryId: us.id,
      name: FREE_TRIAL_PLAN_NAME,
      cost: 0,
      length: 7,
      signup: true,
    });
    const paid = await createPlan(db, { countryId: us.id });
    await createPlan(db, { countryId: us.id, signup: false });
    const australianTrial = await createPlan(db, { countryId: au.id, name: FREE_TRIAL_PLAN_NAME });

    expect(await list(t, '/api/subscription_types/signup?country=US')).toEqual([seen(paid, 'USD')]);
    expect(await list(t, '/api/subscription_types/trial')).toEqual([seen(trial, 'USD')]);
    expect(await list(t, '/api/subscription_types/trial?country=AU')).toEqual([
      seen(australianTrial, 'AUD'),
    ]);
  });
});

describe('country parameter', () => {
  it('refuses a country that is not a market with 422 naming the field', async () => {
    const t = await freshApp();
    for (const url of [
      '/api/subscription_plans',
      '/api/subscription_types/signup',
      '/api/subscription_types/trial',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?country=FR` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields: { country: expect.any(String) } });
    }
  });
});
