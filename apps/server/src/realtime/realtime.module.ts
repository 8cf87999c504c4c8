// Group study in real time: the live sessions (held in memory, or in Redis when REDIS_URL is set),
// the Socket.IO server on the product's HTTP server, and the /api/broadcast/* calls. `createLive`
// comes first because the groups module asks it whether a group is being studied; `register`
// attaches the sockets and routes once the modules it calls exist.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { memberScope } from '../plugins/auth.ts';
import type { GroupService } from '../modules/groups/groups.service.ts';
import type { PlaylistService } from '../modules/playlists/playlists.service.ts';
import type { StudyService } from '../modules/study/study.service.ts';
import { broadcastRoutes } from './broadcast.routes.ts';
import { createGroupLive, type GroupChange, type GroupLive } from './group-live.service.ts';
import { createGroupMessages } from './group-messages.ts';
import { memberCard } from './member-card.ts';
import { MemorySessionStore, RedisSessionStore, type SessionStore } from './session-store.ts';
import { createSocketServer } from './socket-server.ts';

export interface Realtime {
  live: GroupLive;
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
    groups: Pick<GroupService, 'isMember'>;
    study: Pick<StudyService, 'accessOf' | 'stationCard' | 'preferredTiming'>;
    playlists: Pick<PlaylistService, 'list'>;
  },
): Promise<void> {
  const { live } = deps.realtime;
  const groupMessages = createGroupMessages({ live, study: deps.study, playlists: deps.playlists });
  const isMember = (userId: number, groupId: number) => deps.groups.isMember(userId, groupId);
  const cardOf = (userId: number) => memberCard(ctx.db, userId);
  const accessOf = (userId: number) => deps.study.accessOf(userId);

  const sockets = createSocketServer({
    httpServer: app.server,
    clock: ctx.clock,
    redis: ctx.redis,
    live,
    groupMessages,
    authenticate: (token) => ctx.sessions.authenticate(token),
    accessOf,
    isMember,
    cardOf,
    onError: (err) => ctx.log.error({ err }, 'group message failed'),
    brand: ctx.config.BRAND_NAME,
  });
  deps.realtime.setPublisher(sockets.publish);
  // preClose: the server waits for open connections before onClose hooks run, and a socket stays
  // open until Socket.IO lets it go.
  app.addHook('preClose', async () => {
    live.stop();
    await sockets.close();
    deps.realtime.close();
  });

  await app.register(
    memberScope(ctx.sessions, broadcastRoutes({ groupMessages, accessOf, isMember, cardOf })),
  );
}
