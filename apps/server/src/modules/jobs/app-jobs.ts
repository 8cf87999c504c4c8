// Every domain's background jobs on one runner: main.ts starts it on an interval, tests build it
// with their app's context and call runDue(now) with their clock's time.
import type { AppContext } from '../../context.ts';
import { accountJobs } from '../accounts/account-jobs.ts';
import { billingJobs } from '../billing/billing-jobs.ts';
import { mockExamJobs } from '../mock-exams/pass-marks-job.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

/** How often a process looks for due jobs; each job's own interval decides whether it runs. */
export const JOB_TICK_MS = 30_000;

export function createAppJobRunner(ctx: AppContext): JobRunner {
  return createJobRunner({
    db: ctx.db,
    clock: ctx.clock,
    log: ctx.log,
    jobs: [
      ...billingJobs({
        events: ctx.events,
        brand: ctx.config.BRAND_NAME,
        publicUrl: ctx.config.publicUrl,
      }),
      ...accountJobs(),
      ...mockExamJobs(),
    ],
  });
}
