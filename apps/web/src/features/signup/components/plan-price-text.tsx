// A plan's price inside a plan choice (phrasing content only, so it may sit in a <label>): the cost,
// or the cost struck through beside the discounted cost (spec section 9), and '/ {display_length}'.
import type { SubscriptionType } from '@osce/shared/api';
import { formatMoney, hasDiscount } from '@osce/shared/price';
import { currencySymbol } from '../../../lib/currency-symbol';

export function PlanPriceText({ plan }: { plan: SubscriptionType }) {
  const symbol = currencySymbol(plan.currency);
  const discount = hasDiscount(plan) ? plan.discounted_cost : null;
  return (
    <span className="plan-option__price">
      {discount !== null ? (
        <>
          <span className="visually-hidden">Original price </span>
          <del className="plan-price__was">
            {symbol}
            {formatMoney(plan.cost)}
          </del>
          <span className="visually-hidden">, now</span>{' '}
          <span className="plan-option__amount">
            {symbol}
            {formatMoney(discount)}
          </span>
        </>
      ) : (
        <span className="plan-option__amount">
          {symbol}
          {formatMoney(plan.cost)}
        </span>
      )}{' '}
      <span className="plan-price__meta plan-option__meta">
        <span className="plan-price__currency">{plan.currency}</span> / {plan.display_length}
      </span>
    </span>
  );
}
