// Background jobs that are safe on several server processes at once and survive restarts: each job
// is a row of `jobs` holding when it is next due. `runDue(now)` claims every due row with
// SELECT ... FOR UPDATE SKIP LOCKED and runs the job in that same transaction, then moves the row's
// next run on; a second process arriving meanwhile skips the locked row, and one arriving after
// finds it no longer due. What a job writes commits together with its schedule, or neither does.
// main.ts calls runDue on an interval; tests call it directly with their clock's time.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';

export interface JobDefinition {
  name: string;
  /** How long after a run the job is due again. */
  everyMs: number;
  /** Runs inside the claiming transaction: write through `tx`. */
  run(tx: Db, now: Date): Promise<void>;
  /** After the run has committed (wake the mail sender, say). */
  afterCommit?(): void;
}

export interface JobRunner {
  /** Runs every job due at `now` that no other process is running; answers the names it ran. */
  runDue(now: Date): Promise<string[]>;
  /** Calls runDue every `intervalMs` with the clock's time until stopped. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
  jobs: JobDefinition[];
}): JobRunner {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  async function runOne(job: JobDefinition, now: Date): Promise<boolean> {
    const ran = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const [claimed] = await tx
        .select({ name: jobs.name })
        .from(jobs)
        .where(and(eq(jobs.name, job.name), lte(jobs.nextRunAt, now)))
        .for('update', { skipLocked: true });
      if (!claimed) return false;
      await job.run(tx, now);
      await tx
        .update(jobs)
        .set({ nextRunAt: new Date(now.getTime() + job.everyMs), lastRunAt: now, lastError: null })
        .where(eq(jobs.name, job.name));
      return true;
    });
    if (ran) job.afterCommit?.();
    return ran;
  }

  async function runDue(now: Date): Promise<string[]> {
    // A job seen for the first time is due at once.
    await db
      .insert(jobs)
      .values(deps.jobs.map((job) => ({ name: job.name, nextRunAt: new Date(0) })))
      .onConflictDoNothing();
    const ran: string[] = [];
    for (const job of deps.jobs) {
      try {
        if (await runOne(job, now)) ran.push(job.name);
      } catch (err) {
        // The run rolled back; it stays due and is tried again on the next tick.
        log.error({ err, job: job.name }, 'background job failed');
        await db
          .update(jobs)
          .set({ lastError: sql`${err instanceof Error ? err.name : 'error'}` })
          .where(eq(jobs.name, job.name))
          .catch(() => undefined);
      }
    }
    return ran;
  }

  return {
    runDue,
    start(intervalMs) {
      timer ??= setInterval(() => {
        // Ticks never overlap within a process; other processes are kept apart by the row lock.
        running ??= runDue(clock.now()).finally(() => {
          running = null;
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
