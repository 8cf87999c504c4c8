// Pass marks (docs/mock-exams.md, 'Pass marks'): a station's pass mark set by borderline regression
// over every member's attempts at it, and the exam's overall rule applied to a circuit's marks.
// Pure: the server gathers the attempts and the marks; the same rules serve the result screen.
import { messages } from '../messages.ts';
import type { CircuitPassRule } from './exam-circuit-presets.ts';

/**
 * What the global score (0 to 5) means, against the four descriptors a station shows beside it
 * (clear fail, borderline, pass, excellent): 0 and 1 a clear fail, 2 borderline, 3 and 4 a pass,
 * 5 excellent. Borderline regression needs the one value that means "borderline": 2.
 */
export const GLOBAL_SCORE_DESCRIPTORS = [
  'clear_fail',
  'clear_fail',
  'borderline',
  'pass',
  'pass',
  'excellent',
] as const;
export const BORDERLINE_GLOBAL_SCORE = 2;
/** Fewer attempts than this and a regression line says more about the few than the station. */
export const PASS_MARK_MIN_ATTEMPTS = 30;
export const DEFAULT_PASS_MARK = 50;

export type GlobalDescriptor = (typeof GLOBAL_SCORE_DESCRIPTORS)[number];

export function globalDescriptorOf(globalScore: number): GlobalDescriptor {
  const index = Math.min(5, Math.max(0, Math.round(globalScore)));
  return GLOBAL_SCORE_DESCRIPTORS[index] as GlobalDescriptor;
}

/** One attempt at a station: its mark out of 100 and the examiner's global score. */
export interface StationAttempt {
  mark: number;
  global_score: number;
}

export interface StationPassMark {
  pass_mark: number;
  /** The attempts it rests on (all of them, also when too few for the regression). */
  attempts: number;
  method: 'borderline_regression' | 'default';
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Borderline regression: the least-squares line of mark (y) on global score (x) over every
 * attempt, and the mark it predicts at BORDERLINE_GLOBAL_SCORE, within 0 to 100 and to one
 * decimal. Below PASS_MARK_MIN_ATTEMPTS attempts the pass mark is DEFAULT_PASS_MARK. So it is when
 * every attempt has the same global score: the line's slope is then undefined (no spread of x to
 * fit it to), and their mean mark says where those attempts were, not where borderline is.
 * The mark counts the global score too (total = ticks + global score), which steepens the line
 * a little: the station's mark is what the pass mark is compared with, so it is what is fitted.
 */
export function borderlinePassMark(attempts: readonly StationAttempt[]): StationPassMark {
  const n = attempts.length;
  const fallback: StationPassMark = {
    pass_mark: DEFAULT_PASS_MARK,
    attempts: n,
    method: 'default',
  };
  if (n < PASS_MARK_MIN_ATTEMPTS) return fallback;
  const meanX = attempts.reduce((sum, a) => sum + a.global_score, 0) / n;
  const meanY = attempts.reduce((sum, a) => sum + a.mark, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const { global_score: x, mark: y } of attempts) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  if (sxx === 0) return fallback;
  const slope = sxy / sxx;
  const predicted = meanY + slope * (BORDERLINE_GLOBAL_SCORE - meanX);
  const passMark = roundTenth(Math.min(100, Math.max(0, predicted)));
  return { pass_mark: passMark, attempts: n, method: 'borderline_regression' };
}

/** One station of a circuit as the rule reads it: its mark (null when not marked) and pass mark. */
export interface StationOutcome {
  mark: number | null;
  pass_mark: number;
}

export interface CircuitVerdict {
  passed: boolean;
  /** The rule in words, with this circuit's figures. */
  rule: string;
  total: number;
  /** The total needed; null when the rule has none. */
  needed_total: number | null;
  stations_passed: number;
  /** Stations to pass; null when the rule counts none. */
  stations_needed: number | null;
}

/** A station is passed when it was marked and its mark reaches its pass mark. */
export function isStationPassed({ mark, pass_mark }: StationOutcome): boolean {
  return mark !== null && Math.round(mark * 10) >= Math.round(pass_mark * 10);
}

/**
 * An exam's minimum of stations for a circuit of `stations`: the same share, rounded up, so a
 * shorter or longer circuit asks as much (the AMC's 9 of 14 is 11 of 16).
 */
export function scaledMinimum(minStations: number, of: number, stations: number): number {
  // Whole numbers over a whole number: an exact multiple divides exactly, so ceil is safe.
  return Math.ceil((minStations * stations) / of);
}

const formatMarks = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

function stationsRuleText(min: number, of: number, scaled: number, stations: number): string {
  const text = messages.circuitRuleStationsPassed
    .replace('{stations}', String(scaled))
    .replace('{of}', String(stations));
  return of === stations ? text : withScale(text, min, of);
}

function withScale(text: string, min: number, of: number): string {
  const original = messages.circuitRuleOriginal
    .replace('{stations}', String(min))
    .replace('{of}', String(of));
  return messages.circuitRuleScaled.replace('{rule}', text).replace('{original}', original);
}

/**
 * The exam's overall rule applied to a circuit (pass-rule kinds: exam-circuit-presets.ts). A
 * station not marked counts 0 and is not passed, as a station missed in an exam would be.
 */
export function evaluateCircuit(
  rule: CircuitPassRule,
  stations: readonly StationOutcome[],
): CircuitVerdict {
  const count = stations.length;
  const total = roundTenth(stations.reduce((sum, s) => sum + (s.mark ?? 0), 0));
  const sumOfPassMarks = roundTenth(stations.reduce((sum, s) => sum + s.pass_mark, 0));
  const passedCount = stations.filter(isStationPassed).length;
  const reaches = (needed: number) => Math.round(total * 10) >= Math.round(needed * 10);
  const verdict = { total, stations_passed: passedCount };
  if (rule.kind === 'total') {
    return {
      ...verdict,
      passed: count > 0 && reaches(sumOfPassMarks),
      rule: messages.circuitRuleTotal.replace('{needed}', formatMarks(sumOfPassMarks)),
      needed_total: sumOfPassMarks,
      stations_needed: null,
    };
  }
  const needed = scaledMinimum(rule.min_stations, rule.of, count);
  if (rule.kind === 'stations_passed') {
    return {
      ...verdict,
      passed: count > 0 && passedCount >= needed,
      rule: stationsRuleText(rule.min_stations, rule.of, needed, count),
      needed_total: null,
      stations_needed: needed,
    };
  }
  const neededTotal = roundTenth(sumOfPassMarks + rule.total_margin);
  const margin =
    rule.total_margin > 0
      ? messages.circuitRuleMargin.replace('{margin}', formatMarks(rule.total_margin))
      : '';
  const text = messages.circuitRuleTotalAndStations
    .replace('{needed}', formatMarks(neededTotal))
    .replace('{margin}', margin)
    .replace('{stations}', String(needed))
    .replace('{of}', String(count));
  return {
    ...verdict,
    passed: count > 0 && reaches(neededTotal) && passedCount >= needed,
    rule: rule.of === count ? text : withScale(text, rule.min_stations, rule.of),
    needed_total: neededTotal,
    stations_needed: needed,
  };
}

/** 'Passed' or 'Not passed', as the result screen heads the circuit. */
export function verdictText(verdict: Pick<CircuitVerdict, 'passed'>): string {
  return verdict.passed ? messages.circuitResultPassed : messages.circuitResultFailed;
}
