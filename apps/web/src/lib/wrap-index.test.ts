import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('keeps an index inside the range', () => {
    expect(wrapIndex(2, 5)).toBe(2);
  });

  it('wraps past the last slide to the first', () => {
    expect(wrapIndex(5, 5)).toBe(0);
  });

  it('wraps before the first slide to the last', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('gives 0 for an empty carousel', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});
