// The station screen's writes (docs/station-run.md): a station started, a marking
// recorded, the final status chosen, preferred timings saved. A marking is checked against the
// station's own guide and its mark recomputed here; the marking and the member's progress are
// written in one transaction, and after it commits `study.member_records_changed` announces it
// (every process then drops the member's ready list and stats). A marking
// of a group run is recorded once per member and run (marking-recipient.ts says whose it is).
import {
  markFor,
  checkScoresAgainstGuide,
  type MarkSubmission,
} from '@osce/shared/stations/scoring';
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { SaveTiming } from '@osce/shared/stations/timing';
import type { StationStatus } from '@osce/shared/stations/station-constants';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import {
  checkCircuitPlace,
  linkCircuitMarking,
  type CircuitPlace,
  type CircuitPlaceRefusal,
} from '../mock-exams/circuit-marking.ts';
import { recipientOf, type GroupMarking } from './marking-recipient.ts';
import { createMarkingRepository, type PreferredTiming } from './marking.repository.ts';
import type { CatalogueStation, StationCatalogue } from './station-catalogue.ts';
import { createStationRepository } from './station.repository.ts';

export type MarkingRefusal =
  | { ok: false; reason: 'not_found' | 'paid_only' | 'not_yours' | 'mark_mismatch' }
  | { ok: false; reason: 'bad_scores'; fields: Record<string, string> }
  | CircuitPlaceRefusal;

export type MarkingService = ReturnType<typeof createMarkingService>;

/**
 * How far the mark a client sends may be from the one the scores earn: a client may round it to a
 * whole number (or send more decimals than the one recorded); the server records its own figure.
 * Anything further is a mismatch. The epsilon keeps an exact half (14.5 sent as 15) inside.
 */
const MARK_TOLERANCE = 0.5 + 1e-9;

