// A member's attempts: the markings (their history) and the progress row kept beside them, and the
// preferred timings. Every write here runs inside the caller's transaction.
import { and, avg, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  preferredTimings,
  stationMarkings,
  stationProgress,
  type ProgressStatus,
} from '../../db/schema/index.ts';

export type NewMarking = Omit<typeof stationMarkings.$inferInsert, 'id'>;
export type PreferredTiming = {
  reading: number;
  station: number;
  question: number;
  feedback: number;
};

export function createMarkingRepository(db: Db) {
  return {
    /**
     * The member's progress row for the station, made if missing and locked until the
     * transaction ends: two markings at once then update it one after the other.
     */
    async lockProgress(userId: number, stationId: number, now: Date) {
      const [row] = await db
        .insert(stationProgress)
        .values({ userId, stationId, updatedAt: now })
        .onConflictDoUpdate({
          target: [stationProgress.userId, stationProgress.stationId],
          set: { updatedAt: now },
        })
        .returning({ status: stationProgress.status });
      return row!;
    },

    /** Marks a station begun: incomplete, unless the member already has a standing with it. */
    async markStarted(userId: number, stationId: number, now: Date): Promise<void> {
      await db
        .insert(stationProgress)
        .values({ userId, stationId, status: 'incomplete', updatedAt: now })
        .onConflictDoUpdate({
          target: [stationProgress.userId, stationProgress.stationId],
          set: { status: 'incomplete', updatedAt: now },
          setWhere: isNull(stationProgress.status),
        });
    },

    /**
     * Adds a marking; null when it names a group run already marked for this member (the unique
     * index on user and run decides, so markings sent at once for one run keep exactly one).
     */
    async insertMarking(values: NewMarking): Promise<{ id: number } | null> {
      const [row] = await db
        .insert(stationMarkings)
        .values(values)
        .onConflictDoNothing({ target: [stationMarkings.userId, stationMarkings.groupRunId] })
        .returning({ id: stationMarkings.id });
      return row ?? null;
    },

    /** The member's marking of a group run, if one was recorded. */
    async markingOfRun(userId: number, groupRunId: string) {
      const [row] = await db
        .select({
          id: stationMarkings.id,
          mark: stationMarkings.mark,
          createdAt: stationMarkings.createdAt,
        })
        .from(stationMarkings)
        .where(and(eq(stationMarkings.userId, userId), eq(stationMarkings.groupRunId, groupRunId)));
      return row ?? null;
    },

    /** Recomputes the progress row from the member's markings of the station (after a new one). */
    async refreshProgress(
      userId: number,
      stationId: number,
      values: { status: ProgressStatus; lastMark: number; latestCompletion: Date },
    ): Promise<void> {
      const [totals] = await db
        .select({ average: avg(stationMarkings.mark), n: count() })
        .from(stationMarkings)
        .where(and(eq(stationMarkings.userId, userId), eq(stationMarkings.stationId, stationId)));
      await db
        .update(stationProgress)
        .set({
          ...values,
          averageMark:
            totals?.average === null || totals?.average === undefined
              ? null
              : Number(totals.average),
          markingCount: totals?.n ?? 0,
          updatedAt: values.latestCompletion,
        })
        .where(and(eq(stationProgress.userId, userId), eq(stationProgress.stationId, stationId)));
    },

    async setStatus(userId: number, stationId: number, status: ProgressStatus, now: Date) {
      await db
        .insert(stationProgress)
        .values({ userId, stationId, status, updatedAt: now })
        .onConflictDoUpdate({
          target: [stationProgress.userId, stationProgress.stationId],
          set: { status, updatedAt: now },
        });
    },

    async preferredTiming(userId: number): Promise<PreferredTiming | null> {
      const [row] = await db
        .select({
          reading: preferredTimings.reading,
          station: preferredTimings.station,
          question: preferredTimings.question,
          feedback: preferredTimings.feedback,
        })
        .from(preferredTimings)
        .where(eq(preferredTimings.userId, userId));
      return row ?? null;
    },

    async savePreferredTiming(userId: number, timing: PreferredTiming, now: Date): Promise<void> {
      await db
        .insert(preferredTimings)
        .values({ userId, ...timing, updatedAt: now })
        .onConflictDoUpdate({
          target: preferredTimings.userId,
          set: { ...timing, updatedAt: now },
        });
    },
  };
}
