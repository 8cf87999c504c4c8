// The playlist calls (docs/progress.md, 'API'): GET /playlists and POST /playlists/create, /add,
// /delete, /remove_item, /reorder, /reorder_items and /edit. Each answers the member's whole list
// (playlistListSchema), so the drawer redraws from one answer. Registered behind the study area's
// access check: without a current subscription or trial, 403 before the input is even read.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  PLAYLIST_LIMITS,
  addToPlaylistSchema,
  createPlaylistSchema,
  deletePlaylistSchema,
  editPlaylistSchema,
  playlistListSchema,
  removePlaylistItemSchema,
  reorderPlaylistItemsSchema,
  reorderPlaylistsSchema,
} from '@osce/shared/schemas/playlists';
import type { StudyAccess } from '@osce/shared/stations/access';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';
import { registerStudyAccess, studyAccessOfRequest } from '../study/study-access.ts';
import type { PlaylistRefusal, PlaylistResult, PlaylistService } from './playlists.service.ts';

const statusOfRefusal = {
  playlist_not_found: [404, messages.playlistNotFound],
  item_not_found: [404, messages.playlistItemNotFound],
  station_not_found: [404, messages.stationNotFound],
  not_for_trial: [403, messages.stationNotForTrial],
  too_many: [409, messages.playlistTooMany.replace('{max}', String(PLAYLIST_LIMITS.playlists))],
  full: [409, messages.playlistFull.replace('{max}', String(PLAYLIST_LIMITS.items))],
  reorder_mismatch: [409, messages.playlistReorderMismatch],
} as const;

function refuse(refusal: PlaylistRefusal): never {
  if (refusal.reason === 'already_there') {
    throw new HttpError(
      409,
      messages.playlistAlreadyHasStation.replace('{number}', String(refusal.number)),
    );
  }
  const [status, message] = statusOfRefusal[refusal.reason];
  throw new HttpError(status, message);
}

function answer(result: PlaylistResult) {
  if (!result.ok) refuse(result);
  return result.playlists;
}

const listAnswer = { 200: playlistListSchema };
const JSON_TYPE = 'application/json; charset=utf-8';

/** Member routes; register inside the member scope (which sets request.user). */
export function playlistRoutes(
  playlists: PlaylistService,
  accessOf: (userId: number) => Promise<StudyAccess>,
): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app, accessOf);

    app.get('/playlists', { schema: { response: listAnswer } }, async (request, typedReply) => {
      // Sent as it is, a string: Fastify skips serialisation (and the schema).
      const reply = typedReply as unknown as FastifyReply;
      const json = await playlists.listJson(signedIn(request).id);
      return reply.header('content-type', JSON_TYPE).send(json);
    });

    app.post(
      '/playlists/create',
      { schema: { body: createPlaylistSchema, response: listAnswer } },
      async (request) =>
        answer(
          await playlists.create(signedIn(request).id, studyAccessOfRequest(request), request.body),
        ),
    );

    app.post(
      '/playlists/add',
      { schema: { body: addToPlaylistSchema, response: listAnswer } },
      async (request) =>
        answer(
          await playlists.add(signedIn(request).id, studyAccessOfRequest(request), request.body),
        ),
    );

    app.post(
      '/playlists/delete',
      { schema: { body: deletePlaylistSchema, response: listAnswer } },
      async (request) =>
        answer(await playlists.remove(signedIn(request).id, request.body.playlist_id)),
    );

    app.post(
      '/playlists/remove_item',
      { schema: { body: removePlaylistItemSchema, response: listAnswer } },
      async (request) =>
        answer(await playlists.removeItem(signedIn(request).id, request.body.item_id)),
    );

    app.post(
      '/playlists/reorder',
      { schema: { body: reorderPlaylistsSchema, response: listAnswer } },
      async (request) =>
        answer(await playlists.reorder(signedIn(request).id, request.body.playlists)),
    );

    app.post(
      '/playlists/reorder_items',
      { schema: { body: reorderPlaylistItemsSchema, response: listAnswer } },
      async (request) =>
        answer(await playlists.reorderItems(signedIn(request).id, request.body.items)),
    );

    app.post(
      '/playlists/edit',
      { schema: { body: editPlaylistSchema, response: listAnswer } },
      async (request) => answer(await playlists.rename(signedIn(request).id, request.body)),
    );
  };
}
