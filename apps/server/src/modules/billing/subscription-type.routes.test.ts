import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionType } from '@osce/shared/api';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<SubscriptionType[]>();
};

describe('plan lists', () => {
  it('shows the four US plans in USD on the plan cards', async () => {
    const plans = await list('/api/subscription_plans?country=US');
    expect(plans.map((p) => p.name)).toEqual(['Free Trial', '1 Month', '3 Months', '12 Months']);
    expect(plans.every((p) => p.currency === 'USD')).toBe(true);
    const trial = plans[0]!;
    expect(trial).toMatchObject({ cost: 0, length: 7 });
    const threeMonths = plans[2]!;
    expect(threeMonths.discounted_cost).toBeGreaterThan(0);
    expect(threeMonths.discounted_cost!).toBeLessThan(threeMonths.cost);
    expect(plans.every((p) => p.display_length && p.description.startsWith('<'))).toBe(true);
  });

  it('prices each market in its own currency', async () => {
    const au = await list('/api/subscription_plans?country=AU');
    const uk = await list('/api/subscription_plans?country=UK');
    expect(new Set(au.map((p) => p.currency))).toEqual(new Set(['AUD']));
    expect(new Set(uk.map((p) => p.currency))).toEqual(new Set(['GBP']));
  });

  it('offers paid plans on sign-up and the free trial on the trial form', async () => {
    const signup = await list('/api/subscription_types/signup?country=US');
    expect(signup.map((p) => p.name)).not.toContain('Free Trial');
    expect(signup.length).toBeGreaterThan(0);
    const trial = await list('/api/subscription_types/trial');
    expect(trial.map((p) => p.name)).toEqual(['Free Trial']);
  });

  it('refuses an unknown country with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription_plans?country=FR' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, fields: { country: expect.any(String) } });
  });
});
