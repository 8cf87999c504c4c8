// The test cards the sandbox card form accepts, named as in Stripe's test mode. The page turns the
// number typed into the token the sandbox card gateway charges, so a sandbox sign-up behaves like
// a Stripe test-mode one without a network.

/** The tokens the sandbox card gateway knows; any other source is refused. */
export const SANDBOX_CARD_TOKENS = {
  /** The charge succeeds. */
  visa: 'tok_visa',
  /** The issuer declines the charge ('Your card was declined.'). */
  declined: 'tok_chargeDeclined',
} as const;

const tokenByCardNumber: ReadonlyMap<string, string> = new Map([
  ['4242424242424242', SANDBOX_CARD_TOKENS.visa],
  ['4000000000000002', SANDBOX_CARD_TOKENS.declined],
]);

/** The sandbox token for a test card number (spaces ignored), or null for any other number. */
export function sandboxCardToken(cardNumber: string): string | null {
  return tokenByCardNumber.get(cardNumber.replace(/\s+/g, '')) ?? null;
}
