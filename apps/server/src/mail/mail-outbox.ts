// The mail outbox: operations write their e-mails into `mail_outbox` inside their own transaction
// (`enqueue`), so an e-mail is queued exactly when the operation commits; the sender delivers them
// afterwards (woken by the `mail.queued` event, at start, and on a timer for retries). A message
// that fails is retried with a growing delay and given up after MAX_ATTEMPTS. Once sent, its body
// is cleared, because activation and reset mails hold one-time links.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { EventBus } from '../lib/events.ts';
import type { MailMessage, Mailer } from './mailer.ts';

const MAX_ATTEMPTS = 8;
const BATCH = 20;
const RETRY_SWEEP_MS = 60_000;

/** Queues a message on the given handle (pass the operation's transaction); answers its id. */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      replyTo: message.replyTo ?? null,
      // Due at once, whatever the sender's clock says.
      nextAttemptAt: new Date(0),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail outbox insert returned no row');
  return row.id;
}

/** Delay before attempt n+1: 30 s, 1 min, 2 min, ... capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface MailOutboxSender {
  /** Sends every due message; resolves when this pass is done. Passes never overlap. */
  drain(): Promise<void>;
  stop(): void;
}

export function startMailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  events: EventBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Off in tests, which drain explicitly through events. */
  sweep?: boolean;
}): MailOutboxSender {
  const { db, mailer, events, clock, log } = deps;
  /** One pass over due messages; answers whether a full batch was taken (so more may be due). */
  async function pass(): Promise<boolean> {
    const now = clock.now();
    // Claim a batch by pushing its next attempt forward, so a second process draining the same
    // table at the same moment skips these rows instead of sending them twice.
    const due = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lte(mailOutbox.nextAttemptAt, now),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        await tx
          .update(mailOutbox)
          .set({
            attempts: sql`${mailOutbox.attempts} + 1`,
            nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts + 1)),
          })
          .where(eq(mailOutbox.id, row.id));
      }
      return rows;
    });
    for (const row of due) {
      try {
        await mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: clock.now(), text: '', html: null })
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        const attempts = row.attempts + 1;
        const giveUp = attempts >= MAX_ATTEMPTS;
        log.error({ err, mailId: row.id, attempts, giveUp }, 'mail not sent');
        if (giveUp) {
          await db
            .update(mailOutbox)
            .set({ failedAt: clock.now() })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    }
    return due.length === BATCH;
  }

  const drain = coalesce(pass, (err) => log.error({ err }, 'mail outbox pass failed'));

  const unsubscribe = events.on('mail.queued', () => drain());
  const timer = deps.sweep === false ? null : setInterval(() => void drain(), RETRY_SWEEP_MS);
  timer?.unref();
  if (deps.sweep !== false) void drain();
  return {
    drain,
    stop() {
      unsubscribe();
      if (timer) clearInterval(timer);
    },
  };
}

/**
 * Runs `pass` until it reports nothing left, one run at a time: a call during a run asks for one
 * more pass after it and shares the run's promise. The run is marked finished in the same step
 * as its last check for such a call, so a call that lands between the two is never dropped (one
 * was: a signup's activation mail could wait for the minute's sweep).
 */
export function coalesce(
  pass: () => Promise<boolean>,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          try {
            if (await pass()) again = true;
          } catch (err) {
            onError(err);
          }
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
