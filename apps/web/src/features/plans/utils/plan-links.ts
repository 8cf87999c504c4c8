// Where a plan card's Get Started goes (docs/billing.md, 'Screens').
import type { SubscriptionType } from '@osce/shared/api';
import { isFreeTrialPlan } from '@osce/shared/constants';

export function signupHref(plan: SubscriptionType): string {
  return `/signup?plan=${plan.id}`;
}

/** The plans page sends the plan named Free Trial to the trial form instead of sign-up. */
export function plansPageHref(plan: SubscriptionType): string {
  return isFreeTrialPlan(plan) ? '/free-trial' : signupHref(plan);
}
