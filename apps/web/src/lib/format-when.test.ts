import { describe, expect, it } from 'vitest';
import { formatDay, formatWhen } from './format-when';

// 26 November 2026, 01:23 wherever the test runs: the helpers show the browser's own zone.
const moment = new Date(2026, 10, 26, 1, 23).toISOString();

describe('formatWhen', () => {
  it('shows the day, the month, the year and the minute', () => {
    expect(formatWhen(moment)).toBe('26 Nov 2026, 01:23');
  });

  it("shows a missing time as the screen's text for none", () => {
    expect(formatWhen(null)).toBe('');
    expect(formatWhen(undefined, '—')).toBe('—');
  });

  it('shows a text that is no date as it is', () => {
    expect(formatWhen('soon')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('shows the day alone', () => {
    expect(formatDay(moment)).toBe('26 Nov 2026');
  });

  it("shows a missing day as the screen's text for none", () => {
    expect(formatDay(null, '—')).toBe('—');
  });
});
