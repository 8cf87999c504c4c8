// The login throttle's counting (login-throttle.ts): per username and address, and per address.
import { describe, expect, it } from 'vitest';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import { MemoryRateLimitStore, RateLimiter } from '../../lib/rate-limiter.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';
import {
  createLoginThrottle,
  FREE_FAILURES_PER_ADDRESS,
  FREE_FAILURES_PER_USERNAME,
} from './login-throttle.ts';

function throttleAt(now: { t: number }) {
  const limiter = new RateLimiter(
    new MemoryRateLimitStore(),
    () => now.t,
    () => {},
  );
  // The captcha is not used by the counting.
  return createLoginThrottle({ limiter, captcha: {} as CaptchaService, db: {} as Db });
}

describe('login throttle', () => {
  it('asks for the challenge after five failures for one username from one address only', async () => {
    const now = { t: 1_000_000 };
    const throttle = throttleAt(now);
    const told: boolean[] = [];
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i += 1) {
      told.push(await throttle.failed('Victim', '198.51.100.7'));
    }
    expect(told).toEqual([false, false, false, false, true]);
    expect(await throttle.challengeNeeded('victim', '198.51.100.7')).toBe(true);
    expect(await throttle.challengeNeeded('victim', '203.0.113.9')).toBe(false);
    expect(await throttle.challengeNeeded('classmate', '198.51.100.7')).toBe(false);
    now.t += 15 * MINUTE_MS;
    expect(await throttle.challengeNeeded('victim', '198.51.100.7')).toBe(false);
  });

  it('forgets the failures once the password was right from that address', async () => {
    const throttle = throttleAt({ t: 0 });
    for (let i = 0; i < FREE_FAILURES_PER_USERNAME; i += 1) await throttle.failed('a', '10.0.0.1');
    await throttle.succeeded('A', '10.0.0.1');
    expect(await throttle.challengeNeeded('a', '10.0.0.1')).toBe(false);
  });

  it('asks every login from an address that failed for many usernames, and no other address', async () => {
    const throttle = throttleAt({ t: 0 });
    for (let i = 0; i < FREE_FAILURES_PER_ADDRESS - 1; i += 1) {
      await throttle.failed(`student${i}`, '10.0.0.1');
    }
    expect(await throttle.challengeNeeded('someone', '10.0.0.1')).toBe(false);
    expect(await throttle.failed('student', '10.0.0.1')).toBe(true);
    expect(await throttle.challengeNeeded('someone', '10.0.0.1')).toBe(true);
    expect(await throttle.challengeNeeded('someone', '10.0.0.2')).toBe(false);
  });
});
