import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { diverseContentText } from './feature-blurbs';

describe('the home page count of stations', () => {
  it('says the library count once it has arrived', () => {
    expect(diverseContentText(1234)).toBe(
      '1,234 stations span medicine, surgery, paediatrics, psychiatry, obstetrics and more, across every core skill.',
    );
  });

  it('makes the point without a number while loading, on an error, or with fewer than two', () => {
    for (const count of [undefined, 0, 1]) {
      expect(diverseContentText(count)).toBe(messages.homeStationsSpan);
      expect(diverseContentText(count)).not.toMatch(/\{|hundreds/);
    }
  });
});
