// The two e-mailed links of an account: activation (once, no expiry) and password reset (valid
// RESET_LINK_MINUTES, once). Asking for a reset always succeeds, whether or not the address has an
// account, so the answer tells nobody which addresses are registered.
import { RESET_LINK_MINUTES } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { resetMail } from './account-mail.ts';
import type { AccountCodeService } from './account-code.service.ts';
import { createAccountRepository } from './account.repository.ts';
import { hashPassword } from './password-hasher.ts';
import type { SessionService } from './session.service.ts';

export type AccountLinkService = ReturnType<typeof createAccountLinkService>;

export function createAccountLinkService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  codes: AccountCodeService;
  sessions: SessionService;
  brand: string;
  publicUrl: string;
}) {
  const { db, clock, events, codes, sessions } = deps;
  return {
    /** Activates the account the code belongs to; false when the code is unknown or used. */
    async activate(code: string): Promise<boolean> {
      const userId = await withTransaction(db, async (tx) => {
        const owner = await codes.consume(code, 'activation', tx);
        if (owner === null) return null;
        await createAccountRepository(tx).activate(owner, clock.now());
        return owner;
      });
      if (userId === null) return false;
      events.emit('account.activated', { userId });
      return true;
    },

    /** Queues a reset link when the address has an account; older links stop working. */
    async requestReset(email: string): Promise<void> {
      const queued = await withTransaction(db, async (tx) => {
        const account = await createAccountRepository(tx).findByEmail(email);
        if (!account) return false;
        await codes.voidAll(tx, account.id, 'reset');
        const code = await codes.issue(tx, account.id, 'reset', RESET_LINK_MINUTES * 60_000);
        await enqueueMail(
          tx,
          resetMail(
            { brand: deps.brand, publicUrl: deps.publicUrl },
            { email: account.email, firstName: account.firstName || account.username },
            code,
          ),
        );
        return true;
      });
      if (queued) events.emit('mail.queued', {});
    },

    /** Whether a reset code can still be used (the form checks before asking for a password). */
    async resetCodeIsLive(code: string): Promise<boolean> {
      return (await codes.peek(code, 'reset')) !== null;
    },

    /**
     * Sets the new password with the code, once, and ends every session of the member. Following
     * the link proves the address, so an account not yet activated is activated too.
     */
    async resetPassword(code: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return withTransaction(db, async (tx) => {
        const userId = await codes.consume(code, 'reset', tx);
        if (userId === null) return false;
        const accounts = createAccountRepository(tx);
        await accounts.setPasswordHash(userId, passwordHash);
        await accounts.activate(userId, clock.now());
        await codes.voidAll(tx, userId, 'reset');
        await sessions.closeAllForUser(userId, tx);
        return true;
      });
    },
  };
}
