// The station screen's timing choices (docs/station-run.md, 'Timing a version 2 station'):
// POST /user/save_station_timing, /user/clear_station_timing and /user/save_exam_preset. A study
// scope of their own, behind the same access check as every study call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  clearStationTimingSchema,
  examPresetAnswerSchema,
  saveExamPresetSchema,
  saveStationTimingSchema,
  stationTimingAnswerSchema,
} from '@osce/shared/schemas/study';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';
import { registerStudyAccess, studyAccessOfRequest } from './study-access.ts';
import type { StationTimingRefusal, StationTimingService } from './station-timing.service.ts';

function refuse({ reason }: StationTimingRefusal): never {
  if (reason === 'paid_only') throw new HttpError(403, messages.stationPaidOnly);
  throw new HttpError(404, messages.stationNotFound);
}

/** Member routes; register inside the member scope (which sets request.user). */
export function stationTimingRoutes(timing: StationTimingService): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app);

    app.post(
      '/user/save_station_timing',
      { schema: { body: saveStationTimingSchema, response: { 200: stationTimingAnswerSchema } } },
      async (request) => {
        const { station_id: stationId, ...minutes } = request.body;
        const result = await timing.saveForStation(
          signedIn(request).id,
          studyAccessOfRequest(request),
          stationId,
          minutes,
        );
        if (!result.ok) refuse(result);
        return {
          success: true as const,
          message: messages.stationTimingSaved,
          station_id: stationId,
          saved_timing: result.saved,
        };
      },
    );

    app.post(
      '/user/clear_station_timing',
      { schema: { body: clearStationTimingSchema, response: { 200: stationTimingAnswerSchema } } },
      async (request) => {
        const stationId = request.body.station_id;
        const result = await timing.clearForStation(signedIn(request).id, stationId);
        if (!result.ok) refuse(result);
        return {
          success: true as const,
          message: messages.stationTimingCleared,
          station_id: stationId,
          saved_timing: null,
        };
      },
    );

    app.post(
      '/user/save_exam_preset',
      { schema: { body: saveExamPresetSchema, response: { 200: examPresetAnswerSchema } } },
      async (request) => {
        const preset = await timing.saveExamPreset(signedIn(request).id, request.body.preset);
        return {
          success: true as const,
          message: preset ? messages.examPresetSaved : messages.examPresetCleared,
          exam_preset: preset,
        };
      },
    );
  };
}
