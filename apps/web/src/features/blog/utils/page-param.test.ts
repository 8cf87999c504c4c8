import { describe, expect, it } from 'vitest';
import { parsePageParam } from './page-param';

describe('parsePageParam', () => {
  it('reads a page number', () => {
    expect(parsePageParam('3')).toBe(3);
  });

  it('falls back to page 1 when missing or not a positive whole number', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('two')).toBe(1);
  });
});
