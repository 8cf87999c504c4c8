// Price rules (docs/billing.md, 'Constants'): base price, voucher discount, two-decimal formatting.

export interface PricedPlan {
  cost: number;
  discounted_cost: number | null;
}

export interface VoucherDiscount {
  sign: '%' | '$';
  discount: number;
}

/** The price before any voucher: the discounted cost when it is above 0, else the cost. */
export function basePrice(plan: PricedPlan): number {
  return plan.discounted_cost !== null && plan.discounted_cost > 0
    ? plan.discounted_cost
    : plan.cost;
}

/** The price after an optional voucher, as the spec shows it: two decimals, never below 0.00. */
export function priceAfterVoucher(plan: PricedPlan, voucher?: VoucherDiscount | null): string {
  let price = basePrice(plan);
  if (voucher) {
    price =
      voucher.sign === '%' ? price - (price * voucher.discount) / 100 : price - voucher.discount;
  }
  // Round in cents to avoid 9.999999 style results, then floor at zero.
  const cents = Math.max(0, Math.round(price * 100));
  return (cents / 100).toFixed(2);
}

/** A price as priceAfterVoucher writes it ('12.50'), in minor units (1250): what is charged. */
export function priceInCents(price: string): number {
  return Math.round(Number(price) * 100);
}

export function isFree(price: string): boolean {
  return price === '0.00';
}

/** Whether the plan shows a struck-through cost beside a lower discounted cost. */
export function hasDiscount(plan: PricedPlan): boolean {
  return (
    plan.discounted_cost !== null && plan.discounted_cost > 0 && plan.discounted_cost < plan.cost
  );
}

export function formatMoney(amount: number): string {
  return amount.toFixed(2);
}
