import { describe, expect, it } from 'vitest';
import type { SubscriptionType } from '@osce/shared/api';
import { plansPageHref, signupHref } from './plan-links';

function plan(id: number, name: string): SubscriptionType {
  return {
    id,
    name,
    cost: 10,
    discounted_cost: null,
    currency: 'USD',
    length: 30,
    display_length: '1 month',
    description: '',
    applicable_vouchers: [],
  };
}

describe('plan links', () => {
  it('sends a paid plan to sign-up with the plan preselected', () => {
    expect(signupHref(plan(4, '1 Month'))).toBe('/signup?plan=4');
    expect(plansPageHref(plan(4, '1 Month'))).toBe('/signup?plan=4');
  });

  it('sends the Free Trial plan to the trial form on the plans page', () => {
    expect(plansPageHref(plan(1, 'Free Trial'))).toBe('/free-trial');
  });
});
