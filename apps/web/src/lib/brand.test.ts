import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@osce/shared/constants';
import { resolveBrand } from './brand';

describe('resolveBrand', () => {
  it('uses the brand the server wrote into the page', () => {
    expect(resolveBrand('Clinic Coach')).toBe('Clinic Coach');
  });

  it('falls back to the default brand when the placeholder was not replaced', () => {
    expect(resolveBrand('__BRAND_NAME__')).toBe(DEFAULT_BRAND);
  });

  it('falls back to the default brand when the meta is missing or empty', () => {
    expect(resolveBrand(undefined)).toBe(DEFAULT_BRAND);
    expect(resolveBrand('   ')).toBe(DEFAULT_BRAND);
  });
});
