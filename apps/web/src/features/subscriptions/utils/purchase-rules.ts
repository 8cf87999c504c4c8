// What the purchase section shows (docs/billing.md): whether it shows at all, which button
// completes the purchase for the price and method, and what stops it.
import type { PaymentMethod } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { isFree } from '@osce/shared/price';
import { purchaseRefusal, type MemberSubscription } from '@osce/shared/schemas/billing';

/**
 * Why the purchase section is hidden, as the member reads it, or null when it shows: it shows only
 * with no pending subscription and fewer than two active ones.
 */
export function purchaseHiddenReason(
  subscriptions: readonly Pick<MemberSubscription, 'status'>[],
): string | null {
  const refusal = purchaseRefusal(subscriptions.map((s) => s.status));
  if (refusal === 'pending') return messages.secondPending;
  if (refusal === 'active') return messages.activeLimit;
  return null;
}

/**
 * How the purchase completes: 'free' (Activate Subscription) at 0.00, where no payment method is
 * asked for; 'paypal' (the PayPal button in place of a submit button) when PayPal is chosen;
 * otherwise 'card' (the pay button), also before a plan or method is chosen, so pressing it says
 * what is missing.
 */
export type PurchaseAction = 'free' | 'paypal' | 'card';

export function purchaseAction(
  price: string | null,
  method: PaymentMethod | undefined,
): PurchaseAction {
  if (price !== null && isFree(price)) return 'free';
  return method === 'paypal' ? 'paypal' : 'card';
}

/** The spec's PayPal-at-zero note: PayPal was chosen, then a voucher brought the price to 0.00. */
export function showsPaypalZeroNote(price: string | null, method: PaymentMethod | undefined) {
  return method === 'paypal' && purchaseAction(price, method) === 'free';
}

export interface PurchaseValues {
  /** The chosen plan's id, as the radio holds it ('' for none). */
  subscription_type: string;
  terms_and_conditions: boolean;
  payment_method: PaymentMethod | undefined;
}

export type PurchaseField = keyof PurchaseValues;
export type PurchaseErrors = Partial<Record<PurchaseField, string>>;

export const NO_PURCHASE: PurchaseValues = {
  subscription_type: '',
  terms_and_conditions: false,
  payment_method: undefined,
};

/** The form's own checks (docs/billing.md, 'Validation'); the payment method only when asked. */
export function purchaseErrors(values: PurchaseValues, askPaymentMethod: boolean): PurchaseErrors {
  const errors: PurchaseErrors = {};
  if (values.subscription_type === '') errors.subscription_type = messages.subscriptionTypeRequired;
  if (!values.terms_and_conditions) errors.terms_and_conditions = messages.termsCheckboxRequired;
  if (askPaymentMethod && !values.payment_method) {
    errors.payment_method = messages.paymentMethodRequired;
  }
  return errors;
}
