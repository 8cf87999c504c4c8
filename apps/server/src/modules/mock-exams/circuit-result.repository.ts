// The reads behind a circuit's result (docs/mock-exams.md, 'Results'): each position's latest
// marking, the stations' pass marks and the reasons of their critical items. A fixed number of
// queries whatever the circuit's length: one per kind, each over all its positions.
import { desc, eq, inArray } from 'drizzle-orm';
import type { StationPassMark } from '@osce/shared/mock-exams/pass-mark';
import type { Db } from '../../db/client.ts';
import {
  circuitMarkings,
  markingGuides,
  stationMarkings,
  stationPassMarks,
  type MarkingScoreRecord,
} from '../../db/schema/index.ts';

export interface PositionMarking {
  position: number;
  mark: number;
  globalScore: number;
  scores: MarkingScoreRecord[];
}

export function createCircuitResultRepository(db: Db) {
  return {
    /**
     * The latest marking of each marked position: a position marked again keeps every marking in
     * the history, and the latest one is its result (the higher id breaks a tie in time).
     */
    async latestMarkings(circuitId: number): Promise<Map<number, PositionMarking>> {
      const rows = await db
        .selectDistinctOn([circuitMarkings.position], {
          position: circuitMarkings.position,
          mark: stationMarkings.mark,
          globalScore: stationMarkings.globalScore,
          scores: stationMarkings.scores,
        })
        .from(circuitMarkings)
        .innerJoin(stationMarkings, eq(stationMarkings.id, circuitMarkings.markingId))
        .where(eq(circuitMarkings.circuitId, circuitId))
        .orderBy(
          circuitMarkings.position,
          desc(circuitMarkings.createdAt),
          desc(circuitMarkings.markingId),
        );
      return new Map(rows.map((r) => [r.position, r]));
    },

    /** The pass marks the job stored for these stations; a station without one is left out. */
    async passMarks(stationIds: readonly number[]): Promise<Map<number, StationPassMark>> {
      if (!stationIds.length) return new Map();
      const rows = await db
        .select({
          stationId: stationPassMarks.stationId,
          pass_mark: stationPassMarks.passMark,
          attempts: stationPassMarks.attempts,
          method: stationPassMarks.method,
        })
        .from(stationPassMarks)
        .where(inArray(stationPassMarks.stationId, [...stationIds]));
      return new Map(rows.map(({ stationId, ...passMark }) => [stationId, passMark]));
    },

    /**
     * Why each of these guide items is critical, as the station says now: a marking keeps the
     * items as marked, but not the reason, which only explains and may be reworded.
     */
    async criticalReasons(guideIds: readonly number[]): Promise<Map<number, string | null>> {
      if (!guideIds.length) return new Map();
      const rows = await db
        .select({ id: markingGuides.id, reason: markingGuides.criticalReason })
        .from(markingGuides)
        .where(inArray(markingGuides.id, [...guideIds]));
      return new Map(rows.map((r) => [r.id, r.reason]));
    },
  };
}
