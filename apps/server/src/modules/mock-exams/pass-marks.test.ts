// The pass-marks job and GET /api/station/{id}/pass_mark (docs/mock-exams.md, 'Pass marks'): the
// borderline regression over every member's markings, checked by hand; the default below 30
// attempts and before the job has run; two runs at once leave one row per station; and the
// station screen's access rule on the call. GET /api/exam_presets is here too: the public call.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { listExamCircuitPresets } from '@osce/shared/mock-exams/exam-circuit-presets';
import { examPresetsAnswerSchema, passMarkAnswerSchema } from '@osce/shared/schemas/mock-exams';
import { stationPassMarks } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { ManualClock } from '../../lib/clock.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createAppJobRunner } from '../jobs/app-jobs.ts';
import { recordMarkings, times } from './mock-exams.test-support.ts';
import { PASS_MARKS_JOB, recomputePassMarks } from './pass-marks-job.ts';

const t = useTestApp({ catalogue: false });
const clock = () => t().clock as ManualClock;

let fitted: { id: number };
let few: { id: number };
let paidStation: { id: number; number: number };
let paid: TestMember;
let trial: TestMember;

const passMarkOf = (member: TestMember, id: number | string) =>
  t().injectAs(member.token, { method: 'GET', url: `/api/station/${id}/pass_mark` });

beforeAll(async () => {
  await createTaxons(t());
  fitted = await createStation(t(), { availableToTrial: true });
  few = await createStation(t(), { availableToTrial: true });
  paidStation = await createStation(t());
  paid = await memberWith(t(), 'paid');
  trial = await memberWith(t(), 'trial');
  const others = [await memberWith(t(), 'paid'), await memberWith(t(), 'trial')];
  // 30 attempts over three members: global 0 → 30, 2 → 50, 4 → 90, ten of each. Mean score 2,
  // mean mark 56.67; the line's slope is 1200 / 80 = 15, so at borderline (2) it is the mean:
  // 56.7 to one decimal.
  await recordMarkings(t(), paid.id, fitted.id, times(10, { mark: 30, global_score: 0 }));
  await recordMarkings(t(), others[0]!.id, fitted.id, times(10, { mark: 50, global_score: 2 }));
  await recordMarkings(t(), others[1]!.id, fitted.id, times(10, { mark: 90, global_score: 4 }));
  // 29 attempts: too few for a line.
  await recordMarkings(t(), paid.id, few.id, [
    ...times(15, { mark: 20, global_score: 1 }),
    ...times(14, { mark: 80, global_score: 4 }),
  ]);
});

describe('GET /api/exam_presets', () => {
  it('answers every preset to anyone, signed in or not', async () => {
    for (const res of [
      await t().app.inject({ method: 'GET', url: '/api/exam_presets' }),
      await t().injectAs(trial.token, { method: 'GET', url: '/api/exam_presets' }),
    ]) {
      expect(res.statusCode).toBe(200);
      const body = examPresetsAnswerSchema.parse(res.json());
      expect(body.presets).toEqual(listExamCircuitPresets());
      expect(body.presets.map((p) => p.key)).toEqual(['plab2', 'amc', 'nac', 'finals']);
    }
  });
});

describe('pass marks', () => {
  it('answers the default before the job has computed one', async () => {
    const res = await passMarkOf(trial, fitted.id);
    expect(res.statusCode).toBe(200);
    expect(passMarkAnswerSchema.parse(res.json())).toEqual({
      success: true,
      pass_mark: 50,
      attempts: 0,
      method: 'default',
    });
  });

  it('computes the borderline regression by the hourly job, and the default below 30 attempts', async () => {
    const ran = await createAppJobRunner(t().app.ctx).runDue(clock().now());
    expect(ran).toContain(PASS_MARKS_JOB);
    expect((await passMarkOf(trial, fitted.id)).json()).toEqual({
      success: true,
      pass_mark: 56.7,
      attempts: 30,
      method: 'borderline_regression',
    });
    expect((await passMarkOf(trial, few.id)).json()).toEqual({
      success: true,
      pass_mark: 50,
      attempts: 29,
      method: 'default',
    });
  });

  it('takes a new marking in at the next run, an hour on', async () => {
    const member = await memberWith(t(), 'paid');
    await recordMarkings(t(), member.id, few.id, [{ mark: 20, global_score: 1 }]);
    const runner = createAppJobRunner(t().app.ctx);
    await runner.runDue(clock().now());
    clock().advance(61 * 60_000);
    expect(await runner.runDue(clock().now())).toContain(PASS_MARKS_JOB);
    // 16 × (1, 20) and 14 × (4, 80): every attempt on the line mark = 20 × score, so 40 at 2.
    expect((await passMarkOf(paid, few.id)).json()).toMatchObject({
      pass_mark: 40,
      attempts: 30,
      method: 'borderline_regression',
    });
  });

  it('leaves one row per station when two runs go at once', async () => {
    clock().advance(61 * 60_000);
    const db = t().database.db;
    const runs = await Promise.all([
      createAppJobRunner(t().app.ctx).runDue(clock().now()),
      createAppJobRunner(t().app.ctx).runDue(clock().now()),
    ]);
    expect(runs.filter((names) => names.includes(PASS_MARKS_JOB))).toHaveLength(1);
    // Outside the runner too: two recomputations at once both succeed.
    await Promise.all([
      withTransaction(db, (tx) => recomputePassMarks(tx, clock().now())),
      withTransaction(db, (tx) => recomputePassMarks(tx, clock().now())),
    ]);
    const rows = await db.select().from(stationPassMarks);
    const ids = rows.map((r) => r.stationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([fitted.id, few.id, paidStation.id]));
  });

  it('refuses a paid station to a trial member (403) and an unknown one (404)', async () => {
    const refused = await passMarkOf(trial, paidStation.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.stationPaidOnly);
    expect((await passMarkOf(paid, paidStation.id)).statusCode).toBe(200);
    const unknown = await passMarkOf(paid, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.stationNotFound);
    expect((await passMarkOf(paid, 'abc')).statusCode).toBe(422);
    const anonymous = await t().app.inject({
      method: 'GET',
      url: `/api/station/${fitted.id}/pass_mark`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
