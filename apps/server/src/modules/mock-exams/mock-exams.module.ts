// Mock exams (docs/mock-exams.md): the exam presets for anyone, and a member's circuits and the
// stations' pass marks behind the study area's access check. The pass-marks job is registered
// with the others in modules/jobs/app-jobs.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import { circuitRoutes, examPresetRoutes } from './mock-exams.routes.ts';
import { createMockExamService, type MockExamService } from './mock-exams.service.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<MockExamService> {
  const mockExams = createMockExamService({ db: ctx.db, clock: ctx.clock });
  await app.register(examPresetRoutes(mockExams));
  await app.register(memberScope(ctx.sessions, circuitRoutes(mockExams)));
  return mockExams;
}
