import { describe, expect, it } from 'vitest';
import { EXAM_CIRCUIT_PRESETS } from './exam-circuit-presets.ts';
import {
  borderlinePassMark,
  evaluateCircuit,
  globalDescriptorOf,
  isStationPassed,
  scaledMinimum,
  verdictText,
  type StationAttempt,
  type StationOutcome,
} from './pass-mark.ts';

/** `count` attempts with the same global score and mark. */
function attempts(count: number, globalScore: number, mark: number): StationAttempt[] {
  return Array.from({ length: count }, () => ({ global_score: globalScore, mark }));
}

describe('what a global score means', () => {
  it('reads 0-1 as a clear fail, 2 as borderline, 3-4 as a pass and 5 as excellent', () => {
    expect([0, 1, 2, 3, 4, 5].map(globalDescriptorOf)).toEqual([
      'clear_fail',
      'clear_fail',
      'borderline',
      'pass',
      'pass',
      'excellent',
    ]);
  });
});

describe('a station’s pass mark by borderline regression', () => {
  it('predicts the mark at borderline (2) from the line through all attempts', () => {
    // 6 attempts at global 1 with mark 30, 12 at 3 with 60, 12 at 4 with 72 (n = 30).
    // mean x = (6 + 36 + 48) / 30 = 3; mean y = (180 + 720 + 864) / 30 = 58.8
    // Sxx = 6 × (-2)² + 12 × 0² + 12 × 1² = 36
    // Sxy = 6 × (-2)(30 - 58.8) + 0 + 12 × 1 × (72 - 58.8) = 345.6 + 158.4 = 504
    // slope = 504 / 36 = 14; at 2: 58.8 + 14 × (2 - 3) = 44.8
    const result = borderlinePassMark([
      ...attempts(6, 1, 30),
      ...attempts(12, 3, 60),
      ...attempts(12, 4, 72),
    ]);
    expect(result).toEqual({ pass_mark: 44.8, attempts: 30, method: 'borderline_regression' });
  });

  it('rounds the prediction to one decimal', () => {
    // 12 attempts at global 2 with mark 45, 10 at 3 with 58, 8 at 5 with 80 (n = 30).
    // mean x = (24 + 30 + 40) / 30 = 47/15; mean y = (540 + 580 + 640) / 30 = 176/3
    // Sxx = 652/15; Sxy = 1516/3; slope = (1516/3) / (652/15) = 1895/163 ≈ 11.626
    // at 2: 176/3 + 1895/163 × (2 - 47/15) = 7415/163 ≈ 45.4908, so 45.5
    const result = borderlinePassMark([
      ...attempts(12, 2, 45),
      ...attempts(10, 3, 58),
      ...attempts(8, 5, 80),
    ]);
    expect(result.pass_mark).toBe(45.5);
  });

  it('does not depend on the order of the attempts', () => {
    const list = [...attempts(12, 2, 45), ...attempts(10, 3, 58), ...attempts(8, 5, 80)];
    expect(borderlinePassMark([...list].reverse())).toEqual(borderlinePassMark(list));
  });

  it('uses 50 until there are 30 attempts, saying how many there are', () => {
    const few = [...attempts(15, 1, 30), ...attempts(14, 4, 90)];
    expect(borderlinePassMark(few)).toEqual({ pass_mark: 50, attempts: 29, method: 'default' });
    expect(borderlinePassMark([])).toEqual({ pass_mark: 50, attempts: 0, method: 'default' });
    expect(borderlinePassMark([...few, { global_score: 4, mark: 90 }]).method).toBe(
      'borderline_regression',
    );
  });

  it('uses 50 when every attempt has the same global score: no line can be fitted', () => {
    const same = [...attempts(20, 3, 60), ...attempts(20, 3, 80)];
    expect(borderlinePassMark(same)).toEqual({ pass_mark: 50, attempts: 40, method: 'default' });
  });

  it('keeps the pass mark within 0 to 100', () => {
    // Global 4 → 10 and 5 → 90: slope 80, mean (4.5, 50); at 2: 50 - 200 = -150 → 0.
    const steepUp = [...attempts(15, 4, 10), ...attempts(15, 5, 90)];
    expect(borderlinePassMark(steepUp).pass_mark).toBe(0);
    // Global 0 → 80 and 1 → 100: slope 20, mean (0.5, 90); at 2: 90 + 30 = 120 → 100.
    const highUp = [...attempts(15, 0, 80), ...attempts(15, 1, 100)];
    expect(borderlinePassMark(highUp).pass_mark).toBe(100);
  });
});

/** Stations with the given marks, each with the same pass mark. */
function outcomes(marks: (number | null)[], passMark = 50): StationOutcome[] {
  return marks.map((mark) => ({ mark, pass_mark: passMark }));
}