export function createMarkingService(deps: {
  db: Db;
  clock: Clock;
  catalogue: StationCatalogue;
  /** Each write of a member's records is announced after it commits (study.module.ts listens). */
  events: EventBus;
  /** Whether the member may use the study area now (the study service's one decision). */
  accessOf(userId: number): Promise<StudyAccess>;
  groupMarking: GroupMarking;
}) {
  const { db, clock, catalogue, events } = deps;
  const changed = (userId: number) => events.emit('study.member_records_changed', { userId });

  async function usable(
    access: StudyAccess,
    stationId: number,
  ): Promise<
    { ok: true; station: CatalogueStation } | { ok: false; reason: 'not_found' | 'paid_only' }
  > {
    const station = (await catalogue.get()).byId.get(stationId);
    if (!station) return { ok: false, reason: 'not_found' };
    if (!canUseStation(access, { available_to_trial: station.availableToTrial })) {
      return { ok: false, reason: 'paid_only' };
    }
    return { ok: true, station };
  }

  /** The answer to a marking of a run already marked for the member: the one recorded. */
  async function recordedBefore(userId: number, stationId: number, groupRunId: string) {
    const row = await createMarkingRepository(db).markingOfRun(userId, groupRunId);
    // Only a reset of the member's stats since the first answer can have removed it; the
    // caller then learns what is recorded now.
    return {
      ok: true as const,
      marking: row
        ? { id: row.id, mark: row.mark, created: row.createdAt.toISOString() }
        : { id: 0, mark: 0, created: clock.now().toISOString() },
      status: await statusOf(userId, stationId),
    };
  }

  async function statusOf(userId: number, stationId: number): Promise<StationStatus> {
    const row = await createStationRepository(db).progressOfStation(userId, stationId);
    return row?.status ?? 'not_attempted';
  }

  return {
    /** POST /station/{id}/started: the member has begun it (incomplete, unless already marked). */
    async started(userId: number, access: StudyAccess, stationId: number) {
      const found = await usable(access, stationId);
      if (!found.ok) return found;
      await createMarkingRepository(db).markStarted(userId, stationId, clock.now());
      changed(userId);
      return { ok: true as const, status: await statusOf(userId, stationId) };
    },

    /**
     * POST /station/{id}/mark: a marking of the caller's own attempt, or, by a group's examiner, of
     * the candidate attached to the group's current run (`markedBy` says who marked).
     */
    async mark(callerId: number, access: StudyAccess, stationId: number, input: MarkSubmission) {
      const station = (await catalogue.get()).byId.get(stationId);
      if (!station) return { ok: false as const, reason: 'not_found' as const };
      const recipient = await recipientOf(deps, { id: callerId, access }, station, input);
      if (!recipient.ok) return recipient;
      const { userId } = recipient;
      // Only the member's own marking carries a circuit (the schema refuses it with a group's).
      const place: CircuitPlace | null =
        input.circuit_id !== undefined && input.position !== undefined
          ? { circuitId: input.circuit_id, position: input.position }
          : null;
      if (place) {
        const checked = await checkCircuitPlace(db, userId, stationId, place);
        if (!checked.ok) return checked;
      }
      const content = await createStationRepository(db).contentOf(stationId);
      const guide = (content?.markingGuide ?? []).map((g) => ({
        id: g.id,
        max_marks: g.maxMarks,
        task: g.task,
        domain: g.domain,
        critical: g.critical,
      }));
      const problems = checkScoresAgainstGuide(input.scores, guide);
      if (problems.length) {
        return {
          ok: false as const,
          reason: 'bad_scores' as const,
          fields: Object.fromEntries(problems.map((p) => [p.field, p.message])),
        };
      }
      const mark = markFor(input.scores, input.global_score, guide);
      if (Math.abs(mark - input.mark) > MARK_TOLERANCE) {
        return { ok: false as const, reason: 'mark_mismatch' as const };
      }
      const points = new Map(input.scores.map((s) => [s.guide_id, s.points]));
      const now = clock.now();
      const groupRunId = input.run_id ?? null;
      const marking = await withTransaction(db, async (tx) => {
        const repo = createMarkingRepository(tx);
        // The marking goes first: when the run is already marked for the member (a Resubmit after
        // a lost answer, a double click) nothing at all is written.
        const row = await repo.insertMarking({
          userId,
          stationId,
          markedBy: callerId,
          groupRunId,
          createdAt: now,
          mark,
          globalScore: input.global_score,
          // The guide as it was marked, so history survives later edits of the station.
          scores: guide.map((g) => ({
            guide_id: g.id,
            points: points.get(g.id) ?? 0,
            task: g.task,
            max_marks: g.max_marks,
            // Version 2: what the domain view and the critical flags are read from later.
            domain: g.domain,
            critical: g.critical,
          })),
          // A group candidate's own Notes come from the session their screen sent them to: the
          // examiner's form does not have them (docs/groups.md).
          notes: recipient.group?.run.candidateNotes ?? input.notes,
          examinerNotes: input.examiner_notes,
        });
        if (!row) return null;
        if (place) await linkCircuitMarking(tx, place, row.id, now);
        // Locked until commit, so markings sent at once update it one after the other, each
        // counting the markings committed before it.
        await repo.lockProgress(userId, stationId, now);
        await repo.refreshProgress(userId, stationId, {
          status: input.status,
          lastMark: mark,
          latestCompletion: now,
        });
        return row;
      });
      if (!marking) return recordedBefore(userId, stationId, groupRunId!);
      changed(userId);
      if (recipient.group) {
        const { groupId, run } = recipient.group;
        await deps.groupMarking
          .recorded(groupId, callerId, {
            runId: run.runId,
            uid: userId,
            mark,
            examinerNotes: input.examiner_notes ?? '',
          })
          .catch(() => undefined);
      }
      return {
        ok: true as const,
        marking: { id: marking.id, mark, created: now.toISOString() },
        status: input.status as StationStatus,
      };
    },

    /**
     * POST /station/{id}/status: the final status choice. 'hidden' (Don't save stats) records
     * nothing and leaves the member's standing as it was.
     */
    async setStatus(
      userId: number,
      access: StudyAccess,
      stationId: number,
      status: 'attempt_again' | 'complete' | 'hidden',
    ) {
      const found = await usable(access, stationId);
      if (!found.ok) return found;
      if (status !== 'hidden') {
        await createMarkingRepository(db).setStatus(userId, stationId, status, clock.now());
        changed(userId);
      }
      return { ok: true as const, status: await statusOf(userId, stationId) };
    },

    async savePreferredTiming(userId: number, timing: SaveTiming): Promise<PreferredTiming> {
      const values = {
        reading: timing.reading,
        station: timing.station,
        question: timing.question,
        feedback: timing.feedback,
      };
      await createMarkingRepository(db).savePreferredTiming(userId, values, clock.now());
      changed(userId);
      return values;
    },
  };
}
