// The status a member sees, computed from the dates at the moment of reading (docs/billing.md, 'Rules').
import { describe, expect, it } from 'vitest';
import {
  displayedStatus,
  pullForwardQueued,
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

describe('pullForwardQueued', () => {
  const paid = (
    id: number,
    start: number,
    end: number,
    overrides: Partial<SubscriptionDates> = {},
  ) => ({
    id,
    ...row({ status: start > 0 ? 'pending' : 'active', startDate: at(start), expiryDate: at(end) }),
    ...overrides,
  });
  const refunded = (id: number, start: number, end: number) =>
    paid(id, start, end, { status: 'refunded', refundDate: now });

  it('starts the subscription queued behind a refunded one at the refund, keeping its length', () => {
    expect(pullForwardQueued([refunded(1, -10, 20), paid(2, 20, 50)], now)).toEqual([
      { id: 2, startDate: now, expiryDate: at(30) },
    ]);
  });

  it('chains a queue of two behind what still runs', () => {
    const rows = [paid(1, -5, 10), refunded(2, 10, 40), paid(3, 40, 70), paid(4, 70, 100)];
    expect(pullForwardQueued(rows, now)).toEqual([
      { id: 3, startDate: at(10), expiryDate: at(40) },
      { id: 4, startDate: at(40), expiryDate: at(70) },
    ]);
  });

  it('moves nothing when nothing was queued behind the refund, or the queue already touches', () => {
    expect(pullForwardQueued([refunded(1, -10, 20)], now)).toEqual([]);
    expect(pullForwardQueued([paid(1, -10, 20), paid(2, 20, 50)], now)).toEqual([]);
  });

  it('never moves one that has started, expired or been refunded itself', () => {
    const rows = [
      refunded(1, -10, 20),
      paid(2, -40, -5),
      paid(3, 20, 50, { status: 'refunded', refundDate: at(-1) }),
    ];
    expect(pullForwardQueued(rows, now)).toEqual([]);
  });
});
