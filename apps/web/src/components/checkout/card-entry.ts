// What the form asks of a card entry, whichever provider draws it (sandbox fields or Stripe's
// card element): show what is wrong, and turn the card into the token the server charges.

export interface CardEntryHandle {
  /** Shows the card's errors and tells whether a token can be asked for. */
  check: () => boolean;
  /** The token_id for credit_card_signup, or null once the reason is shown under the card. */
  getToken: () => Promise<string | null>;
  focus: () => void;
}
