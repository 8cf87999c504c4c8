// What the sign-up form offers for a variant and a price (docs/accounts.md): the submit
// button's text and the payment methods asked for.
import type { PaymentsConfig } from '@osce/shared/api';
import type { PaymentMethod } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { isFreePrice, offeredPaymentMethods } from '../../../components/checkout/payment-methods';

/** The three pages that share the form. */
export type SignupVariant = 'signup' | 'trial' | 'promotion';

/** The price after voucher of the chosen plan ('12.50'), or null while no plan is chosen. */
export type SignupPrice = string | null;

export function submitButtonText(variant: SignupVariant, price: SignupPrice): string {
  if (variant === 'trial') return messages.signupTrialButton;
  return isFreePrice(price) ? messages.subscriptionActivateButton : messages.signupPayButton;
}

/** The payment methods the sign-up form offers: none on the trial, else as for its price. */
export function paymentMethods(
  config: PaymentsConfig | undefined,
  variant: SignupVariant,
  price: SignupPrice,
): PaymentMethod[] {
  return variant === 'trial' ? [] : offeredPaymentMethods(config, price);
}

/** How the account is created: the call made after the details pass signup_validation. */
export type SignupPath = 'trial' | 'free' | 'card' | 'paypal';

export function signupPath(
  variant: SignupVariant,
  price: SignupPrice,
  method: PaymentMethod | undefined,
): SignupPath {
  if (variant === 'trial') return 'trial';
  if (isFreePrice(price)) return 'free';
  return method === 'paypal' ? 'paypal' : 'card';
}
