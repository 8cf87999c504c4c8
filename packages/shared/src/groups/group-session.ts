// A group's live session (docs/groups.md, 'Rules' and 'Who may do what'): who is here with which
// role, the suggestions, and the one station run the whole group
// shares. Pure: `applyGroupAction(state, actor, action, nowMs)` answers the next state and the
// notices to show, or a refusal that changes nothing. The server holds the state and is the only
// one that applies actions, so two members claiming one role at the same instant are decided by the
// order in which the server applies them; clients only render snapshots.
import { applyCommand, createRun, type StationCommand } from '../stations/phase-machine.ts';
import { EXCLUSIVE_ROLES, type Role } from '../stations/roles.ts';
import type { StationTiming } from '../stations/timing.ts';
import {
  EXAMINER_NOTES_MAX,
  GROUP_SUGGESTIONS_MAX,
  type Actor,
  type GroupAction,
  type GroupMarking,
  type GroupMember,
  type GroupNotice,
  type GroupRefusal,
  type GroupResult,
  type GroupRole,
  type GroupRunState,
  type GroupSessionState,
  type GroupStation,
} from './group-state.ts';
import {
  endedWithout,
  goneNotices,
  memberOf,
  settle,
  updateMember,
  without,
  withMembers,
} from './group-time.ts';

export * from './group-state.ts';
export { catchUp, nextDeadline, nextExpiry, settle } from './group-time.ts';

const refuse = (refusal: GroupRefusal, takenBy?: string): GroupResult => ({
  ok: false,
  refusal,
  ...(takenBy ? { takenBy } : {}),
});

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
    candidateNotes: null,
    recorded: null,
  };
}

function isExclusive(role: GroupRole): boolean {
  return (EXCLUSIVE_ROLES as readonly Role[]).includes(role);
}

/** Trial members reach only trial stations; a station is refused if its starter cannot reach it. */
function reachable(actor: Actor, station: GroupStation): boolean {
  return !actor.trial || station.available_to_trial;
}

/**
 * A member's suggestion, last in the list: the same member suggesting the same thing again moves
 * it rather than repeating it; the oldest go past GROUP_SUGGESTIONS_MAX.
 */
function withSuggestion<T extends { uid: number }>(
  list: T[],
  entry: T,
  idOf: (s: T) => number,
): T[] {
  const kept = list.filter((s) => !(s.uid === entry.uid && idOf(s) === idOf(entry)));
  return [...kept, entry].slice(-GROUP_SUGGESTIONS_MAX);
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
          suggestedStations: withSuggestion(
            state.suggestedStations,
            { uid: me.uid, name: me.name, station: action.station },
            (s) => s.station.id,
          ),
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
          suggestedPlaylists: withSuggestion(
            state.suggestedPlaylists,
            { uid: me.uid, name: me.name, playlist: action.playlist },
            (s) => s.playlist.id,
          ),
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
          candidateNotes: null,
          recorded: null,
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
              candidateNotes: null,
              recorded: null,
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
    case 'update-candidate-notes':
      if (me.role !== 'candidate-2') return refuse('candidate-only');
      if (!current) return refuse('no-station');
      return done({
        ...state,
        current: {
          ...current,
          candidateNotes: { uid: me.uid, text: action.text.slice(0, EXAMINER_NOTES_MAX) },
        },
      });
    case 'mark-recorded': {
      // A mark of an earlier run (the group has moved on) is in the candidate's history already,
      // but this run's summary is not about it.
      if (!isExaminer) return refuse('examiner-only');
      if (!current || current.runId !== action.runId) return done(state);
      const name = memberOf(state, action.uid)?.name ?? '';
      const recorded = {
        uid: action.uid,
        name,
        mark: action.mark,
        examinerNotes: action.examinerNotes,
      };
      return done({ ...state, current: { ...current, recorded } });
    }
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
