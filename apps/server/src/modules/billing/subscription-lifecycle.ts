// A subscription's status follows the clock without anyone acting (docs/billing.md, 'Rules'): it is computed
// from its dates at the moment it is read, so an answer is right at any instant whether or not the
// lifecycle job has relabelled the stored row yet. Access itself is decided in
// subscription-status.ts from the same dates.
import type { SubscriptionStatus } from '@osce/shared/constants';

export interface SubscriptionDates {
  status: SubscriptionStatus;
  startDate: Date;
  expiryDate: Date;
  refundDate: Date | null;
  cancelledAt: Date | null;
}

/**
 * What the member sees at `now`: refunded wins (access ended at the refund); then expired once the
 * expiry has passed (a cancelled one too); cancelled until then; pending before the start; active.
 */
export function displayedStatus(row: SubscriptionDates, now: Date): SubscriptionStatus {
  if (row.status === 'refunded' || row.refundDate !== null) return 'refunded';
  if (row.status === 'expired' || row.expiryDate <= now) return 'expired';
  if (row.status === 'cancelled' || row.cancelledAt !== null) return 'cancelled';
  if (row.startDate > now) return 'pending';
  return 'active';
}

/** Whether the member may cancel it now: only an active one (docs/billing.md, 'Rules'). */
export function isCancellable(row: SubscriptionDates, now: Date): boolean {
  return displayedStatus(row, now) === 'active';
}

/**
 * Where a new purchase starts: when the latest of the member's current paid subscriptions expires,
 * or now when there is none (docs/billing.md, 'Rules'). Trials do not push it back: buying ends the trial.
 */
export function purchaseStart(paid: readonly SubscriptionDates[], now: Date): Date {
  let start = now;
  for (const row of paid) {
    const status = displayedStatus(row, now);
    if (status === 'expired' || status === 'refunded') continue;
    if (row.expiryDate > start) start = row.expiryDate;
  }
  return start;
}

export interface QueuedMove {
  id: number;
  startDate: Date;
  expiryDate: Date;
}

/**
 * After a refund ends a subscription at `at`, the paid ones queued behind it move up so the member
 * has no gap they did not cause (docs/billing.md, 'Status over time'): the queue is chained again
 * from the end of whatever still runs at `at` (or from `at`), each keeping its own length. A
 * subscription only ever moves earlier, never later, and one already started never moves.
 */
export function pullForwardQueued(
  paid: readonly (SubscriptionDates & { id: number })[],
  at: Date,
): QueuedMove[] {
  const current = paid.filter((row) => {
    const status = displayedStatus(row, at);
    return status !== 'expired' && status !== 'refunded';
  });
  let cursor = at;
  for (const row of current) {
    if (row.startDate <= at && row.expiryDate > cursor) cursor = row.expiryDate;
  }
  const queued = current
    .filter((row) => row.startDate > at)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id);
  const moves: QueuedMove[] = [];
  for (const row of queued) {
    if (cursor < row.startDate) {
      const expiryDate = new Date(
        cursor.getTime() + (row.expiryDate.getTime() - row.startDate.getTime()),
      );
      moves.push({ id: row.id, startDate: cursor, expiryDate });
      cursor = expiryDate;
    } else {
      cursor = row.expiryDate;
    }
  }
  return moves;
}
