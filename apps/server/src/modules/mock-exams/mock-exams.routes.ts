// The mock-exam calls of this slice (docs/mock-exams.md, 'API'): GET /exam_presets (public), and
// for members with study access POST /circuits, GET /circuits/{id}, GET /circuits/{id}/result and
// GET /station/{id}/pass_mark.
// Refusals carry their texts from mock-exam-messages.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { balanceFailureText } from '@osce/shared/mock-exams/circuit-balance';
import {
  circuitAnswerSchema,
  circuitIdParamsSchema,
  circuitResultAnswerSchema,
  createCircuitSchema,
  examPresetsAnswerSchema,
  passMarkAnswerSchema,
} from '@osce/shared/schemas/mock-exams';
import { stationIdParams } from '@osce/shared/schemas/study';
import { HttpError, fieldRefusal } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';
import { registerStudyAccess, studyAccessOfRequest } from '../study/study-access.ts';
import {
  CIRCUITS_PER_DAY,
  type CircuitAnswer,
  type CircuitRefusal,
  type MockExamService,
  type StationRefusal,
} from './mock-exams.service.ts';

function refuseCircuit(refusal: CircuitRefusal): never {
  switch (refusal.reason) {
    case 'not_found':
      throw new HttpError(404, messages.circuitNotFound);
    case 'station_unknown':
      throw fieldRefusal('station_ids', messages.circuitStationUnknown);
    case 'paid_only':
      throw new HttpError(
        403,
        messages.circuitStationPaidOnly.replace('{number}', String(refusal.number)),
      );
    case 'unknown_type':
      throw fieldRefusal(
        'balance',
        messages.circuitBalanceUnknownType.replace('{type}', refusal.type),
      );
    case 'balance':
      throw fieldRefusal('balance', balanceFailureText(refusal.failure));
    case 'daily_limit':
      throw new HttpError(
        429,
        messages.circuitDailyLimit.replace('{max}', String(CIRCUITS_PER_DAY)),
      );
  }
}

function refuseStation(refusal: StationRefusal): never {
  if (refusal.reason === 'paid_only') throw new HttpError(403, messages.stationPaidOnly);
  throw new HttpError(404, messages.stationNotFound);
}

const circuitAnswer = (result: { ok: true; circuit: CircuitAnswer } | CircuitRefusal) => {
  if (!result.ok) refuseCircuit(result);
  return { success: true as const, circuit: result.circuit };
};

/** Public: the presets are the exams' published facts, read before signing up too. */
export function examPresetRoutes(mockExams: MockExamService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/exam_presets', { schema: { response: { 200: examPresetsAnswerSchema } } }, () => ({
      success: true as const,
      presets: mockExams.presets(),
    }));
  };
}

/** Member routes behind the study area's access check; register inside the member scope. */
export function circuitRoutes(mockExams: MockExamService): FastifyPluginAsyncZod {
  return async (app) => {
    registerStudyAccess(app);

    app.post(
      '/circuits',
      { schema: { body: createCircuitSchema, response: { 200: circuitAnswerSchema } } },
      async (request) =>
        circuitAnswer(
          await mockExams.create(signedIn(request).id, studyAccessOfRequest(request), request.body),
        ),
    );

    app.get(
      '/circuits/:id',
      { schema: { params: circuitIdParamsSchema, response: { 200: circuitAnswerSchema } } },
      async (request) =>
        circuitAnswer(await mockExams.circuit(signedIn(request).id, Number(request.params.id))),
    );

    app.get(
      '/circuits/:id/result',
      { schema: { params: circuitIdParamsSchema, response: { 200: circuitResultAnswerSchema } } },
      async (request) => {
        const result = await mockExams.result(signedIn(request).id, Number(request.params.id));
        if (!result.ok) refuseCircuit(result);
        return result.result;
      },
    );

    app.get(
      '/station/:id/pass_mark',
      { schema: { params: stationIdParams, response: { 200: passMarkAnswerSchema } } },
      async (request) => {
        const result = await mockExams.passMark(
          studyAccessOfRequest(request),
          Number(request.params.id),
        );
        if (!result.ok) refuseStation(result);
        return { success: true as const, ...result.passMark };
      },
    );
  };
}
