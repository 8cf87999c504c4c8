// Subscription type rows -> the API shape (docs/billing.md, 'Data').
import type { SubscriptionType } from '@osce/shared/api';
import type { SubscriptionTypeRow } from './subscription-type.repository.ts';

export function presentSubscriptionType(row: SubscriptionTypeRow): SubscriptionType {
  return {
    id: row.id,
    name: row.name,
    cost: row.cost,
    discounted_cost: row.discountedCost,
    currency: row.currency,
    length: row.length,
    display_length: row.displayLength,
    description: row.description,
    applicable_vouchers: row.applicableVouchers,
  };
}
