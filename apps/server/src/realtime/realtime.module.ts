// Group study in real time: the live sessions (held in memory, or in Redis when REDIS_URL is set),
// the Socket.IO server on the product's HTTP server, and the /api/broadcast/* calls. `createLive`
// comes first because the groups module asks it whether a group is being studied; `register`
// attaches the sockets and routes once the modules it calls exist, and follows the session events:
// a revoked session's sockets are signed out, a member whose access or card changed is re-checked
// (docs/architecture.md, 'Realtime'). Each process acts on its own sockets only: the events reach
// every process (lib/event-bridge.ts), so none goes through the Socket.IO adapter.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { memberScope } from '../plugins/auth.ts';
import type { PlaylistService } from '../modules/playlists/playlists.service.ts';
import type { StudyService } from '../modules/study/study.service.ts';
import { broadcastRoutes } from './broadcast.routes.ts';
import { createGroupLive, type GroupChange, type GroupLive } from './group-live.service.ts';
import { createGroupMessages } from './group-messages.ts';
import { createGroupRosters } from './group-roster.ts';
import { groupCards } from './member-card.ts';
import { MemorySessionStore, RedisSessionStore, type SessionStore } from './session-store.ts';
import { createSocketServer } from './socket-server.ts';
import { createPresenceSweep, PRESENCE_SWEEP_MS } from './presence-sweep.ts';

const SWEEP_LOCK = 'osce:presence-sweep';

export interface Realtime {
  live: GroupLive;
  store: SessionStore;
  /** With several processes (REDIS_URL), once registered: the sweep of members a dead process left online. */
  presence?: { sweep(): Promise<number> };
  /** Set by register: where changes go (until then, nowhere: nobody can be connected). */
  setPublisher(publish: (change: GroupChange) => void): void;
  close(): void;
}

export function createLive(ctx: AppContext): Realtime {
  const store: SessionStore = ctx.redis
    ? new RedisSessionStore(ctx.redis)
    : new MemorySessionStore();
  let publisher: (change: GroupChange) => void = () => undefined;
  const live = createGroupLive({
    store,
    clock: ctx.clock,
    publish: (change) => publisher(change),
    onError: (err) => ctx.log.error({ err }, 'group session timer failed'),
  });
  return {
    live,
    store,
    setPublisher(publish) {
      publisher = publish;
    },
    close: () => store.close?.(),
  };
}

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    realtime: Realtime;
    study: Pick<StudyService, 'stationCard' | 'preferredTiming' | 'startingTiming'>;
    playlists: Pick<PlaylistService, 'list'>;
  },
): Promise<void> {
  const { live } = deps.realtime;
  const groupMessages = createGroupMessages({ live, study: deps.study, playlists: deps.playlists });
  const rosters = createGroupRosters({
    load: (groupId) => groupCards(ctx.db, groupId),
    coherence: ctx.coherence,
  });
  const cardIn = (userId: number, groupId: number) => rosters.cardIn(userId, groupId);
  // From the member's cached entitlements (warmed by the handshake), decided at this moment.
  const accessOf = (userId: number) => ctx.sessions.accessOf(userId);

  const sockets = createSocketServer({
    httpServer: app.server,
    clock: ctx.clock,
    redis: ctx.redis,
    live,
    groupMessages,
    authenticate: (token) => ctx.sessions.authenticate(token),
    accessOf,
    cardIn,
    onError: (err) => ctx.log.error({ err }, 'group message failed'),
    brand: ctx.config.BRAND_NAME,
  });
  deps.realtime.setPublisher(sockets.publish);
  const { events } = ctx;
  const unsubscribe = [
    events.on('auth.session_revoked', ({ tokenHash }) => sockets.endSession(tokenHash)),
    events.on('auth.user_sessions_revoked', ({ userId, keepTokenHash }) =>
      sockets.endMemberSessions(userId, keepTokenHash),
    ),
    events.on('billing.entitlements_changed', ({ userId }) => sockets.recheckAccess(userId)),
    events.on('auth.principal_changed', ({ userId }) => {
      rosters.forgetMember(userId);
      return sockets.recheckAccess(userId);
    }),
    events.on('groups.membership_changed', ({ groupId }) => rosters.forgetGroup(groupId)),
    // The link between processes is back after an outage: a logout or refund made elsewhere
    // meanwhile was not heard, so every socket here is checked again.
    ctx.coherence.onReset(() => {
      if (!ctx.coherence.isLive()) return;
      sockets.revalidateAll().catch((err: unknown) => {
        ctx.log.error({ err }, 'sockets not checked again after the event link came back');
      });
    }),
  ];
  // preClose: the server waits for open connections before onClose hooks run, and a socket stays
  // open until Socket.IO lets it go.
  // Only several processes can lose a socket without hearing it close (docs/groups.md).
  const redis = ctx.redis;
  const presence = redis
    ? createPresenceSweep({
        store: deps.realtime.store,
        live,
        connectedIn: (groupId) => sockets.connectedIn(groupId),
        // One process per round: the lock lapses before the next round, whoever took it.
        // One process per round: the lock lapses before the next round, whoever took it. While
        // Redis is away nobody sweeps (the sockets' own disconnects still drop members).
        claim: async () =>
          ctx.coherence.isLive() &&
          (await redis
            .set(SWEEP_LOCK, String(process.pid), 'PX', PRESENCE_SWEEP_MS - 1000, 'NX')
            .catch(() => null)) === 'OK',
        onError: (err) => ctx.log.error({ err }, 'group presence sweep failed'),
      })
    : null;
  presence?.start();
  if (presence) deps.realtime.presence = { sweep: presence.sweep };
  app.addHook('preClose', async () => {
    unsubscribe.forEach((off) => off());
    await presence?.stop();
    live.stop();
    await sockets.close();
    deps.realtime.close();
  });

  await app.register(
    memberScope(ctx.sessions, broadcastRoutes({ groupMessages, accessOf, cardIn })),
  );
}
