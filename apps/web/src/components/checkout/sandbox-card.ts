// The sandbox card form: the test card typed, checked in the page, and turned into the token the
// sandbox gateway charges (the number itself never leaves the page).
import { messages } from '@osce/shared/messages';
import { sandboxCardToken } from '@osce/shared/sandbox-cards';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

/** Digits in groups of four, as printed on a card (at most 19 digits). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY, the slash added once the month is typed. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return messages.cardExpiryInvalid;
  const year = 2000 + Number(match[2]);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth)
    ? messages.cardExpired
    : undefined;
}

/** One field's text (for checks as the visitor leaves it), or undefined when it passes. */
export function cardFieldError(card: CardInput, field: CardField, now: Date): string | undefined {
  switch (field) {
    case 'number':
      if (card.number.trim() === '') return messages.cardRequired;
      return sandboxCardToken(card.number) ? undefined : messages.sandboxCardUnknown;
    case 'expiry':
      return expiryError(card.expiry, now);
    case 'cvc':
      return /^\d{3,4}$/.test(card.cvc.trim()) ? undefined : messages.cardCvcInvalid;
  }
}

export function sandboxCardErrors(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const text = cardFieldError(card, field, now);
    if (text) errors[field] = text;
  }
  return errors;
}
