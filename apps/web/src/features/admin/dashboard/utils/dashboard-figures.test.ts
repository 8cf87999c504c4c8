import { describe, expect, it } from 'vitest';
import { dayLabel, formatMoney, totalMembers, totalSignups } from './dashboard-figures';

describe('dashboard figures', () => {
  it('formats minor units in their currency, and an unknown code plainly', () => {
    expect(formatMoney(123456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(2500, 'USD')).toBe('US$25.00');
    expect(formatMoney(99, 'ZZZZ')).toBe('ZZZZ 0.99');
  });

  it('adds up members and sign-ups, and labels a UTC day', () => {
    expect(
      totalMembers({
        members_by_status: { Active: 3, Trial: 1, Expired: 2, None: 0, Disabled: 1 },
      }),
    ).toBe(7);
    expect(
      totalSignups({
        signups_per_day: [
          { date: '2026-03-01', count: 2 },
          { date: '2026-03-02', count: 0 },
          { date: '2026-03-03', count: 5 },
        ],
      }),
    ).toBe(7);
    expect(dayLabel('2026-03-07')).toBe('7 Mar');
  });
});
