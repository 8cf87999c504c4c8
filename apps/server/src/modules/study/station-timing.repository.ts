// A member's own timing for one station and their exam preset (docs/station-run.md, 'Timing a
// version 2 station'). Every write here runs inside the caller's transaction, if any.
import { and, eq } from 'drizzle-orm';
import type { ExamPresetId } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import type { Db } from '../../db/client.ts';
import { examPresets, stationTimings } from '../../db/schema/index.ts';

const minutesColumns = {
  reading: stationTimings.reading,
  station: stationTimings.station,
  question: stationTimings.question,
  feedback: stationTimings.feedback,
};

export function createStationTimingRepository(db: Db) {
  return {
    async stationTiming(userId: number, stationId: number): Promise<PhaseMinutes | null> {
      const [row] = await db
        .select(minutesColumns)
        .from(stationTimings)
        .where(and(eq(stationTimings.userId, userId), eq(stationTimings.stationId, stationId)));
      return row ?? null;
    },

    async saveStationTiming(
      userId: number,
      stationId: number,
      minutes: PhaseMinutes,
      now: Date,
    ): Promise<void> {
      await db
        .insert(stationTimings)
        .values({ userId, stationId, ...minutes, updatedAt: now })
        .onConflictDoUpdate({
          target: [stationTimings.userId, stationTimings.stationId],
          set: { ...minutes, updatedAt: now },
        });
    },

    async clearStationTiming(userId: number, stationId: number): Promise<void> {
      await db
        .delete(stationTimings)
        .where(and(eq(stationTimings.userId, userId), eq(stationTimings.stationId, stationId)));
    },

    async examPreset(userId: number): Promise<ExamPresetId | null> {
      const [row] = await db
        .select({ preset: examPresets.preset })
        .from(examPresets)
        .where(eq(examPresets.userId, userId));
      return row?.preset ?? null;
    },

    async saveExamPreset(userId: number, preset: ExamPresetId | null, now: Date): Promise<void> {
      if (preset === null) {
        await db.delete(examPresets).where(eq(examPresets.userId, userId));
        return;
      }
      await db
        .insert(examPresets)
        .values({ userId, preset, updatedAt: now })
        .onConflictDoUpdate({ target: examPresets.userId, set: { preset, updatedAt: now } });
    },
  };
}
