// The spec's /api/broadcast/* calls (docs/groups.md, 'API'): the same group messages as the
// socket sends, through HTTP, with the same checks (a member of the group who is in its session, the
// examiner for what only the examiner does). `uid`, where the spec sends it, must be the caller.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '@osce/shared/groups/group-session';
import { messages } from '@osce/shared/messages';
import { objectBody } from '@osce/shared/schemas/text';
import { stationTimingSchema } from '@osce/shared/stations/timing';
import { HttpError } from '../lib/http-error.ts';
import { signedIn } from '../modules/users/request-helpers.ts';
import { registerStudyAccess, studyAccessOfRequest } from '../modules/study/study-access.ts';
import type { StudyAccess } from '@osce/shared/stations/access';
import type { createGroupMessages } from './group-messages.ts';
import type { MemberCard } from './member-card.ts';

const id = z.int().min(1).max(2_147_483_647);
/** A station or playlist: its id, or an object carrying it (what a client had at hand). */
const ref = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'number' ? v : v.id));
const group = id;
const uid = id.optional();

const schemas = {
  change_role: objectBody(
    z.object({
      group,
      uid,
      role: z.enum(['candidate', 'candidate-2', 'examiner', 'patient', 'observer']),
    }),
  ),
  suggest_station: objectBody(
    z.object({ group, uid, station: ref, notify: z.boolean().optional() }),
  ),
  suggest_playlist: objectBody(
    z.object({ group, uid, playlist: ref, notify: z.boolean().optional() }),
  ),
  set_station: objectBody(z.object({ group, station: ref })),
  clear_role: objectBody(z.object({ group, redirect: z.boolean().optional() })),
  set_timing: objectBody(z.object({ group, timing: stationTimingSchema })),
  auth: objectBody(z.object({ group })),
};

const answer = z.object({ success: z.literal(true) });

export function broadcastRoutes(deps: {
  groupMessages: ReturnType<typeof createGroupMessages>;
  accessOf: (userId: number) => Promise<StudyAccess>;
  cardIn: (userId: number, groupId: number) => Promise<MemberCard | null>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app, deps.accessOf);

    async function actorOf(userId: number, groupId: number, access: StudyAccess, claimed?: number) {
      if (claimed !== undefined && claimed !== userId)
        throw new HttpError(403, messages.groupNotAllowed);
      const card = await deps.cardIn(userId, groupId);
      if (!card) throw new HttpError(404, messages.groupNotFound);
      const actor: Actor = {
        uid: userId,
        name: card.name,
        avatar: card.avatar,
        trial: access === 'trial',
      };
      return actor;
    }

    async function send(groupId: number, actor: Actor, type: string, data: unknown) {
      const result = await deps.groupMessages.handle(groupId, actor, type, data);
      if (!result.ok) {
        const status = result.message === messages.groupNotMember ? 403 : 409;
        throw new HttpError(status, result.message);
      }
      return { success: true as const };
    }

    const route = <K extends Exclude<keyof typeof schemas, 'auth'>>(
      name: K,
      toMessage: (body: z.output<(typeof schemas)[K]>) => [string, unknown],
    ) =>
      app.post(
        `/broadcast/${name}`,
        { schema: { body: schemas[name], response: { 200: answer } } },
        async (request) => {
          const body = request.body as z.output<(typeof schemas)[K]>;
          const claimed = 'uid' in body ? (body.uid as number | undefined) : undefined;
          const actor = await actorOf(
            signedIn(request).id,
            body.group,
            studyAccessOfRequest(request),
            claimed,
          );
          const [type, data] = toMessage(body);
          return send(body.group, actor, type, data);
        },
      );

    route('change_role', (b) => ['change-role', { role: b.role }]);
    route('suggest_station', (b) => ['suggest-station', { station_id: b.station }]);
    route('suggest_playlist', (b) => ['suggest-playlist', { playlist_id: b.playlist }]);
    route('set_station', (b) => ['set-station', { station_id: b.station }]);
    route('clear_role', () => ['clear-role', {}]);
    route('set_timing', (b) => ['set-timing', { timing: b.timing }]);

    // Realtime authorization: whether the caller may enter the group's channel, and as whom.
    app.post(
      '/broadcast/auth',
      {
        schema: {
          body: schemas.auth,
          response: {
            200: z.object({
              success: z.literal(true),
              channel: z.string(),
              member: z.object({
                uid: z.number(),
                name: z.string(),
                avatar: z.string().nullable(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const actor = await actorOf(
          signedIn(request).id,
          request.body.group,
          studyAccessOfRequest(request),
        );
        return {
          success: true as const,
          channel: `group-${request.body.group}`,
          member: { uid: actor.uid, name: actor.name, avatar: actor.avatar },
        };
      },
    );
  };
}
