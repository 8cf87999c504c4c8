import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { signupFailureTexts, type FailedCall } from './signup-failure';

const brand = 'OSCE Studio';
const failed = (overrides: Partial<FailedCall>): FailedCall => ({
  status: 422,
  message: 'Please check the highlighted fields.',
  errors: [],
  fields: {},
  ...overrides,
});

describe('signupFailureTexts', () => {
  it('keeps the field texts, naming terms_checked as the terms box', () => {
    const texts = signupFailureTexts(
      'validation',
      failed({
        errors: [messages.emailTaken, messages.termsOutdated],
        fields: { email: messages.emailTaken, terms_checked: messages.termsOutdated },
      }),
      { brand },
    );
    expect(texts.fields).toEqual({
      email: messages.emailTaken,
      terms_and_conditions: messages.termsOutdated,
    });
    expect(texts.errors).toEqual([messages.emailTaken, messages.termsOutdated]);
  });

  it("shows a declined card's message above the form", () => {
    const declined = 'Your card was declined.';
    const texts = signupFailureTexts('card', failed({ status: 402, message: declined }), { brand });
    expect(texts).toEqual({ fields: {}, errors: [declined] });
  });

  it('shows the server message of a 429', () => {
    const texts = signupFailureTexts(
      'card',
      failed({ status: 429, message: messages.tooManyRequests }),
      { brand },
    );
    expect(texts.errors).toEqual([messages.tooManyRequests]);
  });

  it('falls back to the spec text when the trial or the free sign-up breaks', () => {
    const broken = failed({ status: 500, message: messages.serverError });
    const expected = `Sorry, something went wrong. Please contact ${brand} directly.`;
    expect(signupFailureTexts('trial', broken, { brand }).errors).toEqual([expected]);
    expect(signupFailureTexts('free', broken, { brand }).errors).toEqual([expected]);
  });

  it('names the PayPal reference when the PayPal sign-up breaks', () => {
    const texts = signupFailureTexts('paypal', failed({ status: 0, message: 'offline' }), {
      brand,
      paypalReference: 'ORDER-42',
    });
    expect(texts.errors[0]).toContain('ORDER-42');
    expect(texts.errors[0]).toContain(brand);
  });

  it("keeps the server's own PayPal refusal, which already names the reference", () => {
    const refusal = 'Sorry, something went wrong. Please contact X directly, quoting ORDER-1.';
    const texts = signupFailureTexts('paypal', failed({ status: 402, message: refusal }), {
      brand,
      paypalReference: 'ORDER-1',
    });
    expect(texts.errors).toEqual([refusal]);
  });
});
