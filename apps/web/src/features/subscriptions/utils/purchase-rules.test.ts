import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import {
  NO_PURCHASE,
  purchaseAction,
  purchaseErrors,
  purchaseHiddenReason,
  showsPaypalZeroNote,
} from './purchase-rules';

const list = (...statuses: SubscriptionStatus[]) => statuses.map((status) => ({ status }));

describe('purchaseHiddenReason', () => {
  it('shows the purchase section with no pending and fewer than two active', () => {
    expect(purchaseHiddenReason(list())).toBeNull();
    expect(purchaseHiddenReason(list('active'))).toBeNull();
    expect(purchaseHiddenReason(list('active', 'cancelled', 'expired', 'refunded'))).toBeNull();
  });

  it('hides it while a subscription is pending, with the spec text', () => {
    expect(purchaseHiddenReason(list('pending'))).toBe(messages.secondPending);
    expect(purchaseHiddenReason(list('cancelled', 'pending'))).toBe(messages.secondPending);
  });

  it('hides it with two active subscriptions', () => {
    expect(purchaseHiddenReason(list('active', 'active'))).toBe(messages.activeLimit);
  });
});

describe('purchaseAction', () => {
  it('activates at 0.00, whatever method was chosen before', () => {
    expect(purchaseAction('0.00', undefined)).toBe('free');
    expect(purchaseAction('0.00', 'paypal')).toBe('free');
    expect(purchaseAction('0.00', 'credit_card')).toBe('free');
  });

  it('shows the PayPal button for PayPal, the pay button otherwise', () => {
    expect(purchaseAction('29.99', 'paypal')).toBe('paypal');
    expect(purchaseAction('29.99', 'credit_card')).toBe('card');
    expect(purchaseAction('29.99', undefined)).toBe('card');
    expect(purchaseAction(null, undefined)).toBe('card');
  });

  it("says PayPal cannot take 0.00 only when PayPal was chosen and it's free", () => {
    expect(showsPaypalZeroNote('0.00', 'paypal')).toBe(true);
    expect(showsPaypalZeroNote('0.00', 'credit_card')).toBe(false);
    expect(showsPaypalZeroNote('9.99', 'paypal')).toBe(false);
  });
});

describe('purchaseErrors', () => {
  it('asks for a type, the terms box and (when asked) a payment method, with the spec texts', () => {
    expect(purchaseErrors(NO_PURCHASE, true)).toEqual({
      subscription_type: messages.subscriptionTypeRequired,
      terms_and_conditions: 'Please check the box to confirm you agree',
      payment_method: messages.paymentMethodRequired,
    });
    expect(purchaseErrors(NO_PURCHASE, false)).not.toHaveProperty('payment_method');
  });

  it('passes once everything is chosen', () => {
    const values = {
      subscription_type: '3',
      terms_and_conditions: true,
      payment_method: 'credit_card' as const,
    };
    expect(purchaseErrors(values, true)).toEqual({});
  });
});
