// The body of each sign-up call (docs/accounts.md, 'API') from the checked form input.
// Only what a call reads goes in it: no captcha to signup_validation (a payload is spent once
// used), no plan or voucher to the trial, never a card number (only the provider's token).
import type { PaypalOrderPayload } from '../../../api/paypal-orders';
import type { SignupFormInput } from './signup-values';

/** Every sign-up field, without payment and captcha: what signup_validation checks. */
export type SignupDetailsPayload = Omit<SignupFormInput, 'payment_method' | 'captcha'>;
export type CardSignupPayload = SignupDetailsPayload & {
  payment_method: 'credit_card';
  token_id: string;
  captcha: string;
};
export type PaypalSignupPayload = SignupDetailsPayload & {
  payment_method: 'paypal';
  paypal_reference: string;
  captcha: string;
};
export type FreeSignupPayload = SignupDetailsPayload & { captcha: string };
export type TrialSignupPayload = Omit<SignupDetailsPayload, 'subscription_type_id' | 'voucher'> & {
  captcha: string;
};
export type { PaypalOrderPayload };

export function detailsPayload(input: SignupFormInput): SignupDetailsPayload {
  const { payment_method: _method, captcha: _captcha, ...details } = input;
  return details;
}

export function cardPayload(input: SignupFormInput, tokenId: string): CardSignupPayload {
  return {
    ...detailsPayload(input),
    payment_method: 'credit_card',
    token_id: tokenId,
    captcha: input.captcha,
  };
}

export function paypalPayload(input: SignupFormInput, reference: string): PaypalSignupPayload {
  return {
    ...detailsPayload(input),
    payment_method: 'paypal',
    paypal_reference: reference,
    captcha: input.captcha,
  };
}

/** The applied voucher goes with it (the server refuses a free sign-up without one). */
export function freePayload(input: SignupFormInput): FreeSignupPayload {
  return { ...detailsPayload(input), captcha: input.captcha };
}

export function trialPayload(input: SignupFormInput): TrialSignupPayload {
  const { subscription_type_id: _plan, voucher: _voucher, ...details } = detailsPayload(input);
  return { ...details, captcha: input.captcha };
}

export function paypalOrderPayload(input: SignupFormInput): PaypalOrderPayload {
  return {
    subscription_type_id: input.subscription_type_id,
    voucher: input.voucher,
    country: input.country,
  };
}
