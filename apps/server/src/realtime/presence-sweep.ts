// Members left online by a process that died (docs/groups.md, 'A process that dies'). A member's
// drop is applied when their last socket closes; a process killed without a goodbye closes none,
// so its members stay 'online' in the shared session although nobody holds a socket of theirs.
// With several processes, one of them at a time (a short lock in Redis) walks the live sessions
// every PRESENCE_SWEEP_MS and asks every process which members of each group really have a socket
// in its room; a member online without one is dropped, as if their socket had just closed: the
// grace starts then, and a member who comes back within it finds everything as it was.
import type { Actor, GroupAction, GroupResult } from '@osce/shared/groups/group-session';
import type { SessionStore } from './session-store.ts';

export const PRESENCE_SWEEP_MS = 15_000;

export interface PresenceSweepDeps {
  store: Pick<SessionStore, 'groupIds' | 'read'>;
  live: { apply(groupId: number, actor: Actor, action: GroupAction): Promise<GroupResult> };
  /** The members with a socket in the group's room on any live process, by id. */
  connectedIn(groupId: number): Promise<Map<number, Actor>>;
  /** Takes this round's turn (one process sweeps at a time); false: another one has it. */
  claim(): Promise<boolean>;
  onError(err: unknown): void;
}

export function createPresenceSweep(deps: PresenceSweepDeps) {
  const { store, live, connectedIn } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sweepGroup(groupId: number): Promise<number> {
    // The session is read before the sockets are asked for: a member who arrived before this read
    // joined the room before arriving, so their socket is among those found after it.
    const online = (await store.read(groupId))?.members.filter((m) => m.online) ?? [];
    if (online.length === 0) return 0;
    const connected = await connectedIn(groupId);
    let dropped = 0;
    for (const member of online) {
      if (connected.has(member.uid)) continue;
      const { uid, name, avatar, trial } = member;
      await live.apply(groupId, { uid, name, avatar, trial }, { type: 'drop' });
      dropped += 1;
      // A tab of theirs that joined in the meantime (on any process): they are here after all.
      const back = (await connectedIn(groupId)).get(uid);
      if (back) await live.apply(groupId, back, { type: 'arrive' });
    }
    return dropped;
  }

  /** One round: the members dropped (0 when another process had the turn). */
  async function sweep(): Promise<number> {
    if (!(await deps.claim())) return 0;
    let dropped = 0;
    for (const groupId of await store.groupIds()) {
      try {
        dropped += await sweepGroup(groupId);
      } catch (err) {
        deps.onError(err);
      }
    }
    return dropped;
  }

  return {
    sweep,
    start(intervalMs = PRESENCE_SWEEP_MS): void {
      timer ??= setInterval(() => {
        running ??= sweep()
          .catch((err: unknown) => {
            deps.onError(err);
            return 0;
          })
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
