import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './dates.ts';

describe('formatDisplayDate', () => {
  it('shows an ISO date as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2024-03-07')).toBe('07/03/2024');
  });

  it('keeps the calendar day of a timestamp as written, whatever the time zone', () => {
    expect(formatDisplayDate('2024-12-31T23:30:00-05:00')).toBe('31/12/2024');
  });

  it('formats a Date in UTC', () => {
    expect(formatDisplayDate(new Date(Date.UTC(2025, 0, 5, 12)))).toBe('05/01/2025');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDisplayDate('not a date')).toBe('');
  });
});

describe('parseDisplayDate', () => {
  it('turns DD/MM/YYYY into YYYY-MM-DD', () => {
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses days that do not exist', () => {
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2024')).toBeNull();
  });

  it('refuses other shapes', () => {
    expect(parseDisplayDate('2024-02-29')).toBeNull();
    expect(parseDisplayDate('1/2/2024')).toBeNull();
  });
});
