// The study group calls (docs/groups.md, 'API'): GET /groups, POST /groups/create,
// POST /groups/{id}/update, GET /groups/{id}/delete (a GET, as the spec names it), POST
// /groups/search and POST /groups/{id}/join. Registered behind the study area's access check:
// without a current subscription or trial, 403 before the input is even read.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  GROUP_LIMITS,
  createGroupSchema,
  groupCreatedSchema,
  groupIdParams,
  groupJoinedSchema,
  groupsAnswerSchema,
  joinGroupSchema,
  searchGroupsSchema,
  updateGroupSchema,
} from '@osce/shared/schemas/groups';
import type { StudyAccess } from '@osce/shared/stations/access';
import { HttpError } from '../../lib/http-error.ts';
import { HOUR_MS } from '../../plugins/rate-limit.ts';
import { signedIn } from '../users/request-helpers.ts';
import { registerStudyAccess } from '../study/study-access.ts';
import type { GroupRefusal, GroupService, GroupsResult } from './groups.service.ts';

const statusOfRefusal = {
  group_not_found: [404, messages.groupNotFound],
  owner_only: [403, messages.groupOwnerOnly],
  being_studied: [409, messages.groupBeingStudied],
  too_many: [409, messages.groupTooMany.replace('{max}', String(GROUP_LIMITS.groupsPerMember))],
  private_group: [403, messages.groupPrivateNeedsCode],
} as const;

function refuse(refusal: GroupRefusal): never {
  const [status, message] = statusOfRefusal[refusal.reason];
  throw new HttpError(status, message);
}

function answer(result: GroupsResult) {
  if (!result.ok) refuse(result);
  return { success: true as const, groups: result.groups };
}

const groupsAnswer = { 200: groupsAnswerSchema };
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Search and join share a budget: a private group's code is its only lock, so guessing codes is
 * slowed to a pace no member reaches by hand (a member behind a school's address has their own).
 */
export const groupFindLimit = {
  name: 'group-find',
  perAddress: { max: 1_000, windowMs: HOUR_MS },
  perAccount: { max: 120, windowMs: HOUR_MS },
};

/** Member routes; register inside the member scope (which sets request.user). */
export function groupRoutes(
  groups: GroupService,
  accessOf: (userId: number) => Promise<StudyAccess>,
): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app, accessOf);

    app.get('/groups', { schema: { response: groupsAnswer } }, async (request, typedReply) => {
      // Sent as it is, a string: Fastify skips serialisation (and the schema).
      const reply = typedReply as unknown as FastifyReply;
      const json = await groups.listJson(signedIn(request).id);
      return reply.header('content-type', JSON_TYPE).send(json);
    });

    app.post(
      '/groups/create',
      { schema: { body: createGroupSchema, response: { 200: groupCreatedSchema } } },
      async (request) => {
        const result = await groups.create(signedIn(request).id, request.body);
        if (!result.ok) refuse(result);
        return { success: true as const, groups: result.groups, group: result.group };
      },
    );

    app.post(
      '/groups/:id/update',
      { schema: { params: groupIdParams, body: updateGroupSchema, response: groupsAnswer } },
      async (request) =>
        answer(
          await groups.update(signedIn(request).id, request.params.id, {
            nickname: request.body.nickname,
            private: request.body.private,
          }),
        ),
    );

    app.get(
      '/groups/:id/delete',
      { schema: { params: groupIdParams, response: groupsAnswer } },
      async (request) => answer(await groups.remove(signedIn(request).id, request.params.id)),
    );

    app.post(
      '/groups/search',
      {
        schema: { body: searchGroupsSchema, response: groupsAnswer },
        config: { rateLimit: groupFindLimit },
      },
      async (request) => ({
        success: true as const,
        groups: await groups.search(signedIn(request).id, request.body.search),
      }),
    );

    app.post(
      '/groups/:id/join',
      {
        schema: {
          params: groupIdParams,
          body: joinGroupSchema,
          response: { 200: groupJoinedSchema },
        },
        config: { rateLimit: groupFindLimit },
      },
      async (request) => {
        const result = await groups.join(
          signedIn(request).id,
          request.params.id,
          request.body.code,
        );
        if (!result.ok) refuse(result);
        return { success: true as const, group: result.group };
      },
    );
  };
}
