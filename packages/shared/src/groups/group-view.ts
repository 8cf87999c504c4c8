// What one member may see of their group's session (docs/groups.md, "Per-role snapshots"). The
// server holds the whole session but sends each member only this: the examiner notes to the
// examiner, the live marking from the phase where the role x phase matrix opens the marking guide
// to the candidate, the candidate's own notes to that candidate, and the examiner's note in the
// session summary to the candidate it is for. Built per member for every snapshot, never trusted
// to the browser to hide.
import { applyCommand, type StationRun } from '../stations/phase-machine.ts';
import { seesLiveMarking } from '../stations/roles.ts';
import type { GroupRunState, GroupSessionState } from './group-state.ts';

/** The session as the member `uid` may see it. The same object when nothing is withheld. */
export function snapshotFor(state: GroupSessionState, uid: number): GroupSessionState {
  const current = state.current;
  if (!current) return state;
  const role = state.members.find((m) => m.uid === uid)?.role ?? null;
  const examiner = role === 'examiner';
  const marking = seesLiveMarking(role, current.run.phase)
    ? { ...current.marking, examinerNotes: examiner ? current.marking.examinerNotes : '' }
    : { ticked: [], globalScore: null, examinerNotes: '' };
  const candidateNotes =
    current.candidateNotes && current.candidateNotes.uid === uid ? current.candidateNotes : null;
  const recorded = current.recorded
    ? examiner || current.recorded.uid === uid
      ? current.recorded
      : { ...current.recorded, examinerNotes: '' }
    : (current.recorded ?? null);
  const shown: GroupRunState = { ...current, marking, candidateNotes, recorded };
  return { ...state, current: shown };
}

/**
 * The run a member's screen shows while its connection to the group is down: stopped where it was.
 * Nobody can tell this screen that the examiner paused, skipped or ended meanwhile, and a clock
 * counting on regardless would be wrong for as long as the group is paused; when the connection is
 * back the server's snapshot is the truth again.
 */
export function heldWhileAway(run: StationRun, nowMs: number): StationRun {
  return applyCommand(run, { type: 'pause' }, nowMs);
}
