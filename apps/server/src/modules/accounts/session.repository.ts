// The only code that touches sessions (and reads users for them). The principal read embeds the
// member's entitlements through billing's own subquery (billing owns the subscription tables), so
// a signed-in request is one statement, one round trip.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { entitlementsSubquery } from '../billing/subscription-status.ts';

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(db: Db) {
  return {
    async insert(row: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },

    /** Notes the login on the account; answers its role (a staff session is shorter). */
    async markLogin(userId: number, at: Date) {
      const [row] = await db
        .update(users)
        .set({ lastLoginAt: at })
        .where(eq(users.id, userId))
        .returning({ role: users.role });
      return row?.role ?? 'member';
    },

    /**
     * Who a live session is, with what a request needs to decide at its own moment: the session's
     * expiry and the member's entitlements counting now or later. Null: unknown or expired.
     */
    async findPrincipal(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          userId: users.id,
          role: users.role,
          username: users.username,
          termsAgreedId: users.termsAgreedId,
          sessionExpiresAt: sessions.expiresAt,
          entitlements: entitlementsSubquery(users.id, now),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            // Disabling ends the sessions too; this keeps a disabled account out regardless.
            isNull(users.disabledAt),
          ),
        )
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

    /** Ends one session; the member it belonged to, or null when there was none. */
    async delete(tokenHash: string): Promise<number | null> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ userId: sessions.userId });
      return row?.userId ?? null;
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
