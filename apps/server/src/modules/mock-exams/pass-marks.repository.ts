// The pass-marks job's SQL (docs/mock-exams.md, 'Implementation'): every member's markings of some
// stations, and the stations' pass marks written over whatever an earlier run stored.
import { asc, inArray, sql } from 'drizzle-orm';
import type { StationAttempt, StationPassMark } from '@osce/shared/mock-exams/pass-mark';
import type { Db } from '../../db/client.ts';
import { stationMarkings, stationPassMarks, stations } from '../../db/schema/index.ts';

export function createPassMarkRepository(db: Db) {
  return {
    /** Every station's id, retired ones too (a member's result may still name one). */
    async stationIds(): Promise<number[]> {
      const rows = await db.select({ id: stations.id }).from(stations).orderBy(asc(stations.id));
      return rows.map((r) => r.id);
    },

    /** Every member's attempts at each of these stations: mark out of 100 and global score. */
    async attemptsAt(stationIds: readonly number[]): Promise<Map<number, StationAttempt[]>> {
      const byStation = new Map<number, StationAttempt[]>(stationIds.map((id) => [id, []]));
      if (!stationIds.length) return byStation;
      const rows = await db
        .select({
          stationId: stationMarkings.stationId,
          mark: stationMarkings.mark,
          global_score: stationMarkings.globalScore,
        })
        .from(stationMarkings)
        .where(inArray(stationMarkings.stationId, [...stationIds]));
      for (const { stationId, ...attempt } of rows) byStation.get(stationId)?.push(attempt);
      return byStation;
    },

    /** One statement for the batch; a row already there (an earlier or parallel run) is replaced. */
    async upsert(rows: { stationId: number; passMark: StationPassMark }[], now: Date) {
      if (!rows.length) return;
      await db
        .insert(stationPassMarks)
        .values(
          rows.map(({ stationId, passMark }) => ({
            stationId,
            passMark: passMark.pass_mark,
            attempts: passMark.attempts,
            method: passMark.method,
            computedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: stationPassMarks.stationId,
          set: {
            passMark: sql`excluded.pass_mark`,
            attempts: sql`excluded.attempts`,
            method: sql`excluded.method`,
            computedAt: sql`excluded.computed_at`,
          },
        });
    },
  };
}
