// What the dashboard shows from its answer (docs/admin.md, 'Dashboard'): money in its currency
// from minor units, totals, and the chart's day labels.
import type { DashboardAnswer } from '@osce/shared/schemas/admin-dashboard';

/** 123456 GBP → '£1,234.56'; an unknown code is shown as the code and the amount. */
export function formatMoney(minor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

export function totalMembers(answer: Pick<DashboardAnswer, 'members_by_status'>): number {
  return Object.values(answer.members_by_status).reduce((sum, n) => sum + n, 0);
}

export function totalSignups(answer: Pick<DashboardAnswer, 'signups_per_day'>): number {
  return answer.signups_per_day.reduce((sum, d) => sum + d.count, 0);
}

/** '2026-03-07' → '7 Mar' (the day is UTC, as the server counts it). */
export function dayLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
