import { describe, expect, it } from 'vitest';
import {
  countdownText,
  DEFAULT_TIMING,
  formatMinutes,
  isTimingOption,
  isValidTiming,
  phaseDurationMs,
  PREVIEW_TIMING,
  saveTimingSchema,
  stationTimeText,
  TIMING_OPTIONS,
} from './timing.ts';
import type { StationArea } from './station-constants.ts';

describe('timing options and defaults (docs/station-run.md, Constants)', () => {
  it('offers reading 0-3, station 0 and 2-10, question 0-4 and feedback 0-10 minutes', () => {
    expect(TIMING_OPTIONS).toEqual({
      reading: [0, 1, 2, 3],
      station: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      question: [0, 1, 2, 3, 4],
      feedback: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(isTimingOption('station', 1)).toBe(false);
    expect(isTimingOption('station', 2)).toBe(true);
  });

  it('defaults to 2, 6, 2 and 2 minutes, and gives preview users a fixed 1, 6, 2 and 2', () => {
    expect(DEFAULT_TIMING).toEqual({ reading: 2, station: 6, question: 2, feedback: 2 });
    expect(PREVIEW_TIMING).toEqual({ reading: 1, station: 6, question: 2, feedback: 2 });
    expect(isValidTiming(DEFAULT_TIMING)).toBe(true);
    expect(isValidTiming(PREVIEW_TIMING)).toBe(true);
  });

  it('turns minutes into milliseconds, and the option 0 into one second', () => {
    expect(phaseDurationMs(6)).toBe(360_000);
    expect(phaseDurationMs(1)).toBe(60_000);
    expect(phaseDurationMs(0)).toBe(1_000);
  });
});

describe('saveTimingSchema (POST /user/save_timing)', () => {
  const fieldsRefused = (body: unknown) => {
    const result = saveTimingSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('saves every combination the setup step offers', () => {
    for (const phase of ['reading', 'station', 'question', 'feedback'] as const) {
      for (const minutes of TIMING_OPTIONS[phase]) {
        const body = { ...DEFAULT_TIMING, [phase]: minutes };
        expect(saveTimingSchema.parse(body), `${phase} ${minutes}`).toEqual(body);
      }
    }
  });

  it('refuses minutes that are not among the options, naming the field', () => {
    expect(fieldsRefused({ ...DEFAULT_TIMING, reading: 4 })).toEqual(['reading']);
    expect(fieldsRefused({ ...DEFAULT_TIMING, station: 1 })).toEqual(['station']);
    expect(fieldsRefused({ ...DEFAULT_TIMING, question: 5 })).toEqual(['question']);
    expect(fieldsRefused({ ...DEFAULT_TIMING, feedback: 11 })).toEqual(['feedback']);
    expect(fieldsRefused({ ...DEFAULT_TIMING, feedback: -1 })).toEqual(['feedback']);
    expect(fieldsRefused({ ...DEFAULT_TIMING, station: 2.5 })).toEqual(['station']);
  });

  it('refuses minutes sent as text or left out', () => {
    expect(fieldsRefused({ ...DEFAULT_TIMING, reading: '2' })).toEqual(['reading']);
    expect(fieldsRefused({ station: 6, question: 2, feedback: 2 })).toEqual(['reading']);
    expect(fieldsRefused(null)).toEqual(['reading', 'station', 'question', 'feedback']);
  });

  it('keeps only the four timings', () => {
    expect(saveTimingSchema.parse({ ...DEFAULT_TIMING, disabled: true })).toEqual(DEFAULT_TIMING);
  });
});

describe('countdownText', () => {
  it('shows minutes and seconds, reading 0:01 through the last second', () => {
    expect(countdownText(360_000)).toBe('6:00');
    expect(countdownText(359_001)).toBe('6:00');
    expect(countdownText(359_000)).toBe('5:59');
    expect(countdownText(61_000)).toBe('1:01');
    expect(countdownText(600_000)).toBe('10:00');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
  });

  it('shows ∞ when timing is disabled', () => {
    expect(countdownText(null)).toBe('∞');
  });
});

describe('station time text (docs/station-run.md, Constants)', () => {
  const tasks = (...areas: StationArea[]) => areas.map((station_area) => ({ station_area }));

  it('totals station and question minutes', () => {
    expect(stationTimeText(DEFAULT_TIMING, []).totalMinutes).toBe(8);
    expect(
      stationTimeText({ reading: 3, station: 10, question: 4, feedback: 10 }, []).totalMinutes,
    ).toBe(14);
  });

  it("divides an area's minutes among its tasks, with one decimal when not whole", () => {
    const { perTask } = stationTimeText(
      DEFAULT_TIMING,
      tasks(
        'reading',
        'station',
        'station',
        'station',
        'station',
        'question',
        'question',
        'question',
      ),
    );
    expect(perTask.map((t) => [t.index, t.area, t.minutesText])).toEqual([
      [0, 'reading', '2'],
      [1, 'station', '1.5'],
      [2, 'station', '1.5'],
      [3, 'station', '1.5'],
      [4, 'station', '1.5'],
      [5, 'question', '0.7'],
      [6, 'question', '0.7'],
      [7, 'question', '0.7'],
    ]);
    expect(perTask[5]!.minutes).toBeCloseTo(2 / 3);
  });

  it("shares station and question minutes among 'station/questions' tasks", () => {
    const { perTask } = stationTimeText(
      DEFAULT_TIMING,
      tasks('station/questions', 'station/questions', 'station/questions', 'feedback'),
    );
    expect(perTask.map((t) => t.minutesText)).toEqual(['2.7', '2.7', '2.7', '2']);
  });

  it('follows the chosen minutes, a phase set to 0 giving its tasks 0', () => {
    const { perTask } = stationTimeText(
      { reading: 0, station: 5, question: 0, feedback: 2 },
      tasks('reading', 'station', 'station', 'question'),
    );
    expect(perTask.map((t) => t.minutesText)).toEqual(['0', '2.5', '2.5', '0']);
  });

  it('shows a share that rounds to a whole number without a decimal', () => {
    expect(formatMinutes(3)).toBe('3');
    expect(formatMinutes(2.96)).toBe('3');
    expect(formatMinutes(0.25)).toBe('0.3');
    expect(formatMinutes(10 / 3)).toBe('3.3');
  });
});
