// A circuit's result as GET /circuits/{id}/result answers it (docs/mock-exams.md, 'Results'):
// each station with its latest marking read as the score summary reads one (mark, band, domain
// shares, critical items missed) against its pass mark, then the circuit's own rule applied.
import type { z } from 'zod';
import type { CircuitPosition } from '@osce/shared/mock-exams/circuit-timing';
import type { CircuitPassRule } from '@osce/shared/mock-exams/exam-circuit-presets';
import {
  DEFAULT_PASS_MARK,
  evaluateCircuit,
  isStationPassed,
  type StationPassMark,
} from '@osce/shared/mock-exams/pass-mark';
import type {
  circuitResultAnswerSchema,
  circuitStationResultSchema,
} from '@osce/shared/schemas/mock-exams';
import { domainShares, markBand, missedCriticalItems } from '@osce/shared/stations/scoring';
import type { MarkingScoreRecord } from '../../db/schema/index.ts';
import type { PositionMarking } from './circuit-result.repository.ts';

export type CircuitResultAnswer = z.input<typeof circuitResultAnswerSchema>;
type StationResult = z.input<typeof circuitStationResultSchema>;

/** The pass mark before the job has stored one, as GET /station/{id}/pass_mark answers it. */
export const DEFAULT_STATION_PASS_MARK: StationPassMark = {
  pass_mark: DEFAULT_PASS_MARK,
  attempts: 0,
  method: 'default',
};

/** The guide items as the marking recorded them (a version 1 item has no domain). */
const guideOf = (scores: readonly MarkingScoreRecord[]) =>
  scores.map((s) => ({
    id: s.guide_id,
    max_marks: s.max_marks,
    task: s.task,
    domain: s.domain ?? null,
    critical: s.critical ?? false,
  }));

/** The guide ids of every critical item missed in these markings, to read their reasons. */
export function missedCriticalIds(markings: Iterable<PositionMarking>): number[] {
  const ids = new Set<number>();
  for (const m of markings) {
    for (const item of missedCriticalItems(guideOf(m.scores), m.scores)) ids.add(item.id);
  }
  return [...ids];
}

function presentStation(
  position: number,
  stationId: number,
  marking: PositionMarking | undefined,
  passMark: StationPassMark,
  reasons: ReadonlyMap<number, string | null>,
): StationResult {
  const guide = marking ? guideOf(marking.scores) : [];
  const mark = marking?.mark ?? null;
  return {
    position,
    station_id: stationId,
    mark,
    band: mark === null ? null : markBand(mark),
    domains: marking ? domainShares(guide, marking.scores) : [],
    critical_missed: marking
      ? missedCriticalItems(guide, marking.scores).map((item) => ({
          guide_id: item.id,
          task: item.task,
          critical_reason: reasons.get(item.id) ?? null,
        }))
      : [],
    global_score: marking?.globalScore ?? null,
    pass_mark: passMark.pass_mark,
    pass_mark_attempts: passMark.attempts,
    passed: isStationPassed({ mark, pass_mark: passMark.pass_mark }),
  };
}

/** Rest positions are left out; a station never marked has mark null and is not passed. */
export function presentCircuitResult(input: {
  positions: readonly CircuitPosition[];
  passRule: CircuitPassRule;
  markings: ReadonlyMap<number, PositionMarking>;
  passMarks: ReadonlyMap<number, StationPassMark>;
  reasons: ReadonlyMap<number, string | null>;
}): CircuitResultAnswer {
  const stations = input.positions.flatMap((p) =>
    p.rest || p.station_id === null
      ? []
      : [
          presentStation(
            p.position,
            p.station_id,
            input.markings.get(p.position),
            input.passMarks.get(p.station_id) ?? DEFAULT_STATION_PASS_MARK,
            input.reasons,
          ),
        ],
  );
  const verdict = evaluateCircuit(input.passRule, stations);
  return { success: true, stations, ...verdict };
}
