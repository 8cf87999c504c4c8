// What a member's station screen shows of their group's run (docs/station-run.md, 'Rules'): the run
// is one for everyone, but the completion steps differ by role. Finishing takes the examiner,
// patient and observer to the final screen; the candidate sees their score summary first; the
// examiner who marks for a candidate chooses the status to record before moving on.
import type { GroupMarking } from '@osce/shared/groups/group-session';
import { heldWhileAway } from '@osce/shared/groups/group-view';
import type { StationRun } from '@osce/shared/stations/phase-machine';
import type { StationPhase } from '@osce/shared/stations/roles';
import type { MarkingAnswers } from './marking-summary';

export interface GroupViewState {
  role: 'candidate-2' | 'examiner' | 'patient' | 'observer';
  /** The examiner has a candidate to record the mark for, not yet recorded in this run. */
  markPending: boolean;
  /** The candidate has moved on from their score summary. */
  summarySeen: boolean;
}

export function groupViewPhase(phase: StationPhase, view: GroupViewState): StationPhase {
  if (phase !== 'complete_2' && phase !== 'complete_3') return phase;
  if (view.role === 'examiner' && view.markPending) return 'complete_2';
  if (view.role === 'candidate-2' && !view.summarySeen) return 'complete_2';
  return 'complete_3';
}

/** The examiner's marking as the others' screens show it (read-only). */
export function answersFromMarking(marking: GroupMarking): MarkingAnswers {
  return {
    ticked: new Set(marking.ticked),
    globalScore: marking.globalScore === null ? '' : String(marking.globalScore),
    cumulativeTotal: '',
  };
}

/** What the examiner's form sends: the ticks, and the global score when it is a valid whole 0-5. */
export function markingFromAnswers(answers: MarkingAnswers): {
  ticked: string[];
  global_score: number | null;
} {
  const text = answers.globalScore.trim();
  const value = /^\d+$/.test(text) ? Number(text) : null;
  return {
    ticked: [...answers.ticked],
    global_score: value !== null && value <= 5 ? value : null,
  };
}

/**
 * The run this screen shows: the server's while connected; stopped where it was while the
 * connection is down, so a group paused meanwhile is not shown counting on (docs/groups.md).
 */
export function shownGroupRun(run: StationRun, connected: boolean, nowMs: number): StationRun {
  return connected ? run : heldWhileAway(run, nowMs);
}
