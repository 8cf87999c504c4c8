import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import {
  CIRCUIT_TIMING_LIMITS,
  circuitDurationMs,
  circuitTimingSchema,
  layoutCircuit,
  restsAfter,
  stationSeconds,
  type CircuitTiming,
} from './circuit-timing.ts';
import {
  EXAM_CIRCUIT_PRESETS,
  examPresetSchema,
  isExamCircuitPresetKey,
  listExamCircuitPresets,
} from './exam-circuit-presets.ts';

describe('the exam presets', () => {
  it('lists plab2, amc, nac and finals, each in the shape the API answers', () => {
    const presets = listExamCircuitPresets();
    expect(presets.map((p) => p.key)).toEqual(['plab2', 'amc', 'nac', 'finals']);
    for (const preset of presets) {
      expect(examPresetSchema.parse(preset)).toEqual(preset);
      expect(preset.source.url).toMatch(/^https:\/\//);
      expect(preset.note.length).toBeGreaterThan(50);
      expect(preset.note).not.toMatch(/\{\w+\}/);
    }
  });

  it('times PLAB 2 as the GMC does: 90 s of reading, 8 minutes in the room, 16 stations, 2 rests', () => {
    const { timing, stations, rest_stations, pass_rule, name } = EXAM_CIRCUIT_PRESETS.plab2;
    expect(name).toBe(messages.circuitPresetPlab2);
    expect(timing.reading).toBe(90);
    expect(timing.station + timing.questions).toBe(8 * 60);
    expect([timing.feedback, timing.changeover]).toEqual([0, 0]);
    expect([stations, rest_stations]).toEqual([16, 2]);
    expect(pass_rule).toEqual({
      kind: 'total_and_stations',
      total_margin: 0,
      min_stations: 10,
      of: 16,
    });
  });

  it('times the AMC as 2 + 8 minutes with 4 rest stations, and passes 9 of its 14 scored', () => {
    const { timing, stations, rest_stations, pass_rule } = EXAM_CIRCUIT_PRESETS.amc;
    expect(stationSeconds(timing)).toBe(10 * 60);
    expect(timing.reading).toBe(120);
    expect([stations, rest_stations]).toEqual([16, 4]);
    expect(pass_rule).toEqual({ kind: 'stations_passed', min_stations: 9, of: 14 });
  });

  it('times the NAC as 11-minute stations with 2 minutes of reading and oral questions after 8', () => {
    const { timing, stations, pass_rule } = EXAM_CIRCUIT_PRESETS.nac;
    expect(timing.station + timing.questions).toBe(11 * 60);
    expect([timing.reading, timing.station]).toEqual([120, 480]);
    expect(stations).toBe(12);
    expect(pass_rule).toEqual({ kind: 'total' });
  });

  it('starts finals at 10 stations of 1 + 8 minutes', () => {
    const { timing, stations } = EXAM_CIRCUIT_PRESETS.finals;
    expect(stations).toBe(10);
    expect([timing.reading, timing.station + timing.questions]).toEqual([60, 480]);
  });

  it('is exam-faithful: no preset gives feedback time inside the circuit', () => {
    for (const preset of listExamCircuitPresets()) expect(preset.timing.feedback).toBe(0);
  });

  it('keeps every preset within what a custom circuit may ask for', () => {
    for (const preset of listExamCircuitPresets()) {
      expect(circuitTimingSchema.safeParse(preset.timing).success).toBe(true);
      if (preset.pass_rule.kind !== 'total') {
        expect(preset.pass_rule.min_stations).toBeLessThanOrEqual(preset.pass_rule.of);
      }
    }
  });

  it('knows its own keys only', () => {
    expect(isExamCircuitPresetKey('amc')).toBe(true);
    expect(isExamCircuitPresetKey('ukmla_cpsa')).toBe(false);
    expect(isExamCircuitPresetKey(undefined)).toBe(false);
  });
});

describe('a custom timing', () => {
  const valid: CircuitTiming = {
    reading: 90,
    station: 480,
    questions: 0,
    feedback: 0,
    changeover: 30,
  };

  it('takes whole seconds within each limit', () => {
    expect(circuitTimingSchema.parse(valid)).toEqual(valid);
  });

  it('refuses a station of no time, a fraction of a second and too long a changeover, saying the range', () => {
    const result = circuitTimingSchema.safeParse({
      ...valid,
      station: 0,
      reading: 1.5,
      changeover: 601,
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField.station).toBe('Choose from 60 to 1800 seconds.');
    expect(byField.reading).toBe('Choose from 0 to 900 seconds.');
    expect(byField.changeover).toBe(
      `Choose from 0 to ${CIRCUIT_TIMING_LIMITS.changeover.max} seconds.`,
    );
  });
});

describe('laying out a circuit', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);

  it('puts the AMC’s 4 rest stations among its 16 stations, numbered 1 to 20 in order', () => {
    const positions = layoutCircuit(ids(16), 4);
    expect(positions.map((p) => p.position)).toEqual(ids(20).map((_, i) => i + 1));
    expect(positions.filter((p) => p.rest).map((p) => p.position)).toEqual([4, 8, 13, 17]);
    expect(positions.filter((p) => !p.rest).map((p) => p.station_id)).toEqual(ids(16));
    expect(positions.filter((p) => p.rest).every((p) => p.station_id === null)).toBe(true);
  });

  it('never starts or ends with a rest, nor puts two rests side by side, for any counts', () => {
    for (let stations = 1; stations <= 24; stations++) {
      for (let rests = 0; rests <= 6; rests++) {
        const positions = layoutCircuit(ids(stations), rests);
        expect(positions[0]?.rest).toBe(false);
        expect(positions.at(-1)?.rest).toBe(false);
        positions.forEach((p, i) => {
          if (p.rest) expect(positions[i + 1]?.rest).toBe(false);
        });
        expect(positions.filter((p) => p.rest)).toHaveLength(Math.min(rests, stations - 1));
      }
    }
  });

  it('drops rests a short circuit has no gap for', () => {
    expect(restsAfter(1, 2)).toEqual([]);
    expect(restsAfter(3, 5)).toEqual([1, 2]);
  });

  it('adds up the whole circuit: PLAB 2 with its rests is 18 × 9.5 minutes', () => {
    const { timing } = EXAM_CIRCUIT_PRESETS.plab2;
    expect(circuitDurationMs(timing, layoutCircuit(ids(16), 2))).toBe(18 * 9.5 * 60_000);
    expect(circuitDurationMs({ ...timing, changeover: 30 }, layoutCircuit(ids(3), 0))).toBe(
      (3 * 9.5 * 60 + 2 * 30) * 1000,
    );
    expect(circuitDurationMs(timing, [])).toBe(0);
  });
});
