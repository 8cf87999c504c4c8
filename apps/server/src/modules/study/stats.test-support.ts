// For the stats tests: a fixed "now" and a member's markings written straight into the database at
// chosen moments, with the progress row the station screen would have left beside them.
import { stationMarkings, stationProgress, type ProgressStatus } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';

/** The last day of a month, so the periods meet a shorter month (February) on their way back. */
export const NOW = new Date('2026-05-31T12:00:00Z');

/** Markings of one station, each [mark, when], and the member's standing with it afterwards. */
export async function recordMarkings(
  t: TestApp,
  userId: number,
  stationId: number,
  status: ProgressStatus,
  markings: [mark: number, at: Date][],
): Promise<void> {
  const db = t.database.db;
  await db.insert(stationMarkings).values(
    markings.map(([mark, createdAt]) => ({
      userId,
      stationId,
      markedBy: userId,
      createdAt,
      mark,
      globalScore: 0,
      scores: [],
    })),
  );
  const latest = markings.reduce((a, b) => (b[1] > a[1] ? b : a));
  const values = {
    status,
    lastMark: latest[0],
    averageMark: markings.reduce((sum, [mark]) => sum + mark, 0) / markings.length,
    markingCount: markings.length,
    latestCompletion: latest[1],
    updatedAt: latest[1],
  };
  await db
    .insert(stationProgress)
    .values({ userId, stationId, ...values })
    .onConflictDoUpdate({
      target: [stationProgress.userId, stationProgress.stationId],
      set: values,
    });
}
