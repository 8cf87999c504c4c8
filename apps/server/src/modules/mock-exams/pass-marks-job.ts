// The pass-marks job (docs/mock-exams.md, 'Implementation'): every hour, each station's pass mark by
// borderline regression over every member's markings of it (borderlinePassMark), stored for
// GET /station/{id}/pass_mark and the results. It runs inside the job runner's claiming
// transaction (modules/jobs/job-runner.ts), so a second process skips it while it runs and
// what it writes commits with its schedule; stations go in batches so a large history is never
// read at once.
import { borderlinePassMark } from '@osce/shared/mock-exams/pass-mark';
import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../jobs/job-runner.ts';
import { createPassMarkRepository } from './pass-marks.repository.ts';

export const PASS_MARKS_JOB = 'pass-marks';
const HOUR_MS = 60 * 60 * 1000;
/** Stations whose markings are read and whose rows are written at a time. */
const BATCH = 200;

/**
 * Recomputes and stores every station's pass mark; answers how many stations it wrote. A blank
 * global score is stored as 0 (a clear fail, docs/station-run.md, 'Rules'), so no attempt can
 * be told apart as having none: every marking counts.
 */
export async function recomputePassMarks(tx: Db, now: Date): Promise<number> {
  const repo = createPassMarkRepository(tx);
  const ids = await repo.stationIds();
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const attempts = await repo.attemptsAt(batch);
    await repo.upsert(
      batch.map((stationId) => ({
        stationId,
        passMark: borderlinePassMark(attempts.get(stationId) ?? []),
      })),
      now,
    );
  }
  return ids.length;
}

export function mockExamJobs(): JobDefinition[] {
  return [
    {
      name: PASS_MARKS_JOB,
      everyMs: HOUR_MS,
      run: async (tx, now) => {
        await recomputePassMarks(tx, now);
      },
    },
  ];
}
