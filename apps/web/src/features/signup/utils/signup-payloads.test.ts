import { describe, expect, it } from 'vitest';
import {
  cardPayload,
  detailsPayload,
  freePayload,
  paypalOrderPayload,
  paypalPayload,
  trialPayload,
} from './signup-payloads';
import type { SignupFormInput } from './signup-values';

const input: SignupFormInput = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob: '10/12/1995',
  email: 'ada@example.com',
  email_confirm: 'ada@example.com',
  country_id: 1,
  state_id: 10,
  medical_school_id: 'other',
  medical_school_other: 'St Elsewhere',
  graduation_year: 2030,
  username: 'ada',
  password1: 'Secret1',
  password2: 'Secret1',
  subscription_type_id: 5,
  voucher: 7,
  terms_and_conditions: true,
  terms_checked: 3,
  email_opt_in: true,
  payment_method: 'credit_card',
  country: 'US',
  captcha: 'solved',
};

describe('sign-up payloads', () => {
  it('checks the details without payment or captcha', () => {
    const details = detailsPayload(input);
    expect(details).not.toHaveProperty('captcha');
    expect(details).not.toHaveProperty('payment_method');
    expect(details).toMatchObject({
      dob: '10/12/1995',
      country_id: 1,
      medical_school_id: 'other',
      graduation_year: 2030,
      subscription_type_id: 5,
      voucher: 7,
      terms_checked: 3,
    });
  });

  it('sends the card token, never a card number', () => {
    const body = cardPayload(input, 'tok_visa');
    expect(body).toMatchObject({
      payment_method: 'credit_card',
      token_id: 'tok_visa',
      captcha: 'solved',
      subscription_type_id: 5,
      voucher: 7,
    });
    expect(JSON.stringify(body)).not.toMatch(/4242/);
  });

  it('sends the approved PayPal order as paypal_reference', () => {
    expect(paypalPayload(input, 'ORDER-1')).toMatchObject({
      payment_method: 'paypal',
      paypal_reference: 'ORDER-1',
      captcha: 'solved',
    });
  });

  it('sends the voucher id with the free sign-up, and no payment method', () => {
    const body = freePayload(input);
    expect(body.voucher).toBe(7);
    expect(body).not.toHaveProperty('payment_method');
    expect(body.captcha).toBe('solved');
  });

  it('sends neither plan nor voucher with the trial', () => {
    const body = trialPayload(input);
    expect(body).not.toHaveProperty('subscription_type_id');
    expect(body).not.toHaveProperty('voucher');
    expect(body).toMatchObject({ username: 'ada', captcha: 'solved', terms_checked: 3 });
  });

  it('orders PayPal for the plan, the voucher and the country', () => {
    expect(paypalOrderPayload(input)).toEqual({
      subscription_type_id: 5,
      voucher: 7,
      country: 'US',
    });
  });
});
