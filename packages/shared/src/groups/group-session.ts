// A group's live session (study-area spec section 4, "Group session", "Realtime events", and
// section 6): who is here with which role, the suggestions, and the one station run the whole group
// shares. Pure: `applyGroupAction(state, actor, action, nowMs)` answers the next state and the
// notices to show, or a refusal that changes nothing. The server holds the state and is the only
// one that applies actions, so two members claiming one role at the same instant are decided by the
// order in which the server applies them; clients only render snapshots.
import {
  advanceTime,
  applyCommand,
  createRun,
  type StationCommand,
  type StationRun,
} from '../stations/phase-machine.ts';
import { EXCLUSIVE_ROLES, type Role } from '../stations/roles.ts';
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

const refuse = (refusal: GroupRefusal, takenBy?: string): GroupResult => ({
  ok: false,
  refusal,
  ...(takenBy ? { takenBy } : {}),
});

function memberOf(state: GroupSessionState, uid: number): GroupMember | undefined {
  return state.members.find((m) => m.uid === uid);
}

export function examinerOf(state: GroupSessionState): GroupMember | undefined {
  return state.members.find((m) => m.role === 'examiner');
}

/** Whether anyone is in the session (the group then cannot be deleted). */
export function isStudied(state: GroupSessionState | null): boolean {
  return state !== null && state.members.length > 0;
}

/**
 * Time catches up first: a run whose phase ran out is advanced before anything reads it, so every
 * action and every snapshot acts on the phase that is really current.
 */
export function catchUp(state: GroupSessionState, nowMs: number): GroupSessionState {
  if (!state.current) return state;
  const { state: run } = advanceTime(state.current.run, nowMs);
  if (run === state.current.run) return state;
  return { ...state, version: state.version + 1, current: { ...state.current, run } };
}

/**
 * Everything time does by `nowMs`: phases that ran out end, and members away longer than the grace
 * are let go (with the toasts the others would have seen then). Every action settles first, so the
 * state is right whether a timer fired on time, late, or on a process that has since gone.
 */
export function settle(
  before: GroupSessionState,
  nowMs: number,
): { state: GroupSessionState; notices: GroupNotice[] } {
  let state = catchUp(before, nowMs);
  const notices: GroupNotice[] = [];
  for (const member of before.members) {
    if (member.online || member.awaySince === null) continue;
    if (member.awaySince + GROUP_GRACE_MS > nowMs) continue;
    const gone = state.members.find((m) => m.uid === member.uid);
    if (!gone) continue;
    // To everyone: when an action settles, its actor is still here and must be told too.
    notices.push(...goneNotices(state, gone).map((n) => ({ ...n, to: 'all' as const })));
    state = endedWithout(state, gone);
  }
  if (state !== before && state.version === before.version) {
    state = { ...state, version: before.version + 1 };
  }
  return { state, notices };
}

/** When the server must next look at the run on its own (a phase's end), or null. */
export function nextDeadline(state: GroupSessionState): number | null {
  return state.current?.run.phaseEndsAt ?? null;
}

/** Members away longer than the grace: the earliest moment one of them should be let go. */
export function nextExpiry(state: GroupSessionState): number | null {
  const away = state.members.filter((m) => !m.online && m.awaySince !== null);
  if (away.length === 0) return null;
  return Math.min(...away.map((m) => (m.awaySince as number) + GROUP_GRACE_MS));
}

const NO_MARKING: GroupMarking = { ticked: [], globalScore: null, examinerNotes: '' };

function freshRun(
  station: GroupStation,
  timing: StationTiming,
  runId: string,
  state: GroupSessionState,
  playlist: GroupRunState['playlist'],
): GroupRunState {
  const candidate = state.members.find((m) => m.role === 'candidate-2');
  return {
    runId,
    station,
    run: createRun(timing),
    marking: { ...NO_MARKING, ticked: [] },
    attached: candidate?.uid ?? null,
    playlist,
  };
}

function withMembers(state: GroupSessionState, members: GroupMember[]): GroupSessionState {
  return { ...state, members };
}

function updateMember(
  state: GroupSessionState,
  uid: number,
  change: Partial<GroupMember>,
): GroupSessionState {
  return withMembers(
    state,
    state.members.map((m) => (m.uid === uid ? { ...m, ...change } : m)),
  );
}

/** A member is gone (left, expired or removed): their role and their attachment go with them. */
function without(state: GroupSessionState, uid: number): GroupSessionState {
  const next = withMembers(
    state,
    state.members.filter((m) => m.uid !== uid),
  );
  if (next.current?.attached === uid) {
    return { ...next, current: { ...next.current, attached: null } };
  }
  return next;
}

/**
 * The examiner's grace ran out mid-station: nobody can drive the run any more, so it ends as if
 * they had left the station page, and the others are told.
 */
