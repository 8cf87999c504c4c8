// A group's live session as data (docs/groups.md, 'Rules'): who is here with
// which role, the suggestions, the one station run the whole group shares, and what a member may
// ask of it. Plain JSON, so the server can keep it in memory or in Redis and send it whole.
import type { StationCommand, StationRun } from '../stations/phase-machine.ts';
import type { StationTiming } from '../stations/timing.ts';

/** A dropped connection keeps its member's place and role this long (issue 11: 60 seconds). */
export const GROUP_GRACE_MS = 60_000;
/** Suggestions kept per group, oldest dropped first. */
export const GROUP_SUGGESTIONS_MAX = 20;
/** Examiner notes: characters kept. */
export const EXAMINER_NOTES_MAX = 10_000;

export type GroupRole = 'candidate-2' | 'examiner' | 'patient' | 'observer';

export interface GroupMember {
  uid: number;
  name: string;
  avatar: string | null;
  role: GroupRole | null;
  trial: boolean;
  /** False while the member's every connection is gone, within the grace period. */
  online: boolean;
  awaySince: number | null;
  /** The run id whose station screen this member has loaded ("ready"). */
  readyFor: string | null;
}

export interface GroupStation {
  id: number;
  number: number;
  name: string;
  available_to_trial: boolean;
}

export interface SuggestedStation {
  uid: number;
  /** The suggester's name. */
  name: string;
  station: GroupStation;
}

export interface SuggestedPlaylist {
  uid: number;
  name: string;
  playlist: { id: number; name: string; stations: GroupStation[] };
}

/** The marking in progress, edited by the examiner and seen live by those allowed to. */
export interface GroupMarking {
  /** Ticked boxes, `{questionId}_{index}`. */
  ticked: string[];
  globalScore: number | null;
  examinerNotes: string;
}

export interface GroupRunState {
  /** New for every start and repeat: marks are recorded once per run and candidate. */
  runId: string;
  station: GroupStation;
  run: StationRun;
  marking: GroupMarking;
  /** The member the mark goes to (the examiner attached them, or the group's candidate). */
  attached: number | null;
  playlist: { id: number; name: string; stations: GroupStation[]; index: number } | null;
  /**
   * The group candidate's own Notes, sent by their screen as they type, so the mark the examiner
   * records keeps them. Only that candidate's snapshot carries them (docs/groups.md).
   */
  candidateNotes?: { uid: number; text: string } | null;
  /** The mark recorded for this run: the session summary every member sees at the end. */
  recorded?: GroupRecordedMark | null;
}

/** The session summary of a run: whose mark, the mark, and the examiner's note for them. */
export interface GroupRecordedMark {
  uid: number;
  /** The candidate's name when the mark was recorded. */
  name: string;
  mark: number;
  /** Sent to the candidate and the examiner only. */
  examinerNotes: string;
}

export interface GroupSessionState {
  groupId: number;
  /** Rises with every change; clients ignore a snapshot older than the one they have. */
  version: number;
  members: GroupMember[];
  suggestedStations: SuggestedStation[];
  suggestedPlaylists: SuggestedPlaylist[];
  current: GroupRunState | null;
}

export function emptySession(groupId: number): GroupSessionState {
  return {
    groupId,
    version: 0,
    members: [],
    suggestedStations: [],
    suggestedPlaylists: [],
    current: null,
  };
}

export interface Actor {
  uid: number;
  name: string;
  avatar: string | null;
  trial: boolean;
}

/** What the server resolved before applying: stations and playlists come from the database. */
export type GroupAction =
  | { type: 'arrive' }
  | { type: 'drop' }
  | { type: 'leave' }
  | { type: 'change-role'; role: GroupRole }
  | { type: 'clear-role' }
  | { type: 'suggest-station'; station: GroupStation }
  | { type: 'suggest-playlist'; playlist: SuggestedPlaylist['playlist'] }
  | { type: 'set-station'; station: GroupStation; timing: StationTiming; runId: string }
  | {
      type: 'start-playlist';
      playlist: SuggestedPlaylist['playlist'];
      timing: StationTiming;
      runId: string;
    }
  | { type: 'next-item'; runId: string }
  | { type: 'repeat'; runId: string }
  /** `runId`: a reset starts a new run, whose mark is recorded afresh. */
  | { type: 'station'; command: GroupStationCommand; runId?: string }
  | { type: 'update-marking'; ticked: string[]; globalScore: number | null }
  | { type: 'update-examiner-notes'; text: string }
  | { type: 'update-candidate-notes'; text: string }
  /** Not a member's message: the server records the examiner's mark, then applies this. */
  | { type: 'mark-recorded'; runId: string; uid: number; mark: number; examinerNotes: string }
  | { type: 'attach'; uid: number | null }
  | { type: 'remove'; uid: number }
  | { type: 'ready'; runId: string }
  | { type: 'examiner-left' }
  | { type: 'close-station' };

/** The station commands a group sends; finish and confirm-end act with the examiner's role. */
export type GroupStationCommand =
  | Exclude<StationCommand, { type: 'end-station' } | { type: 'finish' }>
  | { type: 'confirm-end' }
  | { type: 'finish' };

/** A toast for some of the room: `to` is everyone, everyone but the actor, the actor, or one uid. */
export interface GroupNotice {
  to: 'all' | 'others' | 'actor' | { uid: number };
  kind:
    | 'joined'
    | 'left'
    | 'role-cleared'
    | 'suggested-station'
    | 'suggested-playlist'
    | 'candidate-added'
    | 'candidate-removed'
    | 'station-started'
    | 'examiner-left'
    | 'removed';
  name?: string;
  number?: number;
}

export type GroupRefusal =
  | 'not-member'
  | 'role-taken'
  | 'examiner-only'
  | 'candidate-only'
  | 'needs-examiner-station'
  | 'needs-examiner-playlist'
  | 'station-in-progress'
  | 'no-station'
  | 'not-for-trial'
  | 'not-in-group'
  | 'playlist-empty'
  | 'in-playlist'
  | 'no-role';

export type GroupResult =
  | { ok: true; state: GroupSessionState; notices: GroupNotice[]; changed: boolean }
  | { ok: false; refusal: GroupRefusal; takenBy?: string };

/** Whether anyone is in the session (the group then cannot be deleted). */
export function isStudied(state: GroupSessionState | null): boolean {
  return state !== null && state.members.length > 0;
}
