import { describe, expect, it } from 'vitest';
import type { PaymentsConfig } from '@osce/shared/api';
import { isFreePrice, offeredPaymentMethods } from '../../../components/checkout/payment-methods';
import { paymentMethods, signupPath, submitButtonText } from './signup-options';

const both: PaymentsConfig = {
  card: { provider: 'sandbox' },
  paypal: { provider: 'sandbox' },
  social_login: false,
};

describe('submitButtonText', () => {
  it('reads Activate Trial on the trial, whatever the price', () => {
    expect(submitButtonText('trial', null)).toBe('Activate Trial');
    expect(submitButtonText('trial', '0.00')).toBe('Activate Trial');
  });

  it('reads Activate Subscription when the price is 0.00, Sign Up and Pay otherwise', () => {
    expect(submitButtonText('signup', '0.00')).toBe('Activate Subscription');
    expect(submitButtonText('promotion', '0.00')).toBe('Activate Subscription');
    expect(submitButtonText('signup', '0.01')).toBe('Sign Up and Pay');
    expect(submitButtonText('signup', null)).toBe('Sign Up and Pay');
  });
});

describe('isFreePrice', () => {
  it('is free only for a chosen plan at 0.00', () => {
    expect(isFreePrice('0.00')).toBe(true);
    expect(isFreePrice('9.99')).toBe(false);
    expect(isFreePrice(null)).toBe(false);
  });
});

describe('offeredPaymentMethods', () => {
  it('offers what the server has for a price, nothing at 0.00 (the subscriptions page too)', () => {
    expect(offeredPaymentMethods(both, '49.00')).toEqual(['credit_card', 'paypal']);
    expect(offeredPaymentMethods(both, null)).toEqual(['credit_card', 'paypal']);
    expect(offeredPaymentMethods(both, '0.00')).toEqual([]);
  });
});

describe('paymentMethods', () => {
  it('offers the card, and PayPal only when the server has a PayPal provider', () => {
    expect(paymentMethods(both, 'signup', '49.00')).toEqual(['credit_card', 'paypal']);
    expect(paymentMethods({ ...both, paypal: null }, 'signup', '49.00')).toEqual(['credit_card']);
    expect(
      paymentMethods(
        {
          card: { provider: 'stripe', publishableKey: 'pk_test_x' },
          paypal: { provider: 'paypal', clientId: 'abc', environment: 'sandbox' },
          social_login: true,
        },
        'promotion',
        null,
      ),
    ).toEqual(['credit_card', 'paypal']);
  });

  it('offers nothing on the trial, at 0.00, or before the config has loaded', () => {
    expect(paymentMethods(both, 'trial', '49.00')).toEqual([]);
    expect(paymentMethods(both, 'signup', '0.00')).toEqual([]);
    expect(paymentMethods(undefined, 'signup', '49.00')).toEqual([]);
  });
});

describe('signupPath', () => {
  it('takes the trial call on the trial and the free call at 0.00, whatever the method', () => {
    expect(signupPath('trial', null, undefined)).toBe('trial');
    expect(signupPath('signup', '0.00', 'paypal')).toBe('free');
    expect(signupPath('promotion', '0.00', undefined)).toBe('free');
  });

  it('takes the chosen payment method otherwise', () => {
    expect(signupPath('signup', '49.00', 'credit_card')).toBe('card');
    expect(signupPath('promotion', '49.00', 'paypal')).toBe('paypal');
  });
});
