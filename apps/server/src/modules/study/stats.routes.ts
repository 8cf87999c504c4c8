// My Stats' calls (docs/progress.md, 'API'): GET /user/stats (also the profile dashboard's
// figures), POST /user/stats, POST /user/reset_stats and GET /station/{id}/markings. Every call
// answers the caller's own records only; the member scope has set request.user.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  markingsAnswerSchema,
  resetStatsSchema,
  statsAnswerSchema,
  statsQuerySchema,
} from '@osce/shared/schemas/stats';
import { stationIdParams } from '@osce/shared/schemas/study';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';
import { registerStudyAccess, studyAccessOfRequest } from './study-access.ts';
import type { StatsRefusal, StatsService } from './stats.service.ts';
import type { StudyService } from './study.service.ts';

const refusals: Record<StatsRefusal, [number, string]> = {
  not_found: [404, messages.stationNotFound],
  paid_only: [403, messages.stationPaidOnly],
};

/**
 * Sends a stats answer already checked against statsAnswerSchema and serialised (stats-cache.ts):
 * a string is sent as it is, so Fastify skips its serialiser (and the schema) on a warm read.
 */
function sendReady(typedReply: unknown, json: string) {
  const reply = typedReply as FastifyReply;
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

function refuse(reason: StatsRefusal): never {
  const [status, message] = refusals[reason];
  throw new HttpError(status, message);
}

/** Member routes; register inside the member scope. */
export function statsRoutes(
  stats: StatsService,
  study: Pick<StudyService, 'accessOf'>,
): FastifyPluginAsyncZod {
  // The stats screen's own calls are study calls: without a subscription or trial, 403 first.
  const studyCalls: FastifyPluginAsyncZod = async (app) => {
    registerStudyAccess(app, (userId) => study.accessOf(userId));

    app.post(
      '/user/stats',
      { schema: { body: statsQuerySchema, response: { 200: statsAnswerSchema } } },
      async (request, reply) =>
        sendReady(reply, await stats.stats(signedIn(request).id, request.body.date)),
    );

    app.post(
      '/user/reset_stats',
      { schema: { body: resetStatsSchema, response: { 200: statsAnswerSchema } } },
      async (request, reply) => {
        const result = await stats.reset(
          signedIn(request).id,
          request.body.station_id ?? null,
          request.body.date,
        );
        if (!result.ok) refuse(result.reason);
        return sendReady(reply, result.value);
      },
    );

    app.get(
      '/station/:id/markings',
      { schema: { params: stationIdParams, response: { 200: markingsAnswerSchema } } },
      async (request) => {
        const result = await stats.markings(
          signedIn(request).id,
          studyAccessOfRequest(request),
          Number(request.params.id),
        );
        if (!result.ok) refuse(result.reason);
        return result.value;
      },
    );
  };

  return async (app) => {
    // GET /user/stats is also the profile dashboard's call (docs/accounts.md, 'Screens'),
    // which a member without a current subscription still opens, Buy Subscription link and all.
    // The web answers any 403 but the featured list's by leaving for /subscriptions, so this one
    // call answers every signed-in member: their own figures, which open no paid content.
    app.get(
      '/user/stats',
      { schema: { response: { 200: statsAnswerSchema } } },
      async (request, reply) => sendReady(reply, await stats.stats(signedIn(request).id, 'all')),
    );
    await app.register(studyCalls);
  };
}
