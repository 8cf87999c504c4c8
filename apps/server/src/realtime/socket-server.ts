// Socket.IO on the product's own HTTP server (docs/architecture.md, 'Realtime'). A connection is signed in
// by the bearer token in the handshake and stays in two rooms for its life, `session:{tokenHash}`
// and `user:{userId}`, through which the session events reach it: a revoked session's sockets are
// told they are signed out and disconnected, and a member whose access changed is re-checked. A
// member enters their group's room `group-{id}` by `join` (members of the group with study access
// only) and gets the whole session at once, on every connect and reconnect, instead of relying on
// replay. Access is checked again with every message (time alone ends a trial). Their messages go
// through group-messages.ts; what changes is fanned out here: the snapshot to the room, each notice
// to whom it concerns.
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type {
  ClientToServerEvents,
  GroupNoticeMessage,
  ServerToClientEvents,
} from '@osce/shared/groups/group-events';
import type { Actor, GroupSessionState } from '@osce/shared/groups/group-session';
import { snapshotFor } from '@osce/shared/groups/group-view';
import { messages, withBrand } from '@osce/shared/messages';
import { recordId } from '@osce/shared/schemas/id';
import type { StudyAccess } from '@osce/shared/stations/access';
import type { Clock } from '../lib/clock.ts';
import { hashToken } from '../modules/accounts/session.service.ts';
import type { GroupChange, GroupLive } from './group-live.service.ts';
import type { createGroupMessages } from './group-messages.ts';
import { createMessageBudget } from './message-budget.ts';
import type { MemberCard } from './member-card.ts';

interface SocketData {
  userId: number;
  /** The session the handshake's token belongs to (its hash, as stored). */
  tokenHash: string;
  groupId: number | null;
  actor: Actor | null;
}

type GroupSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type GroupServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export const groupRoom = (groupId: number) => `group-${groupId}`;
const memberRoom = (groupId: number, uid: number) => `group-${groupId}:user-${uid}`;
/** Every socket of one session, and of one member: where the session events reach them. */
export const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
export const userRoom = (userId: number) => `user:${userId}`;

export interface SocketServerDeps {
  httpServer: HttpServer;
  clock: Clock;
  redis: Redis | undefined;
  live: GroupLive;
  groupMessages: ReturnType<typeof createGroupMessages>;
  /** The member a token signs in, with the session's token hash when the principal carries it. */
  authenticate(token: string): Promise<{ id: number; sessionTokenHash?: string } | null>;
  accessOf(userId: number): Promise<StudyAccess>;
  /** The member's card in the group, or null when they are not in it. */
  cardIn(userId: number, groupId: number): Promise<MemberCard | null>;
  onError(err: unknown): void;
  /** The configured brand name: the texts that name the product are filled with it. */
  brand: string;
  /** The per-member message budget (message-budget.ts); tests pass a small one. */
  budget?: { burst?: number; perSecond?: number };
}

