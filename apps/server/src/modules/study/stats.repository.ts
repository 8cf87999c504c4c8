// My Stats' reads and the reset (docs/progress.md): a member's markings totalled
// per station over a period, one station's history with its current guide, and the reset of their
// markings and progress. Only the member's own rows are ever read or written here.
import { and, asc, desc, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  markingGuides,
  stationMarkings,
  stationProgress,
  type ProgressStatus,
} from '../../db/schema/index.ts';

/** A member's markings of one station in a period, totalled (see totalsByStation). */
export interface StationTotals {
  stationId: number;
  /** The member's current standing with the station (null: not attempted). */
  status: ProgressStatus | null;
  attempts: number;
  /** The sum of the marks, so a mean over several stations weighs every marking once. */
  markSum: number;
  /** The latest marking's mark, and when it was made. */
  lastMark: number;
  latest: Date;
  /** The oldest marking counted (a period only): the answer holds until it leaves the period. */
  earliest: Date | null;
}

export interface MarkingRow {
  id: number;
  createdAt: Date;
  mark: number;
  globalScore: number;
  scores: (typeof stationMarkings.$inferSelect)['scores'];
  notes: string;
  examinerNotes: string;
}

export interface GuideRow {
  id: number;
  task: string;
  maxMarks: number;
}

interface ProgressTotals {
  stationId: number;
  status: ProgressStatus | null;
  attempts: number;
  averageMark: number | null;
  lastMark: number | null;
  latest: Date | null;
}

/** A progress row as the totals of all the member's markings of its station, if it has any. */
function allTimeOf(p: ProgressTotals | undefined): StationTotals | null {
  if (!p?.latest || p.lastMark === null || p.averageMark === null) return null;
  return {
    stationId: p.stationId,
    status: p.status,
    attempts: p.attempts,
    markSum: p.averageMark * p.attempts,
    lastMark: p.lastMark,
    latest: p.latest,
    earliest: null,
  };
}

function ownMarkings(userId: number, stationId: number | null): SQL | undefined {
  return stationId === null
    ? eq(stationMarkings.userId, userId)
    : and(eq(stationMarkings.userId, userId), eq(stationMarkings.stationId, stationId));
}

export function createStatsRepository(db: Db) {
  return {
    /**
     * One row per station the member marked since `since` (null: ever), with their current status.
     * The latest marking of a period is always the member's latest of all (a period runs up to
     * now), which their progress row keeps, as it keeps the count and mean of all their markings
     * (written with each marking, in its transaction): all time reads those rows alone, like the
     * station list. A period also totals the markings it holds, in one pass over the
     * (user_id, created_at) index, one row per station; the two are joined here rather than in
     * SQL, where the embedded database, whose tables are never analysed, chose to total the
     * period again for every progress row (EXPLAIN ANALYZE: 22 ms instead of about 2 for 500 markings).
     */
    async totalsByStation(userId: number, since: Date | null): Promise<StationTotals[]> {
      const progress = db
        .select({
          stationId: stationProgress.stationId,
          status: stationProgress.status,
          attempts: stationProgress.markingCount,
          averageMark: stationProgress.averageMark,
          lastMark: stationProgress.lastMark,
          latest: stationProgress.latestCompletion,
        })
        .from(stationProgress)
        .where(and(eq(stationProgress.userId, userId), gt(stationProgress.markingCount, 0)));
      if (since === null) return (await progress).flatMap((p) => allTimeOf(p) ?? []);
      const [rows, period] = await Promise.all([
        progress,
        db
          .select({
            stationId: stationMarkings.stationId,
            attempts: sql<number>`count(*)::int`,
            // Through numeric, so marks kept as real (66.7) add up to what was shown (66.7, not
            // 66.69999694824219), then back to a JavaScript number.
            markSum: sql<number>`sum(${stationMarkings.mark}::numeric)::float8`,
            earliest: sql<Date>`min(${stationMarkings.createdAt})`.mapWith(
              stationMarkings.createdAt,
            ),
          })
          .from(stationMarkings)
          .where(and(eq(stationMarkings.userId, userId), gte(stationMarkings.createdAt, since)))
          .groupBy(stationMarkings.stationId),
      ]);
      const standing = new Map(rows.map((p) => [p.stationId, p]));
      return period.flatMap((w) => {
        const all = allTimeOf(standing.get(w.stationId));
        return all
          ? { ...all, attempts: w.attempts, markSum: w.markSum, earliest: w.earliest }
          : [];
      });
    },

    /**
     * Each marking's scores in the period with the domain its items were marked in (version 2
     * stations; docs/progress.md, 'Domains'), for the domain view. Only markings made since
     * version 2 carry domains; older ones are skipped by the presenter.
     */
    async scoresSince(userId: number, since: Date | null) {
      return db
        .select({ stationId: stationMarkings.stationId, scores: stationMarkings.scores })
        .from(stationMarkings)
        .where(
          and(
            eq(stationMarkings.userId, userId),
            since === null ? undefined : gte(stationMarkings.createdAt, since),
          ),
        );
    },

    /** The member's markings of one station, newest first. */
    async markingsOf(userId: number, stationId: number): Promise<MarkingRow[]> {
      return db
        .select({
          id: stationMarkings.id,
          createdAt: stationMarkings.createdAt,
          mark: stationMarkings.mark,
          globalScore: stationMarkings.globalScore,
          scores: stationMarkings.scores,
          notes: stationMarkings.notes,
          examinerNotes: stationMarkings.examinerNotes,
        })
        .from(stationMarkings)
        .where(ownMarkings(userId, stationId))
        .orderBy(desc(stationMarkings.createdAt), desc(stationMarkings.id));
    },

    /** The station's marking guide as it is now, in the screen's order. */
    async guideOf(stationId: number): Promise<GuideRow[]> {
      return db
        .select({
          id: markingGuides.id,
          task: markingGuides.task,
          maxMarks: markingGuides.maxMarks,
        })
        .from(markingGuides)
        .where(eq(markingGuides.stationId, stationId))
        .orderBy(asc(markingGuides.position));
    },

    /**
     * Back to Not Attempted, favourites kept: the member's progress rows (all, or one station's).
     * Run before deleteMarkings in the same transaction: it locks the rows a marking being
     * recorded at the same moment also locks first (marking.repository.ts lockProgress), so that
     * marking lands wholly before the reset (and is deleted with the rest) or wholly after it.
     */
    async resetProgress(userId: number, stationId: number | null, now: Date): Promise<void> {
      await db
        .update(stationProgress)
        .set({
          status: null,
          lastMark: null,
          averageMark: null,
          markingCount: 0,
          latestCompletion: null,
          updatedAt: now,
        })
        .where(
          stationId === null
            ? eq(stationProgress.userId, userId)
            : and(eq(stationProgress.userId, userId), eq(stationProgress.stationId, stationId)),
        );
    },

    /** Deletes the member's markings: all, or one station's. */
    async deleteMarkings(userId: number, stationId: number | null): Promise<void> {
      await db.delete(stationMarkings).where(ownMarkings(userId, stationId));
    },
  };
}
