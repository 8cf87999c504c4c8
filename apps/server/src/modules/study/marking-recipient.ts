// Whose attempt a marking records (docs/station-run.md, 'Rules', "Mark submission": the mark goes to
// the attached candidate). A member marks themself; marking someone else is the examiner's right,
// and only for the candidate attached to the group's current run of this very station, as the live
// session holds it now. The candidate's own access decides whether the station can be theirs.
import { canUseStation, type StudyAccess } from '@osce/shared/stations/access';
import type { MarkSubmission } from '@osce/shared/stations/scoring';

/** A group's run as the live session holds it; null unless the member asking is its examiner. */
export interface GroupRunMarking {
  stationId: number;
  runId: string;
  attached: number | null;
  /** The attached candidate's own Notes, as their screen last sent them (null: none sent). */
  candidateNotes: string | null;
}

/** A mark recorded for a group's run: the run's session summary shows it to the group. */
export interface RecordedGroupMark {
  runId: string;
  uid: number;
  mark: number;
  examinerNotes: string;
}

/** What the study module asks the live group sessions (realtime/group-live.service.ts answers). */
export interface GroupMarking {
  markingOf(groupId: number, examinerUid: number): Promise<GroupRunMarking | null>;
  /** Tells the group the mark is recorded (after the commit; a failure loses only the summary). */
  recorded(groupId: number, examinerUid: number, mark: RecordedGroupMark): Promise<void>;
}

export type RecipientResult =
  | { ok: true; userId: number; group?: { groupId: number; run: GroupRunMarking } }
  | { ok: false; reason: 'paid_only' | 'not_yours' };

export async function recipientOf(
  deps: { groupMarking: GroupMarking; accessOf(userId: number): Promise<StudyAccess> },
  caller: { id: number; access: StudyAccess },
  station: { id: number; availableToTrial: boolean },
  input: Pick<MarkSubmission, 'user_id' | 'group_id' | 'run_id'>,
): Promise<RecipientResult> {
  const usable = (access: StudyAccess) =>
    canUseStation(access, { available_to_trial: station.availableToTrial });
  const candidateId = input.user_id;
  if (candidateId === undefined || candidateId === caller.id) {
    return usable(caller.access)
      ? { ok: true, userId: caller.id }
      : { ok: false, reason: 'paid_only' };
  }
  if (input.group_id === undefined || input.run_id === undefined) {
    return { ok: false, reason: 'not_yours' };
  }
  const run = await deps.groupMarking.markingOf(input.group_id, caller.id);
  // A run that has moved on (a repeat, a reset, another station) or another candidate attached
  // since the form was filled is refused: the mark belongs to that run and that candidate only.
  if (
    !run ||
    run.stationId !== station.id ||
    run.runId !== input.run_id ||
    run.attached !== candidateId
  ) {
    return { ok: false, reason: 'not_yours' };
  }
  return usable(await deps.accessOf(candidateId))
    ? { ok: true, userId: candidateId, group: { groupId: input.group_id, run } }
    : { ok: false, reason: 'paid_only' };
}
