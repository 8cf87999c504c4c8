// The status a member sees, computed from the dates at the moment of reading (docs/billing.md, 'Rules').
import { describe, expect, it } from 'vitest';
import {
  displayedStatus,
  purchaseStart,
  type SubscriptionDates,
} from './subscription-lifecycle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
const row = (overrides: Partial<SubscriptionDates> = {}): SubscriptionDates => ({
  status: 'active',
  startDate: at(-1),
  expiryDate: at(29),
  refundDate: null,
  cancelledAt: null,
  ...overrides,
});

describe('displayedStatus', () => {
  it('follows the dates whatever label is stored', () => {
    expect(displayedStatus(row(), now)).toBe('active');
    expect(displayedStatus(row({ status: 'pending', startDate: at(1) }), now)).toBe('pending');
    expect(displayedStatus(row({ status: 'pending', startDate: at(-1) }), now)).toBe('active');
    expect(displayedStatus(row({ expiryDate: now }), now)).toBe('expired');
    expect(displayedStatus(row({ status: 'cancelled', cancelledAt: at(-1) }), now)).toBe(
      'cancelled',
    );
    expect(
      displayedStatus(row({ status: 'cancelled', cancelledAt: at(-1), expiryDate: at(-0.5) }), now),
    ).toBe('expired');
    expect(displayedStatus(row({ status: 'refunded', refundDate: at(-1) }), now)).toBe('refunded');
  });
});

describe('purchaseStart', () => {
  it('is now without a current plan, else the latest current expiry', () => {
    expect(purchaseStart([], now)).toEqual(now);
    expect(purchaseStart([row({ expiryDate: at(-1) })], now)).toEqual(now);
    expect(
      purchaseStart(
        [row(), row({ status: 'refunded', refundDate: at(0), expiryDate: at(60) })],
        now,
      ),
    ).toEqual(at(29));
    expect(purchaseStart([row({ status: 'cancelled', cancelledAt: at(-1) })], now)).toEqual(at(29));
  });
});
