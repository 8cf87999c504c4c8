import { describe, expect, it } from 'vitest';
import { sandboxCardToken } from './sandbox-cards.ts';

describe('sandboxCardToken', () => {
  it("maps Stripe's test card numbers to the tokens the sandbox gateway accepts", () => {
    expect(sandboxCardToken('4242424242424242')).toBe('tok_visa');
    expect(sandboxCardToken('4000000000000002')).toBe('tok_chargeDeclined');
  });

  it('ignores the spaces a card form groups digits with', () => {
    expect(sandboxCardToken('4242 4242 4242 4242')).toBe('tok_visa');
    expect(sandboxCardToken(' 4000 0000 0000 0002 ')).toBe('tok_chargeDeclined');
  });

  it('has no token for any other number', () => {
    expect(sandboxCardToken('4111111111111111')).toBeNull();
    expect(sandboxCardToken('424242424242424')).toBeNull();
    expect(sandboxCardToken('')).toBeNull();
    expect(sandboxCardToken('toString')).toBeNull();
  });
});
