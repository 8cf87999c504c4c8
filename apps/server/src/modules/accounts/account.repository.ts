// The only code that reads and writes users for the accounts domain.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type AccountRepository = ReturnType<typeof createAccountRepository>;

export function createAccountRepository(db: Db) {
  return {
    /** The account a username names, compared case-insensitively as uniqueness is. */
    async findByUsername(username: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          activatedAt: users.activatedAt,
        })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    /** Holds the account's row until the transaction ends: its logins then happen one by one. */
    async lock(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}
