import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import {
  cardFieldError,
  formatCardNumber,
  formatExpiry,
  sandboxCardErrors,
  type CardInput,
} from './sandbox-card';

const now = new Date(2026, 4, 15); // May 2026
const good: CardInput = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('formatCardNumber and formatExpiry', () => {
  it('groups the digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 ')).toBe('4242');
  });

  it('adds the slash once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
  });
});

describe('sandboxCardErrors', () => {
  it('passes the two test cards', () => {
    expect(sandboxCardErrors(good, now)).toEqual({});
    expect(sandboxCardErrors({ ...good, number: '4000000000000002' }, now)).toEqual({});
  });

  it('asks for a test card number for any other number, and for card details when empty', () => {
    expect(cardFieldError({ ...good, number: '4111 1111 1111 1111' }, 'number', now)).toBe(
      messages.sandboxCardUnknown,
    );
    expect(cardFieldError({ ...good, number: ' ' }, 'number', now)).toBe(messages.cardRequired);
  });

  it('checks the expiry month and that it has not passed', () => {
    expect(cardFieldError({ ...good, expiry: '13/30' }, 'expiry', now)).toBe(
      messages.cardExpiryInvalid,
    );
    expect(cardFieldError({ ...good, expiry: '1230' }, 'expiry', now)).toBe(
      messages.cardExpiryInvalid,
    );
    expect(cardFieldError({ ...good, expiry: '04/26' }, 'expiry', now)).toBe(messages.cardExpired);
    expect(cardFieldError({ ...good, expiry: '05/26' }, 'expiry', now)).toBeUndefined();
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(cardFieldError({ ...good, cvc: '12' }, 'cvc', now)).toBe(messages.cardCvcInvalid);
    expect(cardFieldError({ ...good, cvc: '1234' }, 'cvc', now)).toBeUndefined();
  });
});
