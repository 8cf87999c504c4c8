// Playlists: a member's own ordered lists of stations, part of the study area and behind its
// access rule, which the study service decides (asked per request, as for every study call).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { StudyService } from '../study/study.service.ts';
import { playlistRoutes } from './playlists.routes.ts';
import { createPlaylistService, type PlaylistService } from './playlists.service.ts';

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { study: Pick<StudyService, 'accessOf'> },
): Promise<PlaylistService> {
  const { db, clock, sessions } = ctx;
  const playlists = createPlaylistService({ db, clock });
  await app.register(
    memberScope(
      sessions,
      playlistRoutes(playlists, (userId) => deps.study.accessOf(userId)),
    ),
  );
  return playlists;
}
