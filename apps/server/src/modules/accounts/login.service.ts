// Login (spec sections 4 and 8): one device at a time. A login while another session is live is
// answered with the other-device question and no token; confirming it (login-and-clear) ends every
// other session in the same transaction that opens the new one.
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createAccountRepository } from './account.repository.ts';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.ts';
import type { SessionService } from './session.service.ts';

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'credentials' | 'not_activated' | 'other_device' };

export type LoginService = ReturnType<typeof createLoginService>;

// Verified against when the username is unknown, so an unknown name takes as long as a wrong
// password and the timing does not tell which usernames exist. Made on the first login, not when
// the module loads.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password that matches nothing'));

export function createLoginService(deps: { db: Db; sessions: SessionService }) {
  const { db, sessions } = deps;

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
      return withTransaction(db, async (tx): Promise<LoginResult> => {
        // Two logins at once must not both find no live session and both open one.
        await createAccountRepository(tx).lock(account.id);
        if (options.clearOtherSessions) {
          await sessions.closeAllForUser(account.id, tx);
        } else if (await sessions.hasLiveSession(account.id, tx)) {
          return { ok: false, reason: 'other_device' };
        }
        const { token } = await sessions.open(account.id, tx);
        return { ok: true, token };
      });
    },
  };
}
