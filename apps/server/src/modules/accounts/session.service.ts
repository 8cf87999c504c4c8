// Bearer sessions (docs/accounts.md, 'Implementation'): an opaque random token goes to the client once;
// only its SHA-256 is stored, so a leaked database holds nothing that signs anyone in.
//
// A signed-in request asks `authenticate`, served from this process's principal cache
// (principal-cache.ts) once warm. Ending sessions is done only here, and each way announces itself
// after its commit (auth.session_revoked, auth.user_sessions_revoked), whoever the caller is; the
// cache, the sockets and the other processes follow those events (docs/accounts.md, 'What ends a
// session or changes the principal').
import { createHash, randomBytes } from 'node:crypto';
import { isStaff, STAFF_SESSION_TTL_MS, type UserRole } from '@osce/shared/admin/roles';
import { accessAt, statusAt, type Entitlement } from '@osce/shared/billing/status-at';
import { studyAccessOf, type MemberStatus, type StudyAccess } from '@osce/shared/stations/access';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { EventBus } from '../../lib/events.ts';
import { entitlementsOf } from '../billing/subscription-status.ts';
import { createPrincipalCache, type Principal } from './principal-cache.ts';
import { createSessionRepository } from './session.repository.ts';

export type { UserRole };

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
  /** The SHA-256 of the token the request came with: the session's id in events and socket rooms. */
  sessionTokenHash: string;
  /** The member's standing at the moment of this request, from their entitlements' dates. */
  status: MemberStatus;
  /** What that standing opens in the study area: 'paid', 'trial' or 'none'. */
  access: StudyAccess;
}

export type SessionService = ReturnType<typeof createSessionService>;

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A cached principal is loaded again after this long even without an event (a safety net). */
export const PRINCIPAL_TTL_MS = 5 * 60 * 1000;
// 32 random bytes as base64url: 43 characters; anything longer is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionService(deps: {
  db: Db;
  clock: Clock;
  /**
   * Where the revocations are announced and heard (the app's bus). Only offline scripts that just
   * open sessions (the bench fixtures) leave it out: they get a bus of their own nobody hears.
   */
  events?: EventBus;
  /** How many sessions this process keeps (config.PRINCIPAL_CACHE_MAX); 0 or unset keeps none. */
  cacheMax?: number;
  /**
   * Whether the cache may be trusted right now: false while this process may be missing events
   * from the others (the Redis link is down), and then every request reads the database.
   */
  coherent?: () => boolean;
}) {
  const { db, clock } = deps;
  const events = deps.events ?? new EventBus(() => undefined);
  const cache = createPrincipalCache({
    max: deps.cacheMax ?? 0,
    ttlMs: PRINCIPAL_TTL_MS,
    nowMs: () => clock.nowMs(),
    enabled: deps.coherent ?? (() => true),
    loadPrincipal: async (tokenHash) => {
      const row = await createSessionRepository(db).findPrincipal(tokenHash, clock.now());
      return row && { ...row, sessionExpiresAt: row.sessionExpiresAt.getTime() };
    },
    loadEntitlements: (userId) => entitlementsOf(db, userId, clock.now()),
  });
  events.on('auth.session_revoked', ({ userId, tokenHash }) =>
    cache.dropSession(userId, tokenHash),
  );
  events.on('auth.user_sessions_revoked', ({ userId, keepTokenHash }) =>
    cache.dropSessionsOf(userId, keepTokenHash),
  );
  events.on('auth.principal_changed', ({ userId }) => cache.dropMember(userId));
  events.on('billing.entitlements_changed', ({ userId }) => cache.dropMember(userId));

  function asUser(principal: Principal, tokenHash: string, now: number): AuthUser {
    const status = statusAt(principal.entitlements, now);
    return {
      id: principal.userId,
      role: principal.role,
      username: principal.username,
      termsAgreedId: principal.termsAgreedId,
      sessionTokenHash: tokenHash,
      status,
      access: studyAccessOf(status),
    };
  }

  return {
    /** Opens a session for a user; the token is returned once and never stored. */
    async open(userId: number, tx: Db = db): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const repository = createSessionRepository(tx);
      const role = await repository.markLogin(userId, now);
      // Staff sessions last 12 hours (docs/admin.md, 'Staff and roles'); a member's 30 days.
      const ttl = isStaff(role) ? STAFF_SESSION_TTL_MS : SESSION_TTL_MS;
      const expiresAt = new Date(now.getTime() + ttl);
      await repository.insert({
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
      const tokenHash = hashToken(token);
      const principal = await cache.principal(tokenHash);
      if (!principal) return null;
      // Decided at this request's moment: the session may have run out since it was loaded.
      const now = clock.nowMs();
      if (now >= principal.sessionExpiresAt) {
        cache.dropSession(principal.userId, tokenHash);
        return null;
      }
      return asUser(principal, tokenHash, now);
    },

    /**
     * A member's entitlements by id, for code that has a member but no request (marking for a
     * group, a socket joining one): cached like the principal, dropped by the same events.
     */
    entitlementsOf: (userId: number): Promise<Entitlement[]> => cache.entitlements(userId),

    /** A member's study access at this moment, by id (see entitlementsOf). */
    async accessOf(userId: number): Promise<StudyAccess> {
      return accessAt(await cache.entitlements(userId), clock.nowMs());
    },

    /** The principal cache's size, for metrics. */
    cacheSize: () => cache.size(),

    /** Forget every cached principal: the event link went down or came back (it may have missed some). */
    clearCache: () => cache.clear(),

    /** Whether the member is signed in somewhere (one device at a time). */
    hasLiveSession(userId: number, tx: Db = db): Promise<boolean> {
      return createSessionRepository(tx).hasLiveSession(userId, clock.now());
    },

    /** Logout: ends the session of this token. */
    async close(token: string, tx: Db = db): Promise<void> {
      const tokenHash = hashToken(token);
      const userId = await createSessionRepository(tx).delete(tokenHash);
      if (userId === null) return;
      afterCommit(tx, () => events.emit('auth.session_revoked', { userId, tokenHash }));
    },

    /**
     * Login-and-clear and a password reset end every session of a member, inside the caller's
     * transaction: the event goes out when that commits, never if it rolls back.
     */
    async closeAllForUser(userId: number, tx: Db = db): Promise<void> {
      await createSessionRepository(tx).deleteAllForUser(userId);
      afterCommit(tx, () => events.emit('auth.user_sessions_revoked', { userId }));
    },

    /** A password change ends every session of the member but the one that made it. */
    async closeOthersForUser(userId: number, keepToken: string, tx: Db = db): Promise<void> {
      const keepTokenHash = hashToken(keepToken);
      await createSessionRepository(tx).deleteOthersForUser(userId, keepTokenHash);
      afterCommit(tx, () => events.emit('auth.user_sessions_revoked', { userId, keepTokenHash }));
    },
  };
}
