// The mail outbox: queued in the operation's transaction, sent after commit, retried with a
// growing delay when the transport fails, never sent twice, and emptied of its body once sent.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/index.ts';
import { withTransaction } from '../db/transaction.ts';
import { ManualClock } from '../lib/clock.ts';
import { EventBus } from '../lib/events.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { coalesce, enqueueMail, retryDelayMs, startMailOutbox } from './mail-outbox.ts';
import type { MailMessage } from './mailer.ts';

// One database for the file (migrating one per test is slow), emptied between tests.
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ template: 'migrated' }));
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await database.db.delete(mailOutbox);
});

async function setup(send: (m: MailMessage) => Promise<void>) {
  const events = new EventBus(() => undefined);
  const clock = new ManualClock('2026-03-01T10:00:00Z');
  const sender = startMailOutbox({
    db: database.db,
    mailer: { send },
    events,
    clock,
    log: pino({ level: 'silent' }),
    sweep: false,
  });
  cleanups.push(() => sender.stop());
  return { db: database.db, events, clock, sender };
}

const message = { to: 'a@example.test', subject: 'Hello', text: 'https://x.test/activate/abc' };

describe('mail outbox', () => {
  it('sends what a committed transaction queued, and nothing a rolled-back one did', async () => {
    const sent: MailMessage[] = [];
    const { db, sender } = await setup(async (m) => {
      sent.push(m);
    });
    await withTransaction(db, (tx) => enqueueMail(tx, message));
    await withTransaction(db, async (tx) => {
      await enqueueMail(tx, { ...message, to: 'b@example.test' });
      throw new Error('operation failed');
    }).catch(() => undefined);
    await sender.drain();
    expect(sent.map((m) => m.to)).toEqual(['a@example.test']);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ text: '', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
    await sender.drain();
    expect(sent).toHaveLength(1);
  });

  it('retries a failed message after its delay, and sends it once the transport is back', async () => {
    let up = false;
    const sent: MailMessage[] = [];
    const { db, clock, sender } = await setup(async (m) => {
      if (!up) throw new Error('smtp down');
      sent.push(m);
    });
    await enqueueMail(db, message);
    await sender.drain();
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed!.text).toBe(message.text);

    up = true;
    await sender.drain();
    expect(sent).toHaveLength(0);
    clock.advance(retryDelayMs(1) + 1);
    await sender.drain();
    expect(sent).toHaveLength(1);
  });

  it('gives up after its last attempt, and says so on the row', async () => {
    const { db, clock, sender } = await setup(async () => {
      throw new Error('smtp down');
    });
    await enqueueMail(db, message);
    for (let i = 0; i < 10; i += 1) {
      await sender.drain();
      clock.advance(3_600_000);
    }
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, message.to));
    expect(row!.attempts).toBe(8);
    expect(row!.failedAt).not.toBeNull();
  });

  it('wakes on mail.queued', async () => {
    const sent: MailMessage[] = [];
    const { db, events } = await setup(async (m) => {
      sent.push(m);
    });
    await enqueueMail(db, message);
    events.emit('mail.queued', {});
    await events.idle();
    expect(sent).toHaveLength(1);
  });

  it('grows the delay and caps it at an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('never drops a wake-up that lands as a pass is finishing, however many steps later', async () => {
    // A signup's mail once waited for the minute's sweep: its wake-up arrived between the last
    // pass's end and the runner marking itself idle, and was swallowed. Every point in that gap is
    // tried: the wake-up comes 0, 1, 2, ... microtask steps after the first pass returns.
    for (let steps = 0; steps <= 12; steps += 1) {
      let passes = 0;
      let wakeUp: Promise<void> | null = null;
      const run = coalesce(
        async () => {
          passes += 1;
          if (passes === 1) {
            void (async () => {
              for (let i = 0; i < steps; i += 1) await Promise.resolve();
              wakeUp = run();
            })();
          }
          return false;
        },
        () => undefined,
      );
      await run();
      while (!wakeUp) await new Promise((r) => setImmediate(r));
      await wakeUp;
      expect(passes, `wake-up ${steps} steps after the pass`).toBe(2);
    }
  });

  it('runs one more pass for calls made during a pass, and goes on while a pass finds a full batch', async () => {
    let passes = 0;
    let full = 3;
    const run = coalesce(
      async () => {
        passes += 1;
        await new Promise((r) => setImmediate(r));
        return (full -= 1) > 0;
      },
      () => undefined,
    );
    const first = run();
    const second = run();
    const third = run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    await first;
    expect(passes).toBe(3);
    passes = 0;
    full = 0;
    await run();
    expect(passes).toBe(1);
    passes = 0;
    await Promise.all([run(), run()]);
    expect(passes, 'the second call came during the first pass').toBe(2);
  });

  it('goes on after a failed pass, reporting it', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const run = coalesce(
      async () => {
        passes += 1;
        if (passes === 1) throw new Error('database gone');
        return false;
      },
      (err) => errors.push(err),
    );
    await run();
    await run();
    expect(passes).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
