// Playlists: a member's own ordered lists of stations, part of the study area and behind its
// access rule, which the study service decides (asked per request, as for every study call).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import type { StudyService } from '../study/study.service.ts';
import { createMemberAnswerCache } from '../../lib/member-answer-cache.ts';
import { playlistRoutes } from './playlists.routes.ts';
import { createPlaylistService, type PlaylistService } from './playlists.service.ts';

export async function register(
  app: FastifyInstance,
  ctx: AppContext,
  deps: { study: Pick<StudyService, 'accessOf'> },
): Promise<PlaylistService> {
  const { db, clock, sessions, events } = ctx;
  const maxMembers = ctx.config.MEMBER_ANSWER_CACHE_MAX;
  const answers = createMemberAnswerCache<string>({
    maxMembers,
    coherence: ctx.coherence,
  });
  ctx.caches.register('member_answers_playlists', () => answers.size, maxMembers);
  events.on('playlists.changed', ({ userId }) => answers.forget(userId));
  // The answer names each item's station: a catalogue change may rename or retire one.
  events.on('content.changed', () => answers.clear());
  ctx.coherence.onReset(() => answers.clear());
  const playlists = createPlaylistService({ db, clock, events, answers });
  await app.register(
    memberScope(
      sessions,
      playlistRoutes(playlists, (userId) => deps.study.accessOf(userId)),
    ),
  );
  return playlists;
}
