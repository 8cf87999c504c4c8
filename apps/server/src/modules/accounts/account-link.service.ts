// The two e-mailed links of an account: activation (once, no expiry) and password reset (valid
// RESET_LINK_MINUTES, once). Asking for a reset always succeeds, whether or not the address has an
// account, so the answer tells nobody which addresses are registered.
import { and, count, eq, gt } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import { accountCodes } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { activationMail, resetMail } from './account-mail.ts';
import type { AccountCodeService } from './account-code.service.ts';
import { createAccountRepository } from './account.repository.ts';
import { hashPassword } from './password-hasher.ts';
import type { SessionService } from './session.service.ts';

export type AccountLinkService = ReturnType<typeof createAccountLinkService>;

/**
 * Activation e-mails one account may be sent in an hour, the sign-up's own included, whichever
 * address asks and however it names the account (username or e-mail): an inbox is never flooded.
 */
export const ACTIVATION_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

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

    /**
     * Sends the activation e-mail again, with a new link (the older ones keep working: the first
     * e-mail may still arrive), when an account not yet activated has this username or e-mail
     * address. Nothing is said either way, so the answer tells nobody which accounts exist.
     */
    async resendActivation(usernameOrEmail: string): Promise<void> {
      const queued = await withTransaction(db, async (tx) => {
        const accounts = createAccountRepository(tx);
        const byName = await accounts.findByUsername(usernameOrEmail);
        const account = byName
          ? await accounts.findById(byName.id)
          : await accounts.findByEmail(usernameOrEmail);
        if (!account || account.activatedAt || !account.email) return false;
        // Two requests at once must not both find room in the hour.
        await accounts.lock(account.id);
        const since = new Date(clock.now().getTime() - HOUR_MS);
        const [sent] = await tx
          .select({ n: count() })
          .from(accountCodes)
          .where(
            and(
              eq(accountCodes.userId, account.id),
              eq(accountCodes.purpose, 'activation'),
              gt(accountCodes.createdAt, since),
            ),
          );
        if ((sent?.n ?? 0) >= ACTIVATION_MAILS_PER_HOUR) return false;
        const code = await codes.issue(tx, account.id, 'activation', null);
        await enqueueMail(
          tx,
          activationMail(
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