describe('a station passed', () => {
  it('reaches its pass mark exactly or better, and a station not marked is not passed', () => {
    expect(isStationPassed({ mark: 54.9, pass_mark: 54.9 })).toBe(true);
    expect(isStationPassed({ mark: 54.8, pass_mark: 54.9 })).toBe(false);
    expect(isStationPassed({ mark: null, pass_mark: 0 })).toBe(false);
  });
});

describe('the PLAB 2 rule: total and stations', () => {
  const rule = EXAM_CIRCUIT_PRESETS.plab2.pass_rule;

  it('passes with a total at the sum of the pass marks and 10 of 16 stations passed', () => {
    // 10 stations at 60 (passed), 6 at 40 (failed): total 840 ≥ 16 × 50 = 800.
    const verdict = evaluateCircuit(rule, outcomes([...Array(10).fill(60), ...Array(6).fill(40)]));
    expect(verdict).toEqual({
      passed: true,
      rule: 'A total of at least 800 (the sum of the pass marks) and at least 10 of 16 stations passed',
      total: 840,
      needed_total: 800,
      stations_passed: 10,
      stations_needed: 10,
    });
    expect(verdictText(verdict)).toBe('Passed');
  });

  it('fails with too few stations passed, however high the total', () => {
    const verdict = evaluateCircuit(rule, outcomes([...Array(9).fill(95), ...Array(7).fill(49)]));
    expect(verdict.total).toBe(1198);
    expect(verdict.passed).toBe(false);
    expect(verdictText(verdict)).toBe('Not passed');
  });

  it('fails with enough stations but a total short of the sum, by a tenth', () => {
    const passMarks = [...Array(10).fill(50.1), ...Array(6).fill(70)];
    const stations = passMarks.map((pass_mark, i) => ({ pass_mark, mark: i < 10 ? 50.1 : 69.9 }));
    // Total 501 + 419.4 = 920.4; needed 501 + 420 = 921.
    const verdict = evaluateCircuit(rule, stations);
    expect([verdict.total, verdict.needed_total, verdict.stations_passed]).toEqual([
      920.4, 921, 10,
    ]);
    expect(verdict.passed).toBe(false);
  });

  it('adds a margin to the total when the rule has one, and says so', () => {
    const withMargin = { ...rule, total_margin: 12.5 };
    const verdict = evaluateCircuit(withMargin, outcomes(Array(16).fill(50.5)));
    expect(verdict.needed_total).toBe(812.5);
    expect(verdict.passed).toBe(false);
    expect(verdict.rule).toBe(
      'A total of at least 812.5 (the sum of the pass marks plus 12.5) and at least 10 of 16 stations passed',
    );
  });

  it('counts a station not marked as 0 and not passed', () => {
    const verdict = evaluateCircuit(
      rule,
      outcomes([...Array(10).fill(80), ...Array(6).fill(null)]),
    );
    expect([verdict.total, verdict.stations_passed, verdict.passed]).toEqual([800, 10, true]);
  });
});

describe('the AMC rule: stations passed, scaled to the circuit', () => {
  const rule = EXAM_CIRCUIT_PRESETS.amc.pass_rule;

  it('asks 11 of 16 for the exam’s 9 of 14, and says it scaled', () => {
    expect(scaledMinimum(9, 14, 16)).toBe(11);
    const eleven = evaluateCircuit(rule, outcomes([...Array(11).fill(55), ...Array(5).fill(20)]));
    expect(eleven.passed).toBe(true);
    expect(eleven.rule).toBe(
      'At least 11 of 16 stations passed (9 of 14 in the exam, scaled to this circuit)',
    );
    const ten = evaluateCircuit(rule, outcomes([...Array(10).fill(55), ...Array(6).fill(20)]));
    expect([ten.passed, ten.stations_needed, ten.needed_total]).toEqual([false, 11, null]);
  });

  it('keeps the exam’s own figures for a circuit of its length', () => {
    const verdict = evaluateCircuit(rule, outcomes([...Array(9).fill(55), ...Array(5).fill(20)]));
    expect(verdict.rule).toBe('At least 9 of 14 stations passed');
    expect(verdict.passed).toBe(true);
  });

  it('scales down too, never below one station', () => {
    expect(scaledMinimum(9, 14, 7)).toBe(5);
    expect(scaledMinimum(9, 14, 1)).toBe(1);
    expect(scaledMinimum(10, 16, 16)).toBe(10);
  });
});

describe('the NAC rule: the total', () => {
  it('passes on the total alone, whatever the stations', () => {
    const rule = EXAM_CIRCUIT_PRESETS.nac.pass_rule;
    const verdict = evaluateCircuit(rule, outcomes([90, 90, 20, 20], 55));
    expect(verdict).toMatchObject({
      passed: true,
      total: 220,
      needed_total: 220,
      stations_passed: 2,
      stations_needed: null,
      rule: 'A total of at least 220 (the sum of the pass marks)',
    });
  });

  it('never passes an empty circuit', () => {
    for (const preset of Object.values(EXAM_CIRCUIT_PRESETS)) {
      expect(evaluateCircuit(preset.pass_rule, []).passed).toBe(false);
    }
  });
});
