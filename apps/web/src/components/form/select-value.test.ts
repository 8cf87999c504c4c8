import { describe, expect, it } from 'vitest';
import { selectedNumber } from './select-value';

describe('selectedNumber', () => {
  it('reads a select value as a whole number, the empty choice as undefined', () => {
    expect(selectedNumber('12')).toBe(12);
    expect(selectedNumber('')).toBeUndefined();
    expect(selectedNumber('other')).toBeUndefined();
    expect(selectedNumber('1.5')).toBeUndefined();
  });

  it('refuses a number too large to be an id', () => {
    expect(selectedNumber('99999999999999999999')).toBeUndefined();
  });
});
