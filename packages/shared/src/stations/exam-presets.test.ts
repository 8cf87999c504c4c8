import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  saveExamPresetSchema,
  saveStationTimingSchema,
  clearStationTimingSchema,
} from '../schemas/study.ts';
import {
  EXAM_PRESET_IDS,
  EXAM_PRESETS,
  PLAB2_PRESET,
  startingTiming,
  timingSourceOf,
  timingSourceText,
  UKMLA_CPSA_PRESET,
} from './exam-presets.ts';
import { TIMED_PHASES } from './roles.ts';
import { DEFAULT_TIMING, isTimingOption, PREVIEW_TIMING } from './timing.ts';

const saved = { reading: 3, station: 10, question: 4, feedback: 5 };
const recommended = { reading: 1, station: 10, question: 2, feedback: 3 };
const preferred = { reading: 0, station: 5, question: 1, feedback: 1 };

describe('exam presets (docs/station-run.md, Timing a version 2 station)', () => {
  it('uses only minutes the setup step offers', () => {
    for (const id of EXAM_PRESET_IDS) {
      for (const phase of TIMED_PHASES) {
        expect(isTimingOption(phase, EXAM_PRESETS[id].minutes[phase])).toBe(true);
      }
    }
  });

  it('PLAB 2: 8 minutes in the room (6 + 2), reading 1.5 rounded up to 2', () => {
    expect(PLAB2_PRESET.minutes).toEqual({ reading: 2, station: 6, question: 2, feedback: 2 });
    expect(PLAB2_PRESET.minutes.station + PLAB2_PRESET.minutes.question).toBe(8);
    expect(PLAB2_PRESET.label).toBe('PLAB 2 (8 minutes)');
    expect(PLAB2_PRESET.note).toMatch(/1\.5 minutes/);
  });

  it('UKMLA CPSA: a typical 8-minute station, said to vary by school', () => {
    expect(UKMLA_CPSA_PRESET.minutes).toEqual({
      reading: 1,
      station: 6,
      question: 2,
      feedback: 2,
    });
    expect(UKMLA_CPSA_PRESET.label).toBe('UKMLA CPSA / finals (typical 8 minutes)');
    expect(UKMLA_CPSA_PRESET.note).toMatch(/own CPSA/);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(PLAB2_PRESET.minutes)).toBe(true);
    expect(Object.isFrozen(EXAM_PRESETS)).toBe(true);
  });
});

describe('startingTiming: station saved, then preset, then recommended, then preferred', () => {
  it('starts from the member’s timing for this station first', () => {
    expect(
      startingTiming({ stationSaved: saved, preset: 'plab2', recommended, preferred }),
    ).toEqual({ minutes: saved, source: 'station', preset: null });
  });

  it('then the exam preset', () => {
    expect(startingTiming({ stationSaved: null, preset: 'plab2', recommended, preferred })).toEqual(
      { minutes: PLAB2_PRESET.minutes, source: 'preset', preset: 'plab2' },
    );
  });

  it('then the station’s recommended timing', () => {
    expect(startingTiming({ preset: null, recommended, preferred })).toEqual({
      minutes: recommended,
      source: 'recommended',
      preset: null,
    });
  });

  it('then the preferred timing, each phase among its options or the default', () => {
    expect(startingTiming({ recommended: null, preferred })).toMatchObject({
      minutes: preferred,
      source: 'preferred',
    });
    expect(startingTiming({ preferred: { ...preferred, station: 1 } }).minutes).toEqual({
      ...preferred,
      station: DEFAULT_TIMING.station,
    });
    expect(startingTiming({}).minutes).toEqual(DEFAULT_TIMING);
  });

  it('passes over a saved or recommended timing not among today’s options, and an unknown preset', () => {
    expect(
      startingTiming({
        stationSaved: { ...saved, station: 11 },
        preset: 'nbme',
        recommended: { ...recommended, reading: 5 },
        preferred,
      }),
    ).toMatchObject({ minutes: preferred, source: 'preferred' });
  });

  it('keeps only the four phases of what it was given', () => {
    const withExtra = { ...saved, disabled: true } as typeof saved;
    expect(startingTiming({ stationSaved: withExtra }).minutes).toEqual(saved);
  });

  it('gives the preview its fixed minutes whatever else is known', () => {
    expect(startingTiming({ preview: true, stationSaved: saved, preset: 'plab2' })).toEqual({
      minutes: PREVIEW_TIMING,
      source: 'preview',
      preset: null,
    });
  });
});

describe('timingSourceOf: what the minutes on screen are', () => {
  const known = { stationSaved: saved, preset: 'ukmla_cpsa', recommended, preferred };
  it('names the first match in startingTiming’s order', () => {
    expect(timingSourceOf(saved, known).source).toBe('station');
    expect(timingSourceOf(UKMLA_CPSA_PRESET.minutes, known)).toMatchObject({
      source: 'preset',
      preset: 'ukmla_cpsa',
    });
    expect(timingSourceOf(recommended, known).source).toBe('recommended');
    expect(timingSourceOf(preferred, known).source).toBe('preferred');
  });

  it('names a preset the member has not chosen, and otherwise a choice of their own', () => {
    expect(timingSourceOf(PLAB2_PRESET.minutes, known)).toMatchObject({
      source: 'preset',
      preset: 'plab2',
    });
    expect(timingSourceOf({ reading: 3, station: 2, question: 4, feedback: 0 }, known).source).toBe(
      'custom',
    );
  });

  it('says it in words', () => {
    expect(timingSourceText({ source: 'recommended', preset: null })).toBe(
      'Recommended for this station',
    );
    expect(timingSourceText({ source: 'station', preset: null })).toBe(
      'Your timing for this station',
    );
    expect(timingSourceText({ source: 'preset', preset: 'plab2' })).toBe('PLAB 2 preset');
    expect(timingSourceText({ source: 'preferred', preset: null })).toBe('Your preferred timing');
  });
});

describe('request bodies', () => {
  it('takes a station id and minutes among the options', () => {
    expect(saveStationTimingSchema.safeParse({ station_id: 4, ...saved }).success).toBe(true);
    expect(saveStationTimingSchema.safeParse({ station_id: 4, ...saved, station: 1 }).success).toBe(
      false,
    );
    expect(saveStationTimingSchema.safeParse({ station_id: 0, ...saved }).success).toBe(false);
    expect(saveStationTimingSchema.safeParse({ station_id: 2 ** 31, ...saved }).success).toBe(
      false,
    );
    expect(saveStationTimingSchema.safeParse(null).success).toBe(false);
    expect(clearStationTimingSchema.safeParse({ station_id: '4' }).success).toBe(false);
  });

  it('takes a known preset or null, and nothing else', () => {
    expect(saveExamPresetSchema.safeParse({ preset: 'plab2' }).success).toBe(true);
    expect(saveExamPresetSchema.safeParse({ preset: null }).success).toBe(true);
    expect(saveExamPresetSchema.safeParse({}).success).toBe(false);
    expect(saveExamPresetSchema.safeParse({ preset: 'plab2\u0000' }).success).toBe(false);
    expect(saveExamPresetSchema.safeParse({ preset: 'x'.repeat(100_000) }).success).toBe(false);
    expect(messages.examPresetNone).toBe('No exam preset');
  });
});
