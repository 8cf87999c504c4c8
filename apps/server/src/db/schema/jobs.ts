// Background jobs shared by every server process: one row per job holds when it is next due, and a
// runner claims it with SELECT ... FOR UPDATE SKIP LOCKED, so exactly one process runs a due job
// and the schedule survives restarts (modules/jobs/job-runner.ts).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** The last failure's message (never personal data), cleared by the next success. */
  lastError: text('last_error'),
});
