// All or nothing: a failure anywhere in withTransaction leaves no row of it behind.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMessageRepository } from '../modules/messages/message.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { contactMessages } from './schema/index.ts';
import { withTransaction } from './transaction.ts';

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
