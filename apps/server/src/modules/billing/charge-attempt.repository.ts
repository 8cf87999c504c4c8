// The only code that reads and writes charge attempts: the claim a sign-up or purchase takes on its
// idempotency key before the provider is called (docs/billing.md, "Charging").
import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chargeAttempts } from '../../db/schema/index.ts';

export type ChargeAttemptRow = typeof chargeAttempts.$inferSelect;

export function createChargeAttemptRepository(db: Db) {
  return {
    async findByKey(key: string): Promise<ChargeAttemptRow | null> {
      const [row] = await db
        .select()
        .from(chargeAttempts)
        .where(eq(chargeAttempts.idempotencyKey, key));
      return row ?? null;
    },

    /**
     * Claims the key: a new attempt, or one that failed or was left charging before `staleBefore`
     * (a process that died mid-charge) taken over. Null when another request holds it (charging,
     * or recorded): the unique key decides, so requests at the same moment cannot both claim it.
     */
    async claim(
      values: { key: string; userId: number | null; subscriptionTypeId: number; now: Date },
      staleBefore: Date,
    ): Promise<ChargeAttemptRow | null> {
      const [row] = await db
        .insert(chargeAttempts)
        .values({
          idempotencyKey: values.key,
          userId: values.userId,
          subscriptionTypeId: values.subscriptionTypeId,
          state: 'charging',
          createdAt: values.now,
        })
        .onConflictDoUpdate({
          target: chargeAttempts.idempotencyKey,
          set: {
            state: 'charging',
            userId: values.userId,
            subscriptionTypeId: values.subscriptionTypeId,
            createdAt: values.now,
            finishedAt: null,
          },
          setWhere: or(
            eq(chargeAttempts.state, 'failed'),
            and(eq(chargeAttempts.state, 'charging'), lt(chargeAttempts.createdAt, staleBefore)),
          ),
        })
        .returning();
      return row ?? null;
    },

    /** Ends the attempt; `recorded` in the transaction that writes what it bought. */
    async finish(
      key: string,
      state: 'recorded' | 'failed',
      now: Date,
      userId?: number,
    ): Promise<void> {
      await db
        .update(chargeAttempts)
        .set({ state, finishedAt: now, ...(userId === undefined ? {} : { userId }) })
        .where(eq(chargeAttempts.idempotencyKey, key));
    },

    /**
     * The member's attempts made after `since` that are charging or recorded: other requests of
     * the member see a purchase while it is being charged. (One left charging longer is stale.)
     */
    async recentOf(userId: number, since: Date): Promise<ChargeAttemptRow[]> {
      return db
        .select()
        .from(chargeAttempts)
        .where(
          and(
            eq(chargeAttempts.userId, userId),
            inArray(chargeAttempts.state, ['charging', 'recorded']),
            gt(chargeAttempts.createdAt, since),
          ),
        );
    },

    /**
     * Deletes the attempts begun before `before`: far past the duplicate window and any retry, a
     * recorded one is kept by its payment's idempotency key and a failed one claimed anew anyway.
     */
    async purgeBefore(before: Date): Promise<number> {
      const gone = await db
        .delete(chargeAttempts)
        .where(lt(chargeAttempts.createdAt, before))
        .returning({ id: chargeAttempts.id });
      return gone.length;
    },
  };
}
