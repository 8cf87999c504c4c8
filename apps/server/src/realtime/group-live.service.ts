// The groups' live sessions, held by the server (docs/groups.md, 'Implementation'): every action of a member
// is applied here with the shared rules (applyGroupAction) inside the store's atomic update, and a
// change is published as a domain event that the Socket.IO layer fans out to the group's room.
// Time is the server's: a phase that runs out, and a dropped member whose grace is over, are applied
// by a timer of this process at that moment (and, if this process is gone, by the next action,
// since every action catches time up first). A late or repeated timer changes nothing.
import {
  applyGroupAction,
  catchUp,
  settle,
  emptySession,
  isStudied,
  nextDeadline,
  nextExpiry,
  type Actor,
  type GroupAction,
  type GroupNotice,
  type GroupResult,
  type GroupSessionState,
} from '@osce/shared/groups/group-session';
import type { Clock } from '../lib/clock.ts';
import type { SessionStore } from './session-store.ts';

export interface GroupChange {
  groupId: number;
  state: GroupSessionState | null;
  notices: GroupNotice[];
  actorUid: number | null;
}

export type GroupLive = ReturnType<typeof createGroupLive>;

/** Timers never wait longer than this (a far deadline is looked at again, harmlessly). */
const MAX_TIMER_MS = 2 ** 31 - 1;

export function createGroupLive(deps: {
  store: SessionStore;
  clock: Clock;
  publish: (change: GroupChange) => void;
  onError: (err: unknown) => void;
}) {
  const { store, clock, publish, onError } = deps;
  const timers = new Map<number, { at: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  function schedule(groupId: number, state: GroupSessionState | null): void {
    const at = state ? minOf(nextDeadline(state), nextExpiry(state)) : null;
    const existing = timers.get(groupId);
    if (existing && existing.at === at) return;
    if (existing) clearTimeout(existing.timer);
    timers.delete(groupId);
    if (at === null || stopped) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, at - clock.nowMs()));
    const timer = setTimeout(() => {
      timers.delete(groupId);
      tick(groupId).catch(onError);
    }, delay);
    timer.unref();
    timers.set(groupId, { at, timer });
  }

  function after(
    groupId: number,
    state: GroupSessionState | null,
    notices: GroupNotice[],
    actorUid: number | null,
  ) {
    publish({ groupId, state, notices, actorUid });
    schedule(groupId, state);
  }

  /** Applies time: phases that ran out, members whose grace is over. */
  async function tick(groupId: number): Promise<void> {
    const now = clock.nowMs();
    const outcome = await store.update(groupId, (stored) => {
      if (!stored)
        return { state: null, write: false, result: { state: null, notices: [], changed: false } };
      const { state, notices } = settle(stored, now);
      if (state === stored)
        return { state, write: false, result: { state, notices, changed: false } };
      const next = state.members.length ? state : null;
      return { state: next, write: true, result: { state: next, notices, changed: true } };
    });
    if (outcome.changed) after(groupId, outcome.state, outcome.notices, null);
    else schedule(groupId, outcome.state);
  }

  return {
    /** Applies one member's action; the answer says whether it was refused and why. */
    async apply(groupId: number, actor: Actor, action: GroupAction): Promise<GroupResult> {
      const now = clock.nowMs();
      const result = await store.update(groupId, (stored) => {
        const answer = applyGroupAction(stored ?? emptySession(groupId), actor, action, now);
        if (!answer.ok || !answer.changed) return { state: stored, write: false, result: answer };
        // Nobody left: the session ends (the group itself stays, for the next time).
        const next = answer.state.members.length ? answer.state : null;
        return { state: next, write: true, result: answer };
      });
      if (result.ok && result.changed) {
        after(
          groupId,
          result.state.members.length ? result.state : null,
          result.notices,
          actor.uid,
        );
      }
      return result;
    },

    /** Applies what time has done by now (phases ended, members let go), and publishes it. */
    settle: (groupId: number) => tick(groupId),

    /** The session as it is now (time caught up, not written). */
    async read(groupId: number): Promise<GroupSessionState | null> {
      const state = await store.read(groupId);
      return state ? catchUp(state, clock.nowMs()) : null;
    },

    /**
     * The run an examiner is marking in their group now: its station, run id and the member the
     * mark goes to. Null unless `examinerUid` holds the examiner's role and a station is running.
     * The marking calls ask this before recording a mark for another member.
     */
    async markingOf(
      groupId: number,
      examinerUid: number,
    ): Promise<{
      stationId: number;
      runId: string;
      attached: number | null;
      candidateNotes: string | null;
    } | null> {
      const state = await store.read(groupId);
      const examiner = state?.members.find((m) => m.role === 'examiner');
      if (!state?.current || examiner?.uid !== examinerUid) return null;
      const { station, runId, attached, candidateNotes } = state.current;
      // Only the notes of the member the mark goes to: another candidate's are not theirs.
      const notes = candidateNotes && candidateNotes.uid === attached ? candidateNotes.text : null;
      return { stationId: station.id, runId, attached, candidateNotes: notes };
    },

    /** The examiner recorded the run's mark: the session summary shows it to the group. */
    async recorded(
      groupId: number,
      examinerUid: number,
      mark: { runId: string; uid: number; mark: number; examinerNotes: string },
    ): Promise<void> {
      const state = await store.read(groupId);
      const examiner = state?.members.find((m) => m.uid === examinerUid);
      if (!examiner) return;
      const actor = {
        uid: examiner.uid,
        name: examiner.name,
        avatar: examiner.avatar,
        trial: examiner.trial,
      };
      await this.apply(groupId, actor, { type: 'mark-recorded', ...mark });
    },

    /** Which of these groups someone is studying now (a studied group cannot be deleted). */
    async studying(groupIds: number[]): Promise<Set<number>> {
      const states = await store.readMany(groupIds);
      return new Set(groupIds.filter((_, i) => isStudied(states[i] ?? null)));
    },

    /** Makes sure this process looks at the group's deadlines (a member connected here). */
    watch(groupId: number, state: GroupSessionState | null): void {
      schedule(groupId, state);
    },

    stop(): void {
      stopped = true;
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
