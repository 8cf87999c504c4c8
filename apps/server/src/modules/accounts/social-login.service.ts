// Social login, POST /fb_login (docs/accounts.md, 'Rules'): Facebook vouches for an e-mail address
// and the account with that address is logged in, one device at a time like a password login.
// The address is the one Facebook's Graph API gives for the verified token, never one the
// browser sends.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { createAccountRepository } from './account.repository.ts';
import type { FacebookIdentity } from './facebook-identity.ts';
import { openOnlySession, type SecondFactorGate, type SessionOpening } from './login.service.ts';
import type { SessionService } from './session.service.ts';

export type SocialLoginResult =
  SessionOpening | { ok: false; reason: 'invalid' | 'unavailable' | 'no_email' | 'no_account' };

export type SocialLoginService = ReturnType<typeof createSocialLoginService>;

export function createSocialLoginService(deps: {
  db: Db;
  sessions: SessionService;
  clock: Clock;
  events: EventBus;
  facebook: FacebookIdentity;
  /** A staff member's second factor is asked after Facebook's login too. */
  secondFactor?: SecondFactorGate;
}) {
  const { db, sessions, clock, events, facebook, secondFactor } = deps;
  return {
    async loginWithFacebook(
      accessToken: string,
      options: { clearOtherSessions: boolean },
    ): Promise<SocialLoginResult> {
      const identity = await facebook.verify(accessToken);
      if (!identity.ok) return identity;
      if (!identity.email) return { ok: false, reason: 'no_email' };
      const account = await createAccountRepository(db).findByEmail(identity.email);
      if (!account) return { ok: false, reason: 'no_account' };
      // Activation exists to prove the member holds the address; Facebook has just vouched that
      // they do, as following a password-reset link does (account-link.service.ts). So an account
      // whose activation link was never followed is activated with this login, in its transaction.
      let activated = false;
      const opening = await openOnlySession({ db, sessions, secondFactor }, account.id, {
        clearOtherSessions: options.clearOtherSessions,
        beforeOpen: async (tx) => {
          if (account.activatedAt) return;
          activated = await createAccountRepository(tx).activate(account.id, clock.now());
        },
      });
      if (activated) events.emit('account.activated', { userId: account.id });
      return opening;
    },
  };
}
