import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { layoutCircuit } from '../mock-exams/circuit-timing.ts';
import {
  EXAM_CIRCUIT_PRESETS,
  listExamCircuitPresets,
} from '../mock-exams/exam-circuit-presets.ts';
import { borderlinePassMark } from '../mock-exams/pass-mark.ts';
import { toFieldErrors } from '../validation.ts';
import {
  circuitAnswerSchema,
  circuitIdParamsSchema,
  circuitResultAnswerSchema,
  createCircuitSchema,
  examPresetsAnswerSchema,
  passMarkAnswerSchema,
} from './mock-exams.ts';

const timing = { reading: 60, station: 420, questions: 60, feedback: 120, changeover: 30 };

function fieldsOf(body: unknown) {
  const result = createCircuitSchema.safeParse(body);
  if (result.success) throw new Error('expected a refusal');
  return toFieldErrors(result.error).fields;
}

describe('GET /exam_presets', () => {
  it('answers the four presets as data', () => {
    const answer = { success: true, presets: listExamCircuitPresets() };
    expect(examPresetsAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe('POST /circuits', () => {
  it('takes a preset, a custom timing, or a preset with the member’s own timings', () => {
    expect(createCircuitSchema.parse({ preset: 'plab2', station_count: 16 })).toEqual({
      preset: 'plab2',
      station_count: 16,
    });
    expect(
      createCircuitSchema.safeParse({ timing, station_count: 8, rest_stations: 1 }).success,
    ).toBe(true);
    expect(
      createCircuitSchema.safeParse({ preset: 'finals', timing, station_count: 12 }).success,
    ).toBe(true);
  });

  it('takes chosen stations or a balance', () => {
    const chosen = { preset: 'amc', station_count: 3, station_ids: [4, 9, 12] };
    expect(createCircuitSchema.parse(chosen)).toEqual(chosen);
    const balanced = {
      preset: 'plab2',
      station_count: 16,
      balance: { exclude_attempted_days: 30, min_per_type: { Examination: 3, Communication: 2 } },
    };
    expect(createCircuitSchema.parse(balanced)).toEqual(balanced);
  });

  it('asks for a preset or timings when there is neither', () => {
    expect(fieldsOf({ station_count: 10 })).toEqual({ preset: messages.circuitPresetOrTiming });
  });

  it('says the range of stations and of rest stations, even for a body that is not an object', () => {
    expect(fieldsOf({ preset: 'nac', station_count: 0, rest_stations: 9 })).toEqual({
      station_count: 'Choose from 1 to 24 stations.',
      rest_stations: 'Choose from 0 to 6 rest stations.',
    });
    expect(fieldsOf(null).station_count).toBe('Choose from 1 to 24 stations.');
  });

  it('refuses chosen stations that are not the count, repeat one, or come with a balance', () => {
    expect(fieldsOf({ preset: 'amc', station_count: 3, station_ids: [1, 2] })).toEqual({
      station_ids: 'Choose 3 stations for this circuit.',
    });
    expect(fieldsOf({ preset: 'amc', station_count: 2, station_ids: [5, 5] })).toEqual({
      station_ids: messages.circuitStationIdsRepeated,
    });
    expect(fieldsOf({ preset: 'amc', station_count: 1, station_ids: [5], balance: {} })).toEqual({
      balance: messages.circuitIdsOrBalance,
    });
  });

  it('refuses an unknown preset and a timing out of range', () => {
    expect(Object.keys(fieldsOf({ preset: 'usmle', station_count: 4 }))).toEqual(['preset']);
    expect(fieldsOf({ timing: { ...timing, station: 30 }, station_count: 4 })).toEqual({
      'timing.station': 'Choose from 60 to 1800 seconds.',
    });
  });

  it('answers the circuit as laid out, rest stations without a station', () => {
    const answer = {
      success: true,
      circuit: {
        id: 7,
        stations: layoutCircuit([3, 1, 2], 1),
        timing: EXAM_CIRCUIT_PRESETS.plab2.timing,
      },
    };
    expect(circuitAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe('a circuit’s result and a station’s pass mark', () => {
  it('reads the circuit id from the path as a whole number', () => {
    expect(circuitIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(circuitIdParamsSchema.safeParse({ id: '1e3' }).success).toBe(false);
  });

  it('answers each station and the rule applied', () => {
    const answer = {
      success: true,
      stations: [
        {
          position: 1,
          station_id: 3,
          mark: 62.5,
          band: 'medium',
          domains: [{ domain: 'data_gathering', share: 70 }],
          critical_missed: [{ guide_id: 9, task: 'Checks allergies', critical_reason: null }],
          global_score: 3,
          pass_mark: 50,
          pass_mark_attempts: 4,
          passed: true,
        },
        {
          position: 3,
          station_id: 8,
          mark: null,
          band: null,
          domains: [],
          critical_missed: [],
          global_score: null,
          pass_mark: 55.4,
          pass_mark_attempts: 31,
          passed: false,
        },
      ],
      passed: false,
      rule: 'At least 2 of 2 stations passed',
      total: 62.5,
      needed_total: null,
      stations_passed: 1,
      stations_needed: 2,
    };
    expect(circuitResultAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('answers a pass mark as borderlinePassMark gives it', () => {
    const answer = { success: true, ...borderlinePassMark([]) };
    expect(passMarkAnswerSchema.parse(answer)).toEqual({
      success: true,
      pass_mark: 50,
      attempts: 0,
      method: 'default',
    });
  });
});
