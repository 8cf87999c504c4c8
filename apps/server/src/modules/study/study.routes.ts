// The study area's calls (docs/study.md, 'API'): GET /stations, GET /taxons,
// GET /station/featured, GET /station/{code}, POST /station/{number}/favourite and
// POST /user/save_filters for members; GET /preview for everyone. Every member call passes the
// one access check first: without a current subscription or trial, 403 before anything is read.
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  artefactParams,
  favouriteAnswerSchema,
  favouriteSchema,
  saveFiltersAnswerSchema,
  savedFiltersSchema,
  stationDetailSchema,
  stationListSchema,
  stationCountSchema,
  stationNumberOnlyParams,
  stationNumberParams,
  taxonsAnswerSchema,
} from '@osce/shared/schemas/study';
import { HttpError } from '../../lib/http-error.ts';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/http-cache.ts';
import { signedIn } from '../users/request-helpers.ts';
import type { MarkingService } from './marking.service.ts';
import { markingRoutes } from './marking.routes.ts';
import { registerStudyAccess, studyAccessOfRequest } from './study-access.ts';
import type { StationRefusal, StationResult, StudyService } from './study.service.ts';

const refusals: Record<StationRefusal, [number, string]> = {
  not_found: [404, messages.stationNotFound],
  paid_only: [403, messages.stationPaidOnly],
};

function refuse(reason: StationRefusal): never {
  const [status, message] = refusals[reason];
  throw new HttpError(status, message);
}

/**
 * An artefact image (docs/content.md, 'Artefacts'). An SVG is sent with a policy that forbids
 * scripts and outside loads, in case someone opens its address directly.
 */
async function sendArtefact(
  reply: FastifyReply,
  result: StationResult<{ path: string; type: string }>,
  cacheControl: string,
) {
  if (!result.ok) {
    if (result.reason === 'not_found') throw new HttpError(404, messages.artefactNotFound);
    refuse(result.reason);
  }
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(result.value.path);
  } catch {
    throw new HttpError(404, messages.artefactNotFound);
  }
  return reply
    .header('content-type', result.value.type)
    .header('cache-control', cacheControl)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

// A member's own list: the browser may keep it, but must ask again each time (with its ETag).
const LIST_REVALIDATE = {
  'cache-control': 'private, no-cache',
  vary: 'accept-encoding, authorization',
} as const;
const LIST_JSON = {
  ...LIST_REVALIDATE,
  'content-type': 'application/json; charset=utf-8',
} as const;
const LIST_GZIP = { ...LIST_JSON, 'content-encoding': 'gzip' } as const;

/** Member routes; register inside the member scope (which sets request.user). */
export function studyRoutes(study: StudyService, marking: MarkingService): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app, (userId) => study.accessOf(userId));
    await app.register(markingRoutes(marking));

    app.get(
      '/stations',
      { schema: { response: { 200: stationListSchema } } },
      async (request, typedReply) => {
        // Sent as it is, a string or a Buffer: Fastify skips serialisation (and the schema).
        const reply = typedReply as unknown as FastifyReply;
        const userId = signedIn(request).id;
        // A warm read is the ready list and, for a browser, its stored gzip: nothing awaited.
        const list = study.readyList(userId) ?? (await study.list(userId));
        reply.header('etag', list.etag);
        if (request.headers['if-none-match'] === list.etag) {
          return reply.headers(LIST_REVALIDATE).status(304).send();
        }
        // Browsers send "gzip, deflate, br" or the like; a client that does not gets the JSON.
        if (request.headers['accept-encoding']?.includes('gzip')) {
          return reply.headers(LIST_GZIP).send(list.gzipped ?? (await study.gzipOf(list)));
        }
        // Already serialised from the catalogue's cached fragments (see station.presenter.ts).
        return reply.headers(LIST_JSON).send(list.json);
      },
    );

    app.get(
      '/taxons',
      { schema: { response: { 200: taxonsAnswerSchema } } },
      async (_request, typedReply) => {
        // The catalogue snapshot's bytes, sent as they are: Fastify skips serialisation.
        const reply = typedReply as unknown as FastifyReply;
        const json = study.taxonsJson();
        return reply
          .header('content-type', LIST_JSON['content-type'])
          .send(typeof json === 'string' ? json : await json);
      },
    );

    app.get(
      '/station/featured',
      { schema: { response: { 200: stationListSchema } } },
      async (request) => study.featured(signedIn(request).id, studyAccessOfRequest(request)),
    );

    app.get(
      '/station/:code',
      { schema: { params: stationNumberParams, response: { 200: stationDetailSchema } } },
      async (request) => {
        const result = await study.station(
          signedIn(request).id,
          studyAccessOfRequest(request),
          Number(request.params.code),
        );
        if (!result.ok) refuse(result.reason);
        return result.value;
      },
    );

    app.get(
      '/station/:code/artefact/:file',
      { schema: { params: artefactParams } },
      async (request, reply) => {
        const { code, file } = request.params;
        const result = await study.artefactImage(studyAccessOfRequest(request), Number(code), file);
        return sendArtefact(reply, result, 'private, max-age=3600');
      },
    );

    app.post(
      '/station/:number/favourite',
      {
        schema: {
          params: stationNumberOnlyParams,
          body: favouriteSchema,
          response: { 200: favouriteAnswerSchema },
        },
      },
      async (request) => {
        const result = await study.setFavourite(
          signedIn(request).id,
          Number(request.params.number),
          request.body.favourited,
        );
        if (!result.ok) refuse(result.reason);
        return { success: true as const, ...result.value };
      },
    );

    app.post(
      '/user/save_filters',
      { schema: { body: savedFiltersSchema, response: { 200: saveFiltersAnswerSchema } } },
      async (request) => {
        const filters = await study.saveFilters(signedIn(request).id, request.body);
        return { success: true as const, message: messages.filtersSaved, filters };
      },
    );
  };
}

/**
 * The public study calls: GET /preview, a preview station and its components; GET /stations/count,
 * how many stations the library has (the home page says so), from the cached catalogue.
 */
export function previewRoutes(study: StudyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stations/count',
      { schema: { response: { 200: stationCountSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        return { count: await study.stationCount() };
      },
    );

    app.get(
      '/preview/:code/artefact/:file',
      { schema: { params: artefactParams } },
      async (request, reply) => {
        const { code, file } = request.params;
        const result = await study.artefactImage('visitor', Number(code), file);
        return sendArtefact(reply, result, 'public, max-age=3600');
      },
    );

    app.get('/preview', { schema: { response: { 200: stationDetailSchema } } }, async () => {
      const station = await study.preview();
      if (!station) throw new HttpError(404, messages.previewNone);
      return station;
    });
  };
}
