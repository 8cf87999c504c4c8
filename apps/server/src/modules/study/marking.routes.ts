// The station screen's calls (docs/station-run.md, 'API'): POST /station/{id}/started,
// /station/{id}/mark, /station/{id}/status and /user/save_timing. Registered inside the study
// scope, so the access check has run (request.studyAccess).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  markAnswerSchema,
  saveTimingAnswerSchema,
  stationIdParams,
  stationStartedAnswerSchema,
  stationStartedSchema,
  stationStatusAnswerSchema,
  stationStatusSchema,
} from '@osce/shared/schemas/study';
import { markSubmissionSchema } from '@osce/shared/stations/scoring';
import { saveTimingSchema } from '@osce/shared/stations/timing';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';
import type { MarkingRefusal, MarkingService } from './marking.service.ts';
import { studyAccessOfRequest } from './study-access.ts';

const statusOfRefusal = {
  not_found: [404, messages.stationNotFound],
  paid_only: [403, messages.stationPaidOnly],
  not_yours: [403, messages.markForOthersInGroup],
  mark_mismatch: [422, messages.markMismatch],
  // Someone else's circuit is one that does not exist to the caller (docs/mock-exams.md, 'API').
  circuit_not_found: [404, messages.circuitNotFound],
  position_unknown: [422, messages.circuitPositionUnknown],
  position_rest: [422, messages.circuitPositionRest],
  position_other_station: [422, messages.circuitPositionOtherStation],
} as const;

/** The field a refusal is about, for the form to show it beside. */
const fieldOfRefusal: Partial<Record<MarkingRefusal['reason'], string>> = {
  mark_mismatch: 'mark',
  position_unknown: 'position',
  position_rest: 'position',
  position_other_station: 'position',
};

function refuse(refusal: MarkingRefusal): never {
  if (refusal.reason === 'bad_scores') {
    throw new HttpError(
      422,
      Object.values(refusal.fields)[0] ?? messages.invalidInput,
      refusal.fields,
    );
  }
  const [status, message] = statusOfRefusal[refusal.reason];
  const field = fieldOfRefusal[refusal.reason];
  throw new HttpError(status, message, field ? { [field]: message } : undefined);
}

export function markingRoutes(marking: MarkingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/station/:id/started',
      {
        schema: {
          params: stationIdParams,
          body: stationStartedSchema,
          response: { 200: stationStartedAnswerSchema },
        },
      },
      async (request) => {
        const result = await marking.started(
          signedIn(request).id,
          studyAccessOfRequest(request),
          Number(request.params.id),
        );
        if (!result.ok) refuse(result);
        return { success: true as const, status: result.status };
      },
    );

    app.post(
      '/station/:id/mark',
      {
        schema: {
          params: stationIdParams,
          body: markSubmissionSchema,
          response: { 200: markAnswerSchema },
        },
      },
      async (request) => {
        const result = await marking.mark(
          signedIn(request).id,
          studyAccessOfRequest(request),
          Number(request.params.id),
          request.body,
        );
        if (!result.ok) refuse(result);
        return { success: true as const, marking: result.marking, status: result.status };
      },
    );

    app.post(
      '/station/:id/status',
      {
        schema: {
          params: stationIdParams,
          body: stationStatusSchema,
          response: { 200: stationStatusAnswerSchema },
        },
      },
      async (request) => {
        const result = await marking.setStatus(
          signedIn(request).id,
          studyAccessOfRequest(request),
          Number(request.params.id),
          request.body.status,
        );
        if (!result.ok) refuse(result);
        return { success: true as const, status: result.status };
      },
    );

    app.post(
      '/user/save_timing',
      { schema: { body: saveTimingSchema, response: { 200: saveTimingAnswerSchema } } },
      async (request) => ({
        success: true as const,
        message: messages.timingSaved,
        preferred_timing: await marking.savePreferredTiming(signedIn(request).id, request.body),
      }),
    );
  };
}
