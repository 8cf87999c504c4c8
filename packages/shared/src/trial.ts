// How long a member's free trial has left (docs/billing.md): whole days from now to the trial's
// expiry date, counted up, so a trial ending later today still has 1 day and never shows 0 while it
// lasts. The words come from messages.ts.
import { isFreeTrialPlan } from './constants';
import { messages } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days left until `expiry` (an ISO date-time), counted up; 0 once it has passed. */
export function trialDaysLeft(expiry: string, now: Date): number {
  const left = Date.parse(expiry) - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / DAY_MS);
}

/** '12 days left in your free trial', '1 day left in your free trial'. */
export function trialDaysLeftText(days: number): string {
  return days === 1
    ? messages.trialOneDayLeft
    : messages.trialDaysLeft.replace('{days}', String(days));
}

interface SubscriptionLike {
  type: { name: string };
  status: string;
  expiry_date: string;
}

/** The member's free trial that is running now, if any. */
export function runningTrial<T extends SubscriptionLike>(subscriptions: readonly T[]): T | null {
  return subscriptions.find((s) => s.status === 'active' && isFreeTrialPlan(s.type)) ?? null;
}
