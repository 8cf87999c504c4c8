// The price to pay once the voucher is taken off (docs/billing.md, 'Constants'), under the voucher box.
import type { SubscriptionType } from '@osce/shared/api';
import { basePrice, formatMoney } from '@osce/shared/price';
import { currencySymbol } from '../../lib/currency-symbol';

interface PriceSummaryProps {
  plan: SubscriptionType | undefined;
  /** priceAfterVoucher of the plan: '12.50'. */
  price: string | null;
}

export function PriceSummary({ plan, price }: PriceSummaryProps) {
  if (!plan || price === null) return null;
  const symbol = currencySymbol(plan.currency);
  const before = formatMoney(basePrice(plan));
  return (
    <p className="price-summary" aria-live="polite">
      <span className="price-summary__label">Total to pay</span>{' '}
      {before !== price ? (
        <>
          <span className="visually-hidden">Before voucher </span>
          <del className="plan-price__was">
            {symbol}
            {before}
          </del>
          <span className="visually-hidden">, with voucher</span>{' '}
        </>
      ) : null}
      <strong className="price-summary__amount">
        {symbol}
        {price}
      </strong>{' '}
      <span className="plan-price__currency">{plan.currency}</span>
    </p>
  );
}