function endedWithout(state: GroupSessionState, gone: GroupMember): GroupSessionState {
  const next = without(state, gone.uid);
  return gone.role === 'examiner' && next.current ? { ...next, current: null } : next;
}

function goneNotices(state: GroupSessionState, gone: GroupMember): GroupNotice[] {
  const notices: GroupNotice[] = [{ to: 'others', kind: 'left', name: gone.name }];
  if (gone.role === 'examiner' && state.current)
    notices.push({ to: 'others', kind: 'examiner-left' });
  return notices;
}

function isExclusive(role: GroupRole): boolean {
  return (EXCLUSIVE_ROLES as readonly Role[]).includes(role);
}

/** Trial members reach only trial stations; a station is refused if its starter cannot reach it. */
function reachable(actor: Actor, station: GroupStation): boolean {
  return !actor.trial || station.available_to_trial;
}

function suggestionsCapped<T>(list: T[]): T[] {
  return list.slice(-GROUP_SUGGESTIONS_MAX);
}

/** Applies one action by `actor` at `nowMs`. */
export function applyGroupAction(
  before: GroupSessionState,
  actor: Actor,
  action: GroupAction,
  nowMs: number,
): GroupResult {
  const settled = settle(before, nowMs);
  const state = settled.state;
  const me = memberOf(state, actor.uid);
  const done = (next: GroupSessionState, notices: GroupNotice[] = []): GroupResult => {
    const changed = next !== state;
    return {
      ok: true,
      state: changed ? { ...next, version: state.version + 1 } : state,
      notices: [...settled.notices, ...notices],
      changed: changed || state !== before,
    };
  };

  if (action.type === 'arrive') {
    if (
      me?.online &&
      me.name === actor.name &&
      me.avatar === actor.avatar &&
      me.trial === actor.trial
    ) {
      // Another tab of a member already here: nothing changes.
      return done(state);
    }
    if (me) {
      // Back within the grace (a reload, a tunnel): same place, same role, no toast.
      return done(
        updateMember(state, actor.uid, {
          online: true,
          awaySince: null,
          name: actor.name,
          avatar: actor.avatar,
          trial: actor.trial,
        }),
      );
    }
    const member: GroupMember = {
      uid: actor.uid,
      name: actor.name,
      avatar: actor.avatar,
      role: null,
      trial: actor.trial,
      online: true,
      awaySince: null,
      readyFor: null,
    };
    return done(withMembers(state, [...state.members, member]), [
      { to: 'others', kind: 'joined', name: actor.name },
    ]);
  }
  if (!me) return refuse('not-member');
  const isExaminer = me.role === 'examiner';
  const current = state.current;

  switch (action.type) {
    case 'drop':
      return me.online
        ? done(updateMember(state, me.uid, { online: false, awaySince: nowMs }))
        : done(state);
    case 'leave':
      return done(endedWithout(state, me), goneNotices(state, me));
    case 'change-role': {
      if (me.role === action.role) return done(state);
      if (isExclusive(action.role)) {
        const holder = state.members.find((m) => m.role === action.role);
        if (holder) return refuse('role-taken', holder.name);
      }
      let next = updateMember(state, me.uid, { role: action.role });
      // The group's candidate is who the mark goes to, unless the examiner attached someone.
      if (next.current && action.role === 'candidate-2' && next.current.attached === null) {
        next = { ...next, current: { ...next.current, attached: me.uid } };
      }
      return done(next);
    }
    case 'clear-role':
      if (!isExaminer) return refuse('examiner-only');
      if (current?.playlist) return refuse('in-playlist');
      return done(
        withMembers(
          state,
          state.members.map((m) => ({ ...m, role: 'observer' as const })),
        ),
        [{ to: 'all', kind: 'role-cleared' }],
      );
    case 'suggest-station':
      if (me.role === null) return refuse('no-role');
      if (!reachable(actor, action.station)) return refuse('not-for-trial');
      return done(
        {
          ...state,
          suggestedStations: suggestionsCapped([
            ...state.suggestedStations.filter(
              (s) => !(s.uid === me.uid && s.station.id === action.station.id),
            ),
            { uid: me.uid, name: me.name, station: action.station },
          ]),
        },
        [
          { to: 'others', kind: 'suggested-station', name: me.name, number: action.station.number },
          { to: 'actor', kind: 'suggested-station', number: action.station.number },
        ],
      );
    case 'suggest-playlist':
      if (me.role === null) return refuse('no-role');
      return done(
        {
          ...state,
          suggestedPlaylists: suggestionsCapped([
            ...state.suggestedPlaylists.filter(
              (s) => !(s.uid === me.uid && s.playlist.id === action.playlist.id),
            ),
            { uid: me.uid, name: me.name, playlist: action.playlist },
          ]),
        },
        [
          { to: 'others', kind: 'suggested-playlist', name: me.name },
          { to: 'actor', kind: 'suggested-playlist' },
        ],
      );
    case 'set-station':
    case 'start-playlist': {
      if (!isExaminer) {
        return refuse(
          action.type === 'set-station' ? 'needs-examiner-station' : 'needs-examiner-playlist',
        );
      }
      // "Accepted only if there is no current station": one that has finished no longer counts.
      if (current && !current.run.phase.startsWith('complete_')) {
        return refuse('station-in-progress');
      }
      const playlist =
        action.type === 'start-playlist'
          ? {
              ...action.playlist,
              stations: action.playlist.stations.filter((s) => reachable(actor, s)),
              index: 0,
            }
          : null;
      const station = playlist
        ? playlist.stations[0]
        : (action as { station: GroupStation }).station;
      if (!station) return refuse('playlist-empty');
      if (!reachable(actor, station)) return refuse('not-for-trial');
      const next: GroupSessionState = {
        ...state,
        suggestedStations: [],
        suggestedPlaylists: [],
        current: freshRun(station, action.timing, action.runId, state, playlist),
      };
      return done(next, [{ to: 'all', kind: 'station-started', number: station.number }]);
    }
    case 'next-item': {
      if (!isExaminer) return refuse('examiner-only');
      const playlist = current?.playlist;
      if (!current || !playlist || playlist.index + 1 >= playlist.stations.length) {
        return refuse('no-station');
      }
      const index = playlist.index + 1;
      const station = playlist.stations[index] as GroupStation;
      const fresh = freshRun(station, current.run.timing, action.runId, state, {
        ...playlist,
        index,
      });
      // The examiner's choice of whom to mark holds for the playlist, while that member is here.
      const keep = current.attached !== null && memberOf(state, current.attached);
      const run = keep ? { ...fresh, attached: current.attached } : fresh;
      return done({ ...state, suggestedStations: [], suggestedPlaylists: [], current: run }, [
        { to: 'all', kind: 'station-started', number: station.number },
      ]);
    }
    case 'repeat': {
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return refuse('no-station');
      return done({
        ...state,
        current: {
          ...current,
          runId: action.runId,
          run: applyCommand(current.run, { type: 'reset' }, nowMs),
          marking: { ...NO_MARKING, ticked: [] },
        },
      });
    }
    case 'station': {
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return refuse('no-station');
      const command: StationCommand =
        action.command.type === 'confirm-end'
          ? { type: 'end-station', role: 'examiner' }
          : action.command.type === 'finish'
            ? { type: 'finish', role: 'examiner' }
            : action.command;
      const run = applyCommand(current.run, command, nowMs);
      if (run === current.run) return done(state);
      const reset = command.type === 'reset';
      return done({
        ...state,
        current: reset
          ? {
              ...current,
              run,
              runId: action.runId ?? current.runId,
              marking: { ...NO_MARKING, ticked: [] },
            }
          : { ...current, run },
      });
    }
    case 'update-marking':
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return refuse('no-station');
      return done({
        ...state,
        current: {
          ...current,
          marking: { ...current.marking, ticked: action.ticked, globalScore: action.globalScore },
        },
      });
    case 'update-examiner-notes':
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return refuse('no-station');
      return done({
        ...state,
        current: {
          ...current,
          marking: { ...current.marking, examinerNotes: action.text.slice(0, EXAMINER_NOTES_MAX) },
        },
      });
    case 'attach': {
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return refuse('no-station');
      if (action.uid === null) {
        if (current.attached === null) return done(state);
        const was = current.attached === null ? undefined : memberOf(state, current.attached);
        return done(
          { ...state, current: { ...current, attached: null } },
          was ? [{ to: 'actor', kind: 'candidate-removed', name: was.name }] : [],
        );
      }
      const target = memberOf(state, action.uid);
      if (!target) return refuse('not-in-group');
      return done({ ...state, current: { ...current, attached: target.uid } }, [
        { to: 'actor', kind: 'candidate-added', name: target.name },
      ]);
    }
    case 'remove': {
      if (!isExaminer) return refuse('examiner-only');
      const target = memberOf(state, action.uid);
      if (!target || target.uid === me.uid) return refuse('not-in-group');
      return done(without(state, target.uid), [
        { to: { uid: target.uid }, kind: 'removed' },
        { to: 'others', kind: 'left', name: target.name },
      ]);
    }
    case 'ready':
      if (!current || current.runId !== action.runId || me.readyFor === action.runId) {
        return done(state);
      }
      return done(updateMember(state, me.uid, { readyFor: action.runId }));
    case 'examiner-left':
      // The examiner deliberately left the station page: the run ends for everyone.
      if (!isExaminer) return refuse('examiner-only');
      if (!current) return done(state);
      return done({ ...state, current: null }, [{ to: 'others', kind: 'examiner-left' }]);
    case 'close-station':
      // Back to the list after a finished station: nobody is warned, nothing was cut short.
      if (!isExaminer) return refuse('examiner-only');
      return current ? done({ ...state, current: null }) : done(state);
  }
}
