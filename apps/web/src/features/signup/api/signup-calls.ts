// The sign-up calls (docs/accounts.md, 'API'), in the order the form makes them: the details checked
// (signup_validation), then one of the four ways to create the account. Each answers 201 with
// `signupAnswerSchema` or refuses with the API's error shape (ApiError in the client). On the
// promotion page they name the promotion, whose plans may then be bought.
import type { SignupAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';
import type {
  CardSignupPayload,
  FreeSignupPayload,
  PaypalSignupPayload,
  SignupDetailsPayload,
  TrialSignupPayload,
} from '../utils/signup-payloads';
import { withPromotion } from '../utils/promotion-query';

export function validateSignup(
  payload: SignupDetailsPayload,
  promotion?: string,
): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>(withPromotion('/signup_validation', promotion), payload);
}

export function cardSignup(payload: CardSignupPayload, promotion?: string): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>(withPromotion('/credit_card_signup', promotion), payload);
}

export function paypalSignup(
  payload: PaypalSignupPayload,
  promotion?: string,
): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>(withPromotion('/paypal_signup', promotion), payload);
}

export function freeSignup(payload: FreeSignupPayload, promotion?: string): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>(withPromotion('/free_subscription_signup', promotion), payload);
}

export function trialSignup(payload: TrialSignupPayload): Promise<SignupAnswer> {
  return apiPost<SignupAnswer>('/trial_signup', payload);
}
