// GET /user, GET /user/find_by_id/{id} and POST /user/update (docs/accounts.md, 'API', authenticated calls):
// the member's own profile, another member's public card and the settings form. The dashboard's
// figures (GET /user/stats) are My Stats' answer, from the study module (stats.routes.ts).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { profileUpdateSchema } from '@osce/shared/schemas/account';
import {
  currentUserSchema,
  findUserAnswerSchema,
  profileUpdateAnswerSchema,
} from '@osce/shared/schemas/api';
import { pathParam } from '@osce/shared/schemas/text';
import { HttpError, parseBody } from '../../lib/http-error.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { ProfileService } from './profile.service.ts';
import type { PlaceRulesLoader } from '../content/place-rules.ts';
import { signedIn } from './request-helpers.ts';
import { presentCurrentUser, presentPublicUser } from './user.presenter.ts';

const MAX_ID = 2_147_483_647;

const JSON_TYPE = 'application/json; charset=utf-8';

// A group's members look each other up now and then; a loop over ids is stopped early.
const findUserLimit = {
  name: 'find_user',
  perAddress: { max: 300, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 120, windowMs: 15 * MINUTE_MS },
};

const currentUserQuery = z.object({
  completed: z.enum(['true', 'false'], { error: messages.invalidInput }).optional(),
});

const idParams = z.object({
  id: pathParam(20).pipe(z.string().regex(/^[1-9]\d*$/, { error: messages.invalidInput })),
});

export function profileRoutes(deps: {
  profile: ProfileService;
  rules: PlaceRulesLoader;
}): FastifyPluginAsyncZod {
  const { profile, rules } = deps;
  return async (app) => {
    app.get(
      '/user',
      { schema: { querystring: currentUserQuery, response: { 200: currentUserSchema } } },
      async (request, typedReply) => {
        const { id, status } = signedIn(request);
        // Sent as it is, a string: Fastify skips serialisation (the answer was built from the
        // presenter, and status and update_terms are decided for this request).
        const reply = typedReply as unknown as FastifyReply;
        const json = await profile.currentUserJson(id, {
          status,
          completed: request.query.completed === 'true',
        });
        if (json === null) throw new HttpError(404, messages.userNotFound);
        return reply.header('content-type', JSON_TYPE).send(json);
      },
    );

    app.get(
      '/user/find_by_id/:id',
      {
        schema: { params: idParams, response: { 200: findUserAnswerSchema } },
        config: { rateLimit: findUserLimit },
      },
      async (request) => {
        const asker = signedIn(request);
        const id = Number(request.params.id);
        // A member who shares no group with the asker is answered as an unknown id.
        const row = id <= MAX_ID ? await profile.publicUser(id, asker.id) : null;
        if (!row) throw new HttpError(404, messages.userNotFound);
        return { success: true as const, user: presentPublicUser(row) };
      },
    );

    // The schema reads the catalogue (a state of the chosen country, a school there), so the body
    // is parsed here rather than by a static route schema; failures get the same 422.
    app.post(
      '/user/update',
      { schema: { response: { 200: profileUpdateAnswerSchema } } },
      async (request) => {
        const { id, status } = signedIn(request);
        const input = parseBody(profileUpdateSchema(await rules()), request.body);
        const result = await profile.update(id, status, input);
        if (!result.ok) {
          const fields: Record<string, string> = {};
          if (result.taken.email) fields.email = messages.emailTaken;
          if (result.taken.username) fields.username = messages.usernameTaken;
          throw new HttpError(422, Object.values(fields)[0]!, fields);
        }
        return {
          success: true as const,
          message: messages.settingsUpdated,
          user: presentCurrentUser(result.member.profile, result.member),
          errors: [],
        };
      },
    );
  };
}
