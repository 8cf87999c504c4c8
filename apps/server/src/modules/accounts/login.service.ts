// Login (docs/accounts.md): one device at a time. A login while another session is live is
// answered with the other-device question and no token; confirming it (login-and-clear) ends every
// other session in the same transaction that opens the new one. Password login is here; social
// login (social-login.service.ts) opens its session through the same openOnlySession.
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createAccountRepository } from './account.repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.ts';
import type { SessionService } from './session.service.ts';

/** The staff second factor's answer instead of a session (docs/admin.md, 'Second factor'). */
export interface SecondFactorPending {
  ok: false;
  reason: 'second_factor';
  ticket: string;
  /** ADMIN_TOTP=required and not enrolled: the ticket leads to enrolment first. */
  enrol: boolean;
}

/**
 * Asked, inside the login's transaction, just before a session would open: a ticket when the
 * account must still give its second factor (or enrol in one), null to open the session.
 */
export interface SecondFactorGate {
  challenge(
    tx: Db,
    userId: number,
    clearOtherSessions: boolean,
  ): Promise<{ ticket: string; enrol: boolean } | null>;
}

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'credentials' | 'not_activated' | 'disabled' | 'other_device' }
  | SecondFactorPending;

export type LoginService = ReturnType<typeof createLoginService>;

export type SessionOpening =
  | { ok: true; token: string }
  | { ok: false; reason: 'other_device' | 'disabled' }
  | SecondFactorPending;

/**
 * Opens the member's session, one device at a time: with another session live the answer is the
 * other-device question, unless `clearOtherSessions` ends those sessions first; a disabled account
 * gets no session. `beforeOpen` runs
 * in the same transaction, only when the session is about to be opened.
 */
export function openOnlySession(
  deps: { db: Db; sessions: SessionService; secondFactor?: SecondFactorGate },
  userId: number,
  options: { clearOtherSessions: boolean; beforeOpen?: (tx: Db) => Promise<void> },
): Promise<SessionOpening> {
  const { db, sessions } = deps;
  return withTransaction(db, async (tx): Promise<SessionOpening> => {
    // Two logins at once must not both find no live session and both open one.
    const account = await createAccountRepository(tx).lock(userId);
    // Staff disabled the account (docs/admin.md): no session, whatever the way of logging in.
    if (!account || account.disabled) return { ok: false, reason: 'disabled' };
    if (!options.clearOtherSessions && (await sessions.hasLiveSession(userId, tx))) {
      return { ok: false, reason: 'other_device' };
    }
    // A staff second factor (docs/admin.md, 'Second factor'): before other sessions are ended, so
    // a password alone ends nothing.
    const pending = await deps.secondFactor?.challenge(tx, userId, options.clearOtherSessions);
    if (pending) return { ok: false, reason: 'second_factor', ...pending };
    if (options.clearOtherSessions) await sessions.closeAllForUser(userId, tx);
    await options.beforeOpen?.(tx);
    const { token } = await sessions.open(userId, tx);
    return { ok: true, token };
  });
}

// Verified against when the username is unknown, so an unknown name takes as long as a wrong
// password and the timing does not tell which usernames exist. Made on the first login, not when
// the module loads.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

export function createLoginService(deps: {
  db: Db;
  sessions: SessionService;
  secondFactor?: SecondFactorGate;
}) {
  const { db, sessions, secondFactor } = deps;

  return {
    async login(
      input: { username: string; password: string },
      options: { clearOtherSessions: boolean },
    ): Promise<LoginResult> {
      const accounts = createAccountRepository(db);
      const account = await accounts.findByUsername(input.username);
      const hash = account?.passwordHash ?? (await decoy());
      const matches = await verifyPassword(input.password, hash);
      if (!account?.passwordHash || !matches) return { ok: false, reason: 'credentials' };
      if (!account.activatedAt) return { ok: false, reason: 'not_activated' };
      if (needsRehash(account.passwordHash)) {
        await accounts.setPasswordHash(account.id, await hashPassword(input.password));
      }
      return openOnlySession({ db, sessions, secondFactor }, account.id, options);
    },
  };
}
