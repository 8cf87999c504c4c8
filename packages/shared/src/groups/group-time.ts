// What time and departures do to a group's session: the run caught up to now, members away longer
// than the grace let go, and who leaves what behind (their role, their attachment, the run when the
// examiner goes). Pure; the server applies it at every action and from its timers.
import { advanceTime } from '../stations/phase-machine.ts';
import {
  GROUP_GRACE_MS,
  type GroupMember,
  type GroupNotice,
  type GroupSessionState,
} from './group-state.ts';

export function memberOf(state: GroupSessionState, uid: number): GroupMember | undefined {
  return state.members.find((m) => m.uid === uid);
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

export function withMembers(state: GroupSessionState, members: GroupMember[]): GroupSessionState {
  return { ...state, members };
}

export function updateMember(
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
export function without(state: GroupSessionState, uid: number): GroupSessionState {
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
export function endedWithout(state: GroupSessionState, gone: GroupMember): GroupSessionState {
  const next = without(state, gone.uid);
  return gone.role === 'examiner' && next.current ? { ...next, current: null } : next;
}

export function goneNotices(state: GroupSessionState, gone: GroupMember): GroupNotice[] {
  const notices: GroupNotice[] = [{ to: 'others', kind: 'left', name: gone.name }];
  if (gone.role === 'examiner' && state.current)
    notices.push({ to: 'others', kind: 'examiner-left' });
  return notices;
}
