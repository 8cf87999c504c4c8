import { describe, expect, it } from 'vitest';
import {
  discountLabel,
  fromLocalInput,
  planBody,
  promotionBody,
  toLocalInput,
  usesLabel,
  voucherBody,
  voucherFormValues,
} from './price-forms';

describe('price forms', () => {
  it('edits instants as local date-times and sends them back as the same instant', () => {
    const iso = '2026-12-01T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });

  it("turns a voucher into its form and back into the API's body", () => {
    const voucher = {
      id: 3,
      code: 'TEN',
      sign: '%' as const,
      discount: 10,
      subscription_type_ids: [1, 2],
      valid_from: null,
      valid_to: '2027-01-01T00:00:00.000Z',
      max_uses: null,
      active: true,
      uses: 4,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const values = voucherFormValues(voucher);
    expect(voucherBody({ ...values, code: ' TEN ' })).toEqual({
      code: 'TEN',
      sign: '%',
      discount: 10,
      subscription_type_ids: [1, 2],
      valid_from: null,
      valid_to: '2027-01-01T00:00:00.000Z',
      max_uses: null,
      active: true,
    });
    // A new voucher without a discount is sent so the server names the field.
    expect(voucherBody(voucherFormValues(null)).discount).toBe(-1);
    expect(discountLabel(voucher)).toBe('10 %');
    expect(discountLabel({ sign: '$', discount: 5 })).toBe('5.00 off');
    expect(usesLabel(voucher)).toBe('4 / no limit');
    expect(usesLabel({ uses: 1, max_uses: 3 })).toBe('1 / 3');
  });

  it('upper-cases the currency and sends no discounted price as null', () => {
    expect(
      planBody({
        price: 29.99,
        currency: ' gbp',
        length: 30,
        display_length: '1 Month',
        signup: true,
        renewable: true,
        active: true,
      }),
    ).toMatchObject({ currency: 'GBP', discounted_cost: null });
  });

  it('trims a promotion and keeps its plans in order', () => {
    expect(
      promotionBody({
        slug: ' spring ',
        name: ' Spring ',
        active: true,
        ends_at: '',
        subscription_type_ids: [5, 2],
      }),
    ).toEqual({
      slug: 'spring',
      name: 'Spring',
      active: true,
      ends_at: null,
      subscription_type_ids: [5, 2],
    });
  });
});
