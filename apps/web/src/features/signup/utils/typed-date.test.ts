import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from '@osce/shared/dates';
import { formatTypedDate } from './typed-date';

describe('formatTypedDate', () => {
  it('adds the slashes of DD/MM/YYYY as the digits are typed', () => {
    expect(formatTypedDate('1')).toBe('1');
    expect(formatTypedDate('10')).toBe('10');
    expect(formatTypedDate('101')).toBe('10/1');
    expect(formatTypedDate('10121')).toBe('10/12/1');
    expect(formatTypedDate('10121995')).toBe('10/12/1995');
  });

  it('keeps a date typed with its slashes, and stops at eight digits', () => {
    expect(formatTypedDate('10/12/1995')).toBe('10/12/1995');
    expect(formatTypedDate('10/12/19951')).toBe('10/12/1995');
    expect(parseDisplayDate(formatTypedDate('01021990'))).toBe('1990-02-01');
  });

  it('lets a slash be deleted (the digits before it stay)', () => {
    expect(formatTypedDate('10/')).toBe('10');
    expect(formatTypedDate('')).toBe('');
  });
});
