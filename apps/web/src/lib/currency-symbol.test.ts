import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency-symbol';

describe('currencySymbol', () => {
  it('shows dollars for USD and AUD', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('AUD')).toBe('$');
  });

  it('shows pounds for GBP', () => {
    expect(currencySymbol('GBP')).toBe('£');
  });
});
