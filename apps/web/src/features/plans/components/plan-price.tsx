// A plan's price (spec section 9): the cost, or the cost struck through beside the discounted cost,
// then the currency label and '/ {display_length}'. Screen readers hear
// 'Original price $79.99, now $69.99 USD / 3 months'.
import type { SubscriptionType } from '@osce/shared/api';
import { formatMoney, hasDiscount } from '@osce/shared/price';
import { currencySymbol } from '../../../lib/currency-symbol';

export function PlanPrice({ plan }: { plan: SubscriptionType }) {
  const discount = hasDiscount(plan) ? plan.discounted_cost : null;
  const symbol = currencySymbol(plan.currency);
  return (
    <p className="plan-price">
      <span className="plan-price__main">
        {discount !== null ? (
          <>
            <span className="visually-hidden">Original price </span>
            <del className="plan-price__was">
              {symbol}
              {formatMoney(plan.cost)}
            </del>
            <span className="visually-hidden">, now</span>{' '}
            <span className="plan-price__amount">
              {symbol}
              {formatMoney(discount)}
            </span>
          </>
        ) : (
          <span className="plan-price__amount">
            {symbol}
            {formatMoney(plan.cost)}
          </span>
        )}
      </span>{' '}
      <span className="plan-price__meta">
        <span className="plan-price__currency">{plan.currency}</span> / {plan.display_length}
      </span>
    </p>
  );
}
