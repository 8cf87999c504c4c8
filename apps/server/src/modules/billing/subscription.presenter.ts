// A member's subscription row -> the answer of GET /user/subscriptions, with its status as of `now`.
import type { MemberSubscription } from '@osce/shared/schemas/billing';
import type { MemberSubscriptionRow } from './member-subscription.repository.ts';
import { displayedStatus } from './subscription-lifecycle.ts';

export function presentMemberSubscription(
  row: MemberSubscriptionRow,
  now: Date,
): MemberSubscription {
  const status = displayedStatus(row, now);
  return {
    id: row.id,
    type: {
      id: row.typeId,
      name: row.typeName,
      length: row.typeLength,
      display_length: row.typeDisplayLength,
    },
    status,
    created_at: row.createdAt.toISOString(),
    start_date: row.startDate.toISOString(),
    expiry_date: row.expiryDate.toISOString(),
    refund_date: row.refundDate?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    price: row.price.toFixed(2),
    currency: row.currency,
    payment_method: row.method ?? null,
    cancellable: status === 'active',
  };
}
