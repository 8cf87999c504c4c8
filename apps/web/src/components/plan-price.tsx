// A plan's price (docs/billing.md, 'Constants'): the cost, or the cost struck through beside the discounted cost,
// then the currency label and '/ {display_length}'. Screen readers hear
// 'Original price $79.99, now $69.99 USD / 3 months'. On a plan card (the plans page, the home
// page) it is a paragraph of its own; in a sign-up plan choice it sits inside the choice's <label>,
// so it is phrasing content only, in the choice's type sizes.
import type { SubscriptionType } from '@osce/shared/api';
import { formatMoney, hasDiscount } from '@osce/shared/price';
import { currencySymbol } from '../lib/currency-symbol';

interface PlanPriceProps {
  plan: SubscriptionType;
  variant?: 'card' | 'choice';
}

export function PlanPrice({ plan, variant = 'card' }: PlanPriceProps) {
  const discount = hasDiscount(plan) ? plan.discounted_cost : null;
  const symbol = currencySymbol(plan.currency);
  const amountClass = variant === 'card' ? 'plan-price__amount' : 'plan-option__amount';
  const cost =
    discount !== null ? (
      <>
        <span className="visually-hidden">Original price </span>
        <del className="plan-price__was">
          {symbol}
          {formatMoney(plan.cost)}
        </del>
        <span className="visually-hidden">, now</span>{' '}
        <span className={amountClass}>
          {symbol}
          {formatMoney(discount)}
        </span>
      </>
    ) : (
      <span className={amountClass}>
        {symbol}
        {formatMoney(plan.cost)}
      </span>
    );
  const meta = (
    <span
      className={variant === 'card' ? 'plan-price__meta' : 'plan-price__meta plan-option__meta'}
    >
      <span className="plan-price__currency">{plan.currency}</span> / {plan.display_length}
    </span>
  );

  if (variant === 'choice') {
    return (
      <span className="plan-option__price">
        {cost} {meta}
      </span>
    );
  }
  return (
    <p className="plan-price">
      <span className="plan-price__main">{cost}</span> {meta}
    </p>
  );
}
