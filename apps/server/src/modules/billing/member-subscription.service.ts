// A member's own subscriptions: the list with statuses as of now, and cancelling an active one.
// Cancelling stops renewal and its reminders; access continues until the expiry (docs/billing.md, 'Constants').
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import {
  createMemberSubscriptionRepository,
  type MemberSubscriptionRow,
} from './member-subscription.repository.ts';
import { isCancellable } from './subscription-lifecycle.ts';

export type CancelResult =
  | { ok: true; subscription: MemberSubscriptionRow }
  | { ok: false; reason: 'not_found' | 'not_cancellable' };

export type MemberSubscriptionService = ReturnType<typeof createMemberSubscriptionService>;

export function createMemberSubscriptionService(deps: { db: Db; clock: Clock; events: EventBus }) {
  const { db, clock, events } = deps;
  return {
    async list(userId: number): Promise<MemberSubscriptionRow[]> {
      return createMemberSubscriptionRepository(db).listOf(userId);
    },

    /** Another member's id is "not found": nobody learns which ids exist. */
    async cancel(userId: number, subscriptionId: number): Promise<CancelResult> {
      const result = await withTransaction(db, async (tx): Promise<CancelResult> => {
        const repo = createMemberSubscriptionRepository(tx);
        // Under the member's lock, so a cancel and a purchase of the same member do not interleave.
        await repo.lockMember(userId);
        const row = await repo.findOwn(userId, subscriptionId);
        if (!row) return { ok: false, reason: 'not_found' };
        const now = clock.now();
        if (!isCancellable(row, now)) return { ok: false, reason: 'not_cancellable' };
        await repo.cancel(userId, subscriptionId, now);
        const updated = await repo.findOwn(userId, subscriptionId);
        return { ok: true, subscription: updated! };
      });
      // A cancelled subscription still counts until its expiry, so access does not change; told
      // anyway, as every change of a member's subscriptions is, so no reader has to know that rule.
      if (result.ok) events.emit('billing.entitlements_changed', { userId });
      return result;
    },
  };
}
