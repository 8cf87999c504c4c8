// The only code that reads and writes users for the accounts domain.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type AccountRepository = ReturnType<typeof createAccountRepository>;
export type NewAccount = Omit<typeof users.$inferInsert, 'id' | 'displayId' | 'role'>;

/** The unique indexes a new or changed account can break, by the field they guard. */
export const ACCOUNT_UNIQUE_FIELDS: Record<string, 'email' | 'username'> = {
  users_email_lower_uq: 'email',
  users_username_lower_uq: 'username',
};

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

    /**
     * Holds the account's row until the transaction ends: its logins then happen one by one.
     * Answers whether staff have disabled the account (null when the account is gone).
     */
    async lock(userId: number): Promise<{ disabled: boolean } | null> {
      const [row] = await db
        .select({ disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ? { disabled: row.disabledAt !== null } : null;
    },

    /** Which of an e-mail address and a username another account already has. */
    async taken(email: string, username: string): Promise<{ email: boolean; username: boolean }> {
      const rows = await db
        .select({ email: users.email, username: users.username })
        .from(users)
        .where(
          sql`lower(${users.email}) = lower(${email}) or lower(${users.username}) = lower(${username})`,
        );
      return {
        email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
        username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
      };
    },

    /** Inserts a member; a taken e-mail or username fails on the unique indexes (see above). */
    async insertMember(values: NewAccount) {
      const [row] = await db
        .insert(users)
        .values({ ...values, role: 'member' })
        .returning({ id: users.id });
      if (!row) throw new Error('account not written');
      return row;
    },

    async findById(userId: number) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row ?? null;
    },

    /** Marks the account activated, once; answers whether this call did it. */
    async activate(userId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ activatedAt: at })
        .where(sql`${users.id} = ${userId} and ${users.activatedAt} is null`)
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },
  };
}
