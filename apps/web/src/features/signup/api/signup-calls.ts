// The sign-up calls of spec section 7, in the order the form makes them: the details checked
// (signup_validation), then one of the four ways to create the account. Each answers 201 with
// `signupAnswerSchema` or refuses with the API's error shape (ApiError in the client).
import type { SignupAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';
import type {
  CardSignupPayload,
  FreeSignupPayload,
  PaypalOrderPayload,
  PaypalSignupPayload,
  SignupDetailsPayload,
  TrialSignupPayload,
} from '../utils/signup-payloads';

export function validateSignup(payload: SignupDetailsPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/signup_validation', payload);
}

export function cardSignup(payload: CardSignupPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/credit_card_signup', payload);
}

export function paypalSignup(payload: PaypalSignupPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/paypal_signup', payload);
}

export function freeSignup(payload: FreeSignupPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/free_subscription_signup', payload);
}

export function trialSignup(payload: TrialSignupPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/trial_signup', payload);
}

/** An order for the price after voucher; its id is what the PayPal button approves. */
export function createPaypalOrder(payload: PaypalOrderPayload): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/paypal/orders', payload);
}

/** Sandbox only: stands in for the buyer approving the order at PayPal. */
export function approveSandboxPaypalOrder(id: string): Promise<{ success: boolean }> {
  return apiPost<{ success: boolean }>(
    `/paypal/sandbox/orders/${encodeURIComponent(id)}/approve`,
    {},
  );
}
