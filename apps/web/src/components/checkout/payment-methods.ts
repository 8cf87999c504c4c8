// The payment methods offered for a price (docs/billing.md), on sign-up and on the subscriptions page.
import type { PaymentsConfig } from '@osce/shared/api';
import type { PaymentMethod } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { isFree } from '@osce/shared/price';

/** True for a chosen plan whose price after voucher is 0.00; null is no plan chosen yet. */
export function isFreePrice(price: string | null): boolean {
  return price !== null && isFree(price);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: messages.paymentMethodCard,
  paypal: messages.paymentMethodPaypal,
};

/**
 * The payment methods to offer for a price: none at 0.00; the card when the server has a card
 * provider, PayPal when it has a PayPal one. Sign-up and the subscriptions page both ask this.
 */
export function offeredPaymentMethods(
  config: PaymentsConfig | undefined,
  price: string | null,
): PaymentMethod[] {
  if (!config || isFreePrice(price)) return [];
  const methods: PaymentMethod[] = [];
  if (config.card) methods.push('credit_card');
  if (config.paypal) methods.push('paypal');
  return methods;
}
