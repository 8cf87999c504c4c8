// The station library in the back office (stations.edit; docs/admin.md, 'The library'):
// GET /api/admin/stations, POST /api/admin/stations, POST /api/admin/stations/import,
// GET|PUT /api/admin/stations/{number}, POST /api/admin/stations/{number}/retire and /restore,
// GET /api/admin/stations/{number}/export, GET /api/admin/stations/{number}/revisions,
// GET /api/admin/stations/{number}/revisions/{revision} and POST .../{revision}/restore.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  stationCreateBody,
  stationDetailAnswer,
  stationImportAnswer,
  stationImportBody,
  stationListAnswer,
  stationListQuery,
  stationNumberParams,
  stationRevisionAnswer,
  stationRevisionParams,
  stationRevisionsAnswer,
  stationSaveBody,
} from '@osce/shared/schemas/admin-library';
import type { LibraryTransferService } from './library-transfer.service.ts';
import type { LibraryService } from './library.service.ts';

const config = { capability: 'stations.edit' as const };

const actorOf = (request: FastifyRequest) => ({
  id: request.user!.id,
  username: request.user!.username,
});

export function libraryRoutes(
  library: LibraryService,
  transfer: LibraryTransferService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/stations',
      { schema: { querystring: stationListQuery, response: { 200: stationListAnswer } }, config },
      async (request) => ({
        stations: await library.list({
          ...(request.query.search ? { search: request.query.search } : {}),
          ...(request.query.retired ? { retired: request.query.retired === 'true' } : {}),
        }),
      }),
    );

    app.post(
      '/stations',
      { schema: { body: stationCreateBody, response: { 201: stationDetailAnswer } }, config },
      async (request, reply) => {
        const created = await library.create(request.body, actorOf(request));
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/stations/import',
      {
        schema: { body: stationImportBody, response: { 200: stationImportAnswer } },
        bodyLimit: IMPORT_MAX_BYTES,
        config,
      },
      async (request) => ({
        stations: await transfer.import(request.body.files, actorOf(request)),
      }),
    );

    app.get(
      '/stations/:number',
      {
        schema: { params: stationNumberParams, response: { 200: stationDetailAnswer } },
        config,
      },
      (request) => library.get(request.params.number),
    );

    app.put(
      '/stations/:number',
      {
        schema: {
          params: stationNumberParams,
          body: stationSaveBody,
          response: { 200: stationDetailAnswer },
        },
        config,
      },
      (request) => library.save(request.params.number, request.body, actorOf(request)),
    );

    app.post(
      '/stations/:number/retire',
      {
        schema: { params: stationNumberParams, response: { 200: stationDetailAnswer } },
        config,
      },
      (request) => library.retire(request.params.number, actorOf(request)),
    );

    app.post(
      '/stations/:number/restore',
      {
        schema: { params: stationNumberParams, response: { 200: stationDetailAnswer } },
        config,
      },
      (request) => library.restore(request.params.number, actorOf(request)),
    );

    app.get(
      '/stations/:number/export',
      { schema: { params: stationNumberParams }, config },
      async (request, reply) => {
        const { file, yaml } = await transfer.exportFile(request.params.number);
        return reply
          .header('content-type', 'text/yaml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}"`)
          .send(yaml);
      },
    );

    app.get(
      '/stations/:number/revisions',
      {
        schema: { params: stationNumberParams, response: { 200: stationRevisionsAnswer } },
        config,
      },
      async (request) => ({ revisions: await library.revisions(request.params.number) }),
    );

    app.get(
      '/stations/:number/revisions/:revision',
      {
        schema: { params: stationRevisionParams, response: { 200: stationRevisionAnswer } },
        config,
      },
      (request) => library.revision(request.params.number, request.params.revision),
    );

    app.post(
      '/stations/:number/revisions/:revision/restore',
      {
        schema: { params: stationRevisionParams, response: { 200: stationDetailAnswer } },
        config,
      },
      (request) =>
        library.restoreRevision(request.params.number, request.params.revision, actorOf(request)),
    );
  };
}
