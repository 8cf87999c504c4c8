// A member's timing choices beyond their preferred timing (docs/station-run.md, 'Timing a version
// 2 station'): their own minutes for one station, and their exam preset. The station screen starts
// a run from them (startingTiming in @osce/shared/stations/exam-presets). Each write is announced
// with `study.member_records_changed`, as every write of a member's study records is.
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import { isExamPresetId, type ExamPresetId } from '@osce/shared/stations/exam-presets';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { StationCatalogue } from './station-catalogue.ts';
import { createStationTimingRepository } from './station-timing.repository.ts';

export type StationTimingService = ReturnType<typeof createStationTimingService>;
export type StationTimingRefusal = { ok: false; reason: 'not_found' | 'paid_only' };

export function createStationTimingService(deps: {
  db: Db;
  clock: Clock;
  catalogue: StationCatalogue;
  events: EventBus;
}) {
  const { db, clock, catalogue, events } = deps;
  const repo = createStationTimingRepository(db);
  const changed = (userId: number) => events.emit('study.member_records_changed', { userId });

  /** A station in the library that the member may open (the same rule as opening it). */
  async function usable(
    access: StudyAccess,
    stationId: number,
  ): Promise<{ ok: true } | StationTimingRefusal> {
    const station = (await catalogue.get()).byId.get(stationId);
    if (!station) return { ok: false, reason: 'not_found' };
    if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
      return { ok: false, reason: 'paid_only' };
    }
    return { ok: true };
  }

  return {
    /** What GET /station/{code} adds for the member: their minutes for it and their preset. */
    async ofStation(
      userId: number,
      stationId: number,
    ): Promise<{ saved_timing: PhaseMinutes | null; exam_preset: ExamPresetId | null }> {
      const [saved, preset] = await Promise.all([
        repo.stationTiming(userId, stationId),
        repo.examPreset(userId),
      ]);
      // A preset no longer offered is as if none were chosen.
      return { saved_timing: saved, exam_preset: isExamPresetId(preset) ? preset : null };
    },

    /** POST /user/save_station_timing. */
    async saveForStation(
      userId: number,
      access: StudyAccess,
      stationId: number,
      minutes: PhaseMinutes,
    ): Promise<{ ok: true; saved: PhaseMinutes } | StationTimingRefusal> {
      const found = await usable(access, stationId);
      if (!found.ok) return found;
      const saved = {
        reading: minutes.reading,
        station: minutes.station,
        question: minutes.question,
        feedback: minutes.feedback,
      };
      await repo.saveStationTiming(userId, stationId, saved, clock.now());
      changed(userId);
      return { ok: true, saved };
    },

    /** POST /user/clear_station_timing: forgetting is allowed for any station in the library. */
    async clearForStation(
      userId: number,
      stationId: number,
    ): Promise<{ ok: true } | StationTimingRefusal> {
      if (!(await catalogue.get()).byId.has(stationId)) return { ok: false, reason: 'not_found' };
      await repo.clearStationTiming(userId, stationId);
      changed(userId);
      return { ok: true };
    },

    /** POST /user/save_exam_preset: a preset, or null to clear it. */
    async saveExamPreset(
      userId: number,
      preset: ExamPresetId | null,
    ): Promise<ExamPresetId | null> {
      await repo.saveExamPreset(userId, preset, clock.now());
      changed(userId);
      return preset;
    },
  };
}
