// The only code that touches sessions (and reads users for them).
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    /** The member behind a live session, or null when the token is unknown or expired. */
    async findLiveUser(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          termsAgreedId: users.termsAgreedId,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },

    async hasLiveSession(userId: number, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .limit(1);
      return row !== undefined;
    },

    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteAllForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteOthersForUser(userId: number, keepTokenHash: string) {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
    },
  };
}
