// Bearer sessions (docs/accounts.md, 'Implementation'): an opaque random token goes to the client once;
// only its SHA-256 is stored, so a leaked database holds nothing that signs anyone in.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createSessionRepository } from './session.repository.ts';

export type UserRole = 'member' | 'admin';

/** Who is calling, as every authenticated route sees it. */
export interface AuthUser {
  id: number;
  role: UserRole;
  username: string;
  /**
   * The terms (row id) the member last agreed to, loaded with the session: the terms flag on
   * every answer (plugins/terms-flag.ts) then costs no query of its own.
   */
  termsAgreedId: number | null;
}

export type SessionService = ReturnType<typeof createSessionService>;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// 32 random bytes as base64url: 43 characters; anything longer is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Opens a session for a member; the token is returned once and never stored. */
    async open(userId: number, tx: Db = db): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await createSessionRepository(tx).insert({
        tokenHash: hashToken(token),
        userId,
        createdAt: now,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /** The member a bearer token belongs to, or null (unknown, malformed, expired or revoked). */
    async authenticate(token: string): Promise<AuthUser | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      return createSessionRepository(db).findLiveUser(hashToken(token), clock.now());
    },

    /** Whether the member is signed in somewhere (one device at a time). */
    hasLiveSession(userId: number, tx: Db = db): Promise<boolean> {
      return createSessionRepository(tx).hasLiveSession(userId, clock.now());
    },

    async close(token: string): Promise<void> {
      await createSessionRepository(db).delete(hashToken(token));
    },

    /** "Log out other devices" and password changes end every session of a member. */
    async closeAllForUser(userId: number, tx: Db = db): Promise<void> {
      await createSessionRepository(tx).deleteAllForUser(userId);
    },

    /** A password change ends every session of the member but the one that made it. */
    async closeOthersForUser(userId: number, keepToken: string, tx: Db = db): Promise<void> {
      await createSessionRepository(tx).deleteOthersForUser(userId, hashToken(keepToken));
    },
  };
}
