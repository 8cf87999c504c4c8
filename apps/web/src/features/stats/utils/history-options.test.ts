import { describe, expect, it } from 'vitest';
import {
  attemptOptions,
  chosenMarking,
  formatAttemptDate,
  parseStationParam,
  type Marking,
} from './history-options';

/** A marking made at a local date and time, so the expected labels hold in any time zone. */
function marking(id: number, at: Date): Marking {
  return {
    id,
    created: at.toISOString(),
    mark: 50,
    scores: [],
    global_score: 0,
    notes: { notes: '', examiner_notes: '' },
  };
}

describe('the history select’s labels', () => {
  it('reads DD/MM/YYYY HH:mm in the member’s time zone, zero-padded', () => {
    expect(formatAttemptDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
    expect(formatAttemptDate(new Date(2026, 10, 23, 23, 59).toISOString())).toBe(
      '23/11/2026 23:59',
    );
    expect(formatAttemptDate('not a date')).toBe('');
  });

  it('lists the attempts newest first, the same minute by the later marking', () => {
    const markings = [
      marking(1, new Date(2026, 8, 1, 10, 0)),
      marking(3, new Date(2026, 10, 2, 14, 30)),
      marking(2, new Date(2026, 10, 2, 14, 30)),
      marking(4, new Date(2026, 9, 15, 8, 5)),
    ];
    expect(attemptOptions(markings)).toEqual([
      { id: 3, label: '02/11/2026 14:30' },
      { id: 2, label: '02/11/2026 14:30' },
      { id: 4, label: '15/10/2026 08:05' },
      { id: 1, label: '01/09/2026 10:00' },
    ]);
  });

  it('shows the chosen attempt, else the newest one', () => {
    const markings = [marking(1, new Date(2026, 8, 1)), marking(2, new Date(2026, 9, 1))];
    expect(chosenMarking(markings, 1)?.id).toBe(1);
    expect(chosenMarking(markings, null)?.id).toBe(2);
    expect(chosenMarking(markings, 99)?.id).toBe(2);
    expect(chosenMarking([], null)).toBeUndefined();
  });
});

describe('the ?station= parameter', () => {
  it('is a station id or nothing', () => {
    expect(parseStationParam('42')).toBe(42);
    expect(parseStationParam(null)).toBeNull();
    for (const bad of ['', '0', '-1', '1.5', 'abc', '12abc', '99999999999']) {
      expect(parseStationParam(bad), bad).toBeNull();
    }
  });
});
