import { describe, expect, it } from 'vitest';
import { withPromotion } from './promotion-query';

describe('withPromotion', () => {
  it('names the promotion on its page, encoded', () => {
    expect(withPromotion('/credit_card_signup', 'spring')).toBe(
      '/credit_card_signup?promotion=spring',
    );
    expect(withPromotion('/signup_validation', 'a b&c')).toBe(
      '/signup_validation?promotion=a%20b%26c',
    );
  });

  it('leaves the other pages’ calls as they are', () => {
    expect(withPromotion('/trial_signup', undefined)).toBe('/trial_signup');
    expect(withPromotion('/credit_card_signup', '')).toBe('/credit_card_signup');
  });
});
