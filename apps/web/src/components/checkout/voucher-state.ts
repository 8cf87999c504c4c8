// The voucher box (docs/billing.md, 'Validation'): a code typed, then applied by the server, then
// applicable or not to the chosen plan (the plan's `applicable_vouchers` list). A plan change also
// sends the voucher to the server again (use-voucher.ts), whose answer has the last word.
import type { SubscriptionType, Voucher } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';

export interface VoucherState {
  /** What is in the box. */
  code: string;
  /** The voucher the server accepted for that code, until the code is changed or cleared. */
  applied: Voucher | null;
}

export const NO_VOUCHER: VoucherState = { code: '', applied: null };

export type VoucherStatus =
  | { kind: 'none' }
  /** A code is in the box but was not applied (or was changed after applying). */
  | { kind: 'typed' }
  | { kind: 'applied'; voucher: Voucher }
  /** Applied, but the chosen plan does not take it. */
  | { kind: 'wrong-plan'; voucher: Voucher };

function sameCode(typed: string, applied: string): boolean {
  return typed.trim().toLowerCase() === applied.trim().toLowerCase();
}

export function voucherStatus(
  state: VoucherState,
  plan: Pick<SubscriptionType, 'applicable_vouchers'> | null,
): VoucherStatus {
  if (state.code.trim() === '') return { kind: 'none' };
  const voucher = state.applied;
  if (!voucher || !sameCode(state.code, voucher.code)) return { kind: 'typed' };
  if (plan && !plan.applicable_vouchers.includes(voucher.id)) {
    return { kind: 'wrong-plan', voucher };
  }
  return { kind: 'applied', voucher };
}

/** The voucher that lowers the price and goes with the sign-up, if any. */
export function effectiveVoucher(status: VoucherStatus): Voucher | null {
  return status.kind === 'applied' ? status.voucher : null;
}

/**
 * The text under the voucher box that stops the sign-up: a plan that does not take the voucher at
 * once, a code not applied once the visitor has tried to sign up. The subscriptions page words the
 * second its own way (docs/billing.md, 'Validation'), so it passes its text.
 */
export function voucherProblem(
  status: VoucherStatus,
  submitAttempted: boolean,
  notAppliedText: string = messages.voucherNotApplied,
): string | null {
  if (status.kind === 'wrong-plan') return messages.voucherWrongPlan;
  if (status.kind === 'typed' && submitAttempted) return notAppliedText;
  return null;
}
