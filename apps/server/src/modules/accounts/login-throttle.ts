// Password guessing is slowed, never turned into a lockout (docs/accounts.md, 'Login
// throttling'). Failed logins are counted per username and address, and per address. After a few
// failures for a username from one address, a login from that address must come with a solved
// proof-of-work captcha (the same ALTCHA challenge sign-up uses); so must every login from an
// address that has failed very often (a guesser trying many usernames). The owner's correct
// password from any other address is never refused, and nothing here refuses anyone outright: a
// class behind one school address solves a challenge at worst.
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';

/** Failures for one username from one address before the challenge is asked for. */
export const FREE_FAILURES_PER_USERNAME = 5;
/**
 * Failures from one address, whatever the usernames, before every login from it is asked for the
 * challenge: a class of 30 behind one address mistyping a password or two stays under it.
 */
export const FREE_FAILURES_PER_ADDRESS = 50;
const WINDOW_MS = 15 * MINUTE_MS;

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

export function createLoginThrottle(deps: {
  limiter: RateLimiter | null;
  captcha: CaptchaService;
  db: Db;
}) {
  const { limiter, captcha, db } = deps;
  const pairKey = (username: string, address: string) =>
    `login_failures:username:${username.toLowerCase()}:addr:${address}`;
  const addressKey = (address: string) => `login_failures:addr:${address}`;

  return {
    /** Whether a login for `username` from `address` must bring a solved challenge. */
    async challengeNeeded(username: string, address: string): Promise<boolean> {
      if (!limiter) return false;
      const [pair, all] = await Promise.all([
        limiter.count(pairKey(username, address)),
        limiter.count(addressKey(address)),
      ]);
      return pair >= FREE_FAILURES_PER_USERNAME || all >= FREE_FAILURES_PER_ADDRESS;
    },

    /**
     * Checks and spends a solved challenge, before the password is looked at: a guess costs one
     * proof of work whether it is right or wrong.
     */
    async spendChallenge(payload: string | undefined): Promise<boolean> {
      const checked = payload ? await captcha.check(payload) : null;
      if (!checked) return false;
      return withTransaction(db, (tx) => captcha.spend(checked, tx));
    },

    /** Counts a wrong password; true when the next login from this address needs the challenge. */
    async failed(username: string, address: string): Promise<boolean> {
      if (!limiter) return false;
      const [pair, all] = await Promise.all([
        limiter.consume(pairKey(username, address), {
          max: FREE_FAILURES_PER_USERNAME - 1,
          windowMs: WINDOW_MS,
        }),
        limiter.consume(addressKey(address), {
          max: FREE_FAILURES_PER_ADDRESS - 1,
          windowMs: WINDOW_MS,
        }),
      ]);
      return !pair.allowed || !all.allowed;
    },

    /** The password was right: this username's failures from this address are forgotten. */
    async succeeded(username: string, address: string): Promise<void> {
      await limiter?.reset(pairKey(username, address));
    },
  };
}
