import { describe, expect, it } from 'vitest';
import { basePrice, hasDiscount, isFree, priceAfterVoucher, priceInCents } from './price.ts';

describe('price rules (docs/billing.md, Constants)', () => {
  it('starts from the discounted cost when it is above zero, else the cost', () => {
    expect(basePrice({ cost: 79.99, discounted_cost: 69.99 })).toBe(69.99);
    expect(basePrice({ cost: 29.99, discounted_cost: 0 })).toBe(29.99);
    expect(basePrice({ cost: 29.99, discounted_cost: null })).toBe(29.99);
  });

  it('applies percentage and fixed vouchers, two decimals, floored at 0.00', () => {
    expect(priceAfterVoucher({ cost: 29.99, discounted_cost: null })).toBe('29.99');
    expect(
      priceAfterVoucher({ cost: 80, discounted_cost: null }, { sign: '%', discount: 25 }),
    ).toBe('60.00');
    expect(
      priceAfterVoucher({ cost: 79.99, discounted_cost: 69.99 }, { sign: '$', discount: 10 }),
    ).toBe('59.99');
    expect(
      priceAfterVoucher({ cost: 10, discounted_cost: null }, { sign: '$', discount: 15 }),
    ).toBe('0.00');
    expect(
      priceAfterVoucher({ cost: 19.99, discounted_cost: null }, { sign: '%', discount: 100 }),
    ).toBe('0.00');
    expect(
      priceAfterVoucher({ cost: 0.1, discounted_cost: null }, { sign: '%', discount: 33 }),
    ).toBe('0.07');
  });

  it('charges the shown price in cents, without binary fractions', () => {
    expect(priceInCents('64.99')).toBe(6499);
    expect(priceInCents('0.07')).toBe(7);
    expect(priceInCents('0.00')).toBe(0);
  });

  it("calls '0.00' free", () => {
    expect(isFree('0.00')).toBe(true);
    expect(isFree('0.01')).toBe(false);
  });

  it('shows a struck-through cost only for a real discount', () => {
    expect(hasDiscount({ cost: 79.99, discounted_cost: 69.99 })).toBe(true);
    expect(hasDiscount({ cost: 79.99, discounted_cost: null })).toBe(false);
    expect(hasDiscount({ cost: 79.99, discounted_cost: 0 })).toBe(false);
    expect(hasDiscount({ cost: 50, discounted_cost: 60 })).toBe(false);
  });
});
