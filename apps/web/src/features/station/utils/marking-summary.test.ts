import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { checkboxId, markFor, markSubmissionSchema } from '@osce/shared/stations/scoring';
import { markPayload } from './mark-payload';
import {
  formatMark,
  NO_MARKING_ANSWERS,
  summariseMarking,
  type MarkingAnswers,
} from './marking-summary';

const guide = [
  { id: 11, max_marks: 2 },
  { id: 12, max_marks: 1 },
  { id: 13, max_marks: 2 },
];

const answers = (overrides: Partial<MarkingAnswers>): MarkingAnswers => ({
  ...NO_MARKING_ANSWERS,
  ...overrides,
});

describe('the marking summary', () => {
  it('starts at zero out of the sum of max_marks plus 5', () => {
    const summary = summariseMarking(NO_MARKING_ANSWERS, guide);
    expect(summary).toMatchObject({
      maximum: 10,
      recordedTotal: 0,
      shownTotal: 0,
      recordedMark: 0,
      shownBand: 'low',
      hasErrors: false,
    });
    expect(summary.scores).toEqual([
      { guide_id: 11, points: 0 },
      { guide_id: 12, points: 0 },
      { guide_id: 13, points: 0 },
    ]);
  });

  it('adds ticked boxes and the global score, and bands the mark out of 100', () => {
    const ticked = new Set([checkboxId(11, 0), checkboxId(11, 1), checkboxId(13, 0)]);
    const summary = summariseMarking(answers({ ticked, globalScore: '4' }), guide);
    expect(summary.recordedTotal).toBe(7);
    expect(summary.shownTotal).toBe(7);
    expect(summary.recordedMark).toBe(70);
    expect(summary.shownBand).toBe('high');
    expect(summary.scores.map((s) => s.points)).toEqual([2, 0, 1]);
  });

  it('counts an empty global score as 0 and refuses anything but a whole number 0 to 5', () => {
    expect(
      summariseMarking(answers({ globalScore: '  ' }), guide).globalScoreError,
    ).toBeUndefined();
    for (const typed of ['6', '-1', '2.5', 'two']) {
      const summary = summariseMarking(answers({ globalScore: typed }), guide);
      expect(summary.globalScoreError, typed).toBe(messages.markingGlobalScoreInvalid);
      expect(summary.globalScore).toBe(0);
      expect(summary.hasErrors).toBe(true);
    }
    expect(summariseMarking(answers({ globalScore: '5' }), guide).recordedTotal).toBe(5);
  });

  it('shows a typed cumulative total instead of the ticked one, and records the ticked one', () => {
    const ticked = new Set([checkboxId(12, 0)]);
    const summary = summariseMarking(answers({ ticked, cumulativeTotal: '5' }), guide);
    expect(summary.typedTotal).toBe(5);
    expect(summary.shownTotal).toBe(5);
    expect(summary.shownMark).toBe(50);
    expect(summary.shownBand).toBe('medium');
    expect(summary.recordedTotal).toBe(1);
    expect(summary.recordedMark).toBe(10);
  });

  it('refuses a cumulative total above the total available', () => {
    const summary = summariseMarking(answers({ cumulativeTotal: '11' }), guide);
    expect(summary.cumulativeTotalError).toBe(
      messages.markingCumulativeInvalid.replace('{maximum}', '10'),
    );
    expect(summary.shownTotal).toBe(0);
    expect(summary.hasErrors).toBe(true);
    expect(summariseMarking(answers({ cumulativeTotal: '10' }), guide).hasErrors).toBe(false);
  });

  it('ignores ticks of other stations and past an item’s max_marks', () => {
    const ticked = new Set([checkboxId(12, 1), checkboxId(99, 0), 'junk']);
    expect(summariseMarking(answers({ ticked }), guide).recordedTotal).toBe(0);
  });

  it('gives 5 available marks, the global score, to a station without a marking guide', () => {
    const summary = summariseMarking(answers({ globalScore: '3' }), []);
    expect(summary.maximum).toBe(5);
    expect(summary.recordedMark).toBe(60);
  });

  it('formats marks with a decimal only when they have one', () => {
    expect(formatMark(70)).toBe('70');
    expect(formatMark(66.7)).toBe('66.7');
  });
});

describe('the mark payload', () => {
  it('sends exactly markFor of the scores, and passes the shared submission schema', () => {
    const ticked = new Set([checkboxId(11, 0), checkboxId(13, 1)]);
    const summary = summariseMarking(
      answers({ ticked, globalScore: '1', cumulativeTotal: '9' }),
      guide,
    );
    const payload = markPayload(summary, 'Missed the red flags', 'complete');
    expect(payload.mark).toBe(markFor(payload.scores, payload.global_score, guide));
    expect(payload.mark).toBe(30);
    const parsed = markSubmissionSchema.parse(payload);
    expect(parsed).toMatchObject({
      status: 'complete',
      notes: 'Missed the red flags',
      global_score: 1,
    });
  });
});
