import { describe, expect, it } from 'vitest';
import type { Voucher } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { priceAfterVoucher } from '@osce/shared/price';
import {
  NO_VOUCHER,
  effectiveVoucher,
  voucherProblem,
  voucherStatus,
  type VoucherState,
} from './voucher-state';

const half: Voucher = { id: 7, code: 'HALF', sign: '%', discount: 50 };
const takesIt = { applicable_vouchers: [7, 9] };
const refusesIt = { applicable_vouchers: [9] };
const plan = { cost: 40, discounted_cost: null, ...takesIt };

describe('voucherStatus', () => {
  it('is none while the box is empty or blank', () => {
    expect(voucherStatus(NO_VOUCHER, plan)).toEqual({ kind: 'none' });
    expect(voucherStatus({ code: '   ', applied: null }, plan)).toEqual({ kind: 'none' });
  });

  it('is typed for a code not applied, or changed after applying', () => {
    expect(voucherStatus({ code: 'HALF', applied: null }, plan)).toEqual({ kind: 'typed' });
    expect(voucherStatus({ code: 'HALFX', applied: half }, plan)).toEqual({ kind: 'typed' });
  });

  it('is applied when the chosen plan lists the voucher, whatever the case and spaces typed', () => {
    const state: VoucherState = { code: ' half ', applied: half };
    expect(voucherStatus(state, plan)).toEqual({ kind: 'applied', voucher: half });
    expect(voucherStatus(state, null)).toEqual({ kind: 'applied', voucher: half });
  });

  it('is wrong-plan when the chosen plan does not list the voucher', () => {
    expect(voucherStatus({ code: 'HALF', applied: half }, refusesIt)).toEqual({
      kind: 'wrong-plan',
      voucher: half,
    });
  });
});

describe('effectiveVoucher and the price', () => {
  it('lowers the price only while the voucher applies to the chosen plan', () => {
    const applied = voucherStatus({ code: 'HALF', applied: half }, plan);
    expect(priceAfterVoucher(plan, effectiveVoucher(applied))).toBe('20.00');
    const wrong = voucherStatus({ code: 'HALF', applied: half }, refusesIt);
    expect(effectiveVoucher(wrong)).toBeNull();
    expect(effectiveVoucher(voucherStatus({ code: 'HALF', applied: null }, plan))).toBeNull();
  });
});

describe('voucherProblem', () => {
  it('tells at once when the plan does not take the voucher', () => {
    const wrong = voucherStatus({ code: 'HALF', applied: half }, refusesIt);
    expect(voucherProblem(wrong, false)).toBe(messages.voucherWrongPlan);
  });

  it('asks to press apply only once the visitor tried to sign up', () => {
    const typed = voucherStatus({ code: 'HALF', applied: null }, plan);
    expect(voucherProblem(typed, false)).toBeNull();
    expect(voucherProblem(typed, true)).toBe(messages.voucherNotApplied);
  });

  it("words the press-apply text the caller's way (the subscriptions page's)", () => {
    const typed = voucherStatus({ code: 'HALF', applied: null }, plan);
    expect(voucherProblem(typed, true, messages.voucherNotAppliedPurchase)).toBe(
      'Press Apply to use this voucher before making your payment.',
    );
  });

  it('has nothing to say about an empty box or an applied voucher', () => {
    expect(voucherProblem({ kind: 'none' }, true)).toBeNull();
    expect(voucherProblem({ kind: 'applied', voucher: half }, true)).toBeNull();
  });
});