export function createSocketServer(deps: SocketServerDeps) {
  const { clock, live, groupMessages } = deps;
  const somethingWentWrong = withBrand(messages.somethingWentWrong, deps.brand);
  const io: GroupServer = new Server(deps.httpServer, {
    path: '/socket.io',
    serveClient: false,
    // Messages are small; anything larger is not ours.
    maxHttpBufferSize: 64 * 1024,
    pingInterval: 10_000,
    pingTimeout: 10_000,
  });
  const redisClients: Redis[] = [];
  if (deps.redis) {
    // Unlike the shared connection (which fails fast for rate limits), the adapter's own
    // connections queue until connected: subscribing must not fail at start. The adapter never
    // catches a failed publish or subscribe, and an unhandled rejection ends the process, so
    // their commands wait for Redis to come back instead of failing after a retry (no
    // maxRetriesPerRequest); connection errors are the event bridge's to report (once).
    const options = { enableOfflineQueue: true, maxRetriesPerRequest: null };
    const pub = deps.redis.duplicate(options);
    const sub = deps.redis.duplicate(options);
    for (const client of [pub, sub]) client.on('error', () => undefined);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: 'osce-socket' }));
  }

  /** Shutting down: members will reconnect (to this process again, or another); no drops. */
  let closing = false;
  // Each member gets only what their role may see now (docs/groups.md, "Per-role snapshots").
  const snapshotOf = (state: GroupSessionState, uid: number) => ({
    ...snapshotFor(state, uid),
    serverNow: clock.nowMs(),
  });
  const budget = createMessageBudget(() => clock.nowMs(), deps.budget);

  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length > 200) {
      next(Object.assign(new Error(messages.credentialsExpired), { data: { status: 401 } }));
      return;
    }
    deps
      .authenticate(token)
      .then((user) => {
        if (!user) {
          next(Object.assign(new Error(messages.credentialsExpired), { data: { status: 401 } }));
          return;
        }
        const tokenHash = user.sessionTokenHash ?? hashToken(token);
        socket.data = { userId: user.id, tokenHash, groupId: null, actor: null };
        // Joined before the connection is accepted, so no revocation can fall between the two.
        void socket.join([sessionRoom(tokenHash), userRoom(user.id)]);
        next();
      })
      .catch((err: unknown) => {
        deps.onError(err);
        next(new Error(somethingWentWrong));
      });
  });

  /** Leaves the room this socket was in; the member drops only if no other tab of theirs is there. */
  async function depart(socket: GroupSocket): Promise<void> {
    const { groupId, actor } = socket.data;
    if (groupId === null || !actor) return;
    socket.data.groupId = null;
    await socket.leave(groupRoom(groupId));
    await socket.leave(memberRoom(groupId, actor.uid));
    const others = await io.in(memberRoom(groupId, actor.uid)).fetchSockets();
    if (others.length === 0) await live.apply(groupId, actor, { type: 'drop' });
  }

  async function join(socket: GroupSocket, groupId: number): Promise<string | null> {
    const uid = socket.data.userId;
    const [access, card] = await Promise.all([deps.accessOf(uid), deps.cardIn(uid, groupId)]);
    if (access === 'none') return messages.purchaseNeeded;
    if (!card) return messages.groupNotMember;
    if (socket.data.groupId !== null && socket.data.groupId !== groupId) await depart(socket);
    const actor: Actor = { uid, name: card.name, avatar: card.avatar, trial: access === 'trial' };
    socket.data.actor = actor;
    socket.data.groupId = groupId;
    await socket.join([groupRoom(groupId), memberRoom(groupId, uid)]);
    const result = await live.apply(groupId, actor, { type: 'arrive' });
    if (result.ok) {
      // The room got it if something changed; this socket always gets the whole session now.
      socket.emit('snapshot', snapshotOf(result.state, uid));
      live.watch(groupId, result.state);
    }
    return null;
  }

  /** This process's sockets in `room`: each process acts on its own (the events reach them all). */
  function localSocketsIn(room: string): GroupSocket[] {
    const ids = io.sockets.adapter.rooms.get(room);
    if (!ids) return [];
    return [...ids].flatMap((id) => io.sockets.sockets.get(id) ?? []);
  }

  /** Tells the socket its session is over (the client shows it signed out), then closes it. */
  function signOut(socket: GroupSocket): void {
    socket.emit('refused', { message: messages.credentialsExpired, status: 401 });
    // A server disconnect: the client does not reconnect by itself with the dead token.
    socket.disconnect(true);
  }

  /**
   * Brings the member's sockets in `groupId` on this process in line with `access`: without
   * access they leave the room, told why as a refused join is, and the member leaves the session;
   * with a different trial standing (a trial member bought a plan, or a plan ended leaving the
   * trial) the session takes the member's new standing. Returns the actor now in the group, or
   * null when they were let go.
   */
  async function applyAccess(
    userId: number,
    groupId: number,
    access: StudyAccess,
  ): Promise<Actor | null> {
    const sockets = localSocketsIn(userRoom(userId)).filter((s) => s.data.groupId === groupId);
    const actor = sockets.find((s) => s.data.actor)?.data.actor;
    if (!actor) return null;
    if (access === 'none') {
      for (const s of sockets) {
        s.data.groupId = null;
        s.data.actor = null;
        s.leave(groupRoom(groupId));
        s.leave(memberRoom(groupId, userId));
        s.emit('refused', { message: messages.purchaseNeeded, status: 403 });
      }
      await live.apply(groupId, actor, { type: 'leave' });
      return null;
    }
    const trial = access === 'trial';
    if (actor.trial === trial) return actor;
    const changed: Actor = { ...actor, trial };
    for (const s of sockets) s.data.actor = changed;
    // Arriving again with the new standing updates the member in place (role and all) and
    // publishes the session to the group.
    await live.apply(groupId, changed, { type: 'arrive' });
    return changed;
  }

  /** Re-reads the member's access and applies it to each group their sockets here are in. */
  async function recheckAccess(userId: number): Promise<void> {
    const groups = new Set(
      localSocketsIn(userRoom(userId)).flatMap((s) =>
        s.data.groupId !== null && s.data.actor ? [s.data.groupId] : [],
      ),
    );
    if (groups.size === 0) return;
    const access = await deps.accessOf(userId);
    for (const groupId of groups) await applyAccess(userId, groupId, access);
  }

  io.on('connection', (socket: GroupSocket) => {
    // One message at a time per socket, in the order sent: each waits for its access check.
    let queue: Promise<void> = Promise.resolve();

    socket.on('time', (ack) => {
      if (typeof ack === 'function') ack(clock.nowMs());
    });

    socket.on('join', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const groupId = payload?.group_id;
      if (!budget.take(socket.data.userId)) {
        reply({ ok: false, message: messages.groupTooFast });
        return;
      }
      // The shared id rule: an id past the integer range is refused here, not by the database.
      const checked = recordId().safeParse(groupId);
      if (!checked.success) {
        reply({ ok: false, message: messages.groupNotFound });
        return;
      }
      join(socket, checked.data)
        .then((refusal) => reply(refusal ? { ok: false, message: refusal } : { ok: true }))
        .catch((err: unknown) => {
          deps.onError(err);
          reply({ ok: false, message: somethingWentWrong });
        });
    });

    socket.on('message', (payload, ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const { groupId, actor } = socket.data;
      if (groupId === null || !actor) {
        reply({ ok: false, message: messages.groupNotMember });
        return;
      }
      if (!budget.take(actor.uid)) {
        reply({ ok: false, message: messages.groupTooFast });
        return;
      }
      const type = typeof payload?.type === 'string' ? payload.type : '';
      const work = async () => {
        // Access from the member's standing now: a trial that ran out by the clock needs no event.
        const current = await applyAccess(actor.uid, groupId, await deps.accessOf(actor.uid));
        if (!current) {
          reply({ ok: false, message: messages.purchaseNeeded });
          return;
        }
        if (socket.data.groupId !== groupId) {
          reply({ ok: false, message: messages.groupNotMember });
          return;
        }
        const answer = await groupMessages.handle(groupId, current, type, payload?.data);
        if (answer.ok && type === 'request-station') {
          const state = await live.read(groupId);
          if (state) socket.emit('snapshot', snapshotOf(state, actor.uid));
        }
        if (answer.ok && type === 'leave') {
          socket.data.groupId = null;
          await socket.leave(groupRoom(groupId));
          await socket.leave(memberRoom(groupId, actor.uid));
        }
        reply(answer);
      };
      queue = queue.then(work).catch((err: unknown) => {
        deps.onError(err);
        reply({ ok: false, message: somethingWentWrong });
      });
    });

    socket.on('disconnect', () => {
      if (closing) return;
      depart(socket).catch(deps.onError);
    });
  });

  /** Fans one change out: the session to the room, each notice to whom it concerns. */
  function publish(change: GroupChange): void {
    if (closing) return;
    const room = groupRoom(change.groupId);
    const state = change.state;
    if (state && state.members.every((m) => snapshotFor(state, m.uid) === state)) {
      // Nothing withheld from anyone (no station running): one snapshot, encoded once, to the
      // room, but not to a member being removed, who is no longer in it.
      const removed = change.notices.flatMap((n) =>
        typeof n.to === 'object' && n.kind === 'removed'
          ? [memberRoom(change.groupId, n.to.uid)]
          : [],
      );
      io.to(room)
        .except(removed)
        .emit('snapshot', { ...state, serverNow: clock.nowMs() });
    } else {
      // One snapshot per member, to their own room (all their tabs, on any process).
      for (const member of state?.members ?? []) {
        io.to(memberRoom(change.groupId, member.uid)).emit(
          'snapshot',
          snapshotOf(state as GroupSessionState, member.uid),
        );
      }
    }
    for (const { to, ...notice } of change.notices) {
      const message = (mine: boolean): GroupNoticeMessage => ({ ...notice, mine });
      if (to === 'all') io.to(room).emit('notice', message(false));
      else if (to === 'others' && change.actorUid !== null) {
        io.to(room)
          .except(memberRoom(change.groupId, change.actorUid))
          .emit('notice', message(false));
      } else if (to === 'others') io.to(room).emit('notice', message(false));
      else if (to === 'actor' && change.actorUid !== null) {
        io.to(memberRoom(change.groupId, change.actorUid)).emit('notice', message(true));
      } else if (typeof to === 'object') {
        const target = memberRoom(change.groupId, to.uid);
        io.to(target).emit('notice', message(true));
        if (notice.kind === 'removed') io.in(target).socketsLeave([room, target]);
      }
    }
  }

  return {
    io,
    publish,
    /** A session ended (logout): its sockets on this process are signed out. */
    endSession(tokenHash: string): void {
      localSocketsIn(sessionRoom(tokenHash)).forEach(signOut);
    },
    /** Every session of the member ended, or all but `keepTokenHash` (a password change). */
    endMemberSessions(userId: number, keepTokenHash?: string): void {
      for (const socket of localSocketsIn(userRoom(userId))) {
        if (socket.data.tokenHash !== keepTokenHash) signOut(socket);
      }
    },
    recheckAccess,
    /**
     * The members with a socket in the group's room, on every live process (through the adapter,
     * which asks the other processes and waits only for those still subscribed), by id.
     */
    async connectedIn(groupId: number): Promise<Map<number, Actor>> {
      const found = new Map<number, Actor>();
      for (const socket of await io.in(groupRoom(groupId)).fetchSockets()) {
        const { actor } = socket.data;
        if (actor && socket.data.groupId === groupId) found.set(actor.uid, actor);
      }
      return found;
    },
    /**
     * Every socket here checked again: its session (signed out if it ended) and its member's
     * access in a group. For when events may have been missed (the link between processes was
     * down): what ended meanwhile ends now. One session lookup per session, one access per member.
     */
    async revalidateAll(): Promise<void> {
      const byToken = new Map<string, GroupSocket[]>();
      for (const socket of io.sockets.sockets.values()) {
        const token: unknown = socket.handshake.auth?.token;
        if (typeof token !== 'string') continue;
        byToken.set(token, [...(byToken.get(token) ?? []), socket]);
      }
      for (const [token, sockets] of byToken) {
        if (!(await deps.authenticate(token))) sockets.forEach(signOut);
      }
      const members = new Set<number>();
      for (const socket of io.sockets.sockets.values()) {
        if (socket.data.groupId !== null) members.add(socket.data.userId);
      }
      for (const userId of members) await recheckAccess(userId);
    },
    async close(): Promise<void> {
      closing = true;
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      for (const client of redisClients) client.disconnect();
    },
  };
}
