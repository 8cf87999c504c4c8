// All or nothing: a failure anywhere in withTransaction leaves no row of it behind.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMessageRepository } from '../modules/messages/message.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { contactMessages } from './schema/index.ts';
import { afterCommit, withTransaction } from './transaction.ts';

const t = useTestApp({ catalogue: false });
const row = { name: 'Ada', email: 'a@b.co', enquiry: 'x', message: 'y' };
const stored = async () =>
  (await t().database.db.select({ n: count() }).from(contactMessages))[0]!.n;

describe('withTransaction', () => {
  it('commits every write of the work together', async () => {
    const before = await stored();
    await withTransaction(t().database.db, async (tx) => {
      await createMessageRepository(tx).insert(row);
      await createMessageRepository(tx).insert(row);
    });
    expect(await stored()).toBe(before + 2);
  });

  it('writes nothing when the work fails half-way', async () => {
    const before = await stored();
    await expect(
      withTransaction(t().database.db, async (tx) => {
        await createMessageRepository(tx).insert(row);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await stored()).toBe(before);
  });
});

describe('afterCommit', () => {
  it('runs at once outside a transaction', () => {
    let ran = 0;
    afterCommit(t().database.db, () => ran++);
    expect(ran).toBe(1);
  });

  it('runs only once the outermost transaction has committed, after the row is visible', async () => {
    const seen: number[] = [];
    const before = await stored();
    const counted: Promise<number>[] = [];
    await withTransaction(t().database.db, async (tx) => {
      await createMessageRepository(tx).insert(row);
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, () => {
          seen.push(1);
          counted.push(stored());
        });
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
    expect(await Promise.all(counted)).toEqual([before + 1]);
  });

  it('never runs when the transaction rolls back', async () => {
    let ran = 0;
    await expect(
      withTransaction(t().database.db, async (tx) => {
        afterCommit(tx, () => ran++);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toBe(0);
  });

  it('drops what a rolled-back savepoint queued but keeps the rest of the transaction', async () => {
    const ran: string[] = [];
    await withTransaction(t().database.db, async (tx) => {
      afterCommit(tx, () => ran.push('outer'));
      await withTransaction(tx, async (inner) => {
        afterCommit(inner, () => ran.push('inner'));
        throw new Error('savepoint refused');
      }).catch(() => undefined);
    });
    expect(ran).toEqual(['outer']);
  });

  it('refuses a transaction opened without withTransaction rather than run before its commit', async () => {
    await expect(
      t().database.db.transaction(async (tx) => {
        afterCommit(tx as never, () => undefined);
      }),
    ).rejects.toThrow(/withTransaction/);
  });
});
