import { describe, expect, it } from 'vitest';
import { accessAt, statusAt, type Entitlement } from './status-at.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const paid = (start: number, expiry: number): Entitlement => ({ start, expiry, trial: false });
const trial = (start: number, expiry: number): Entitlement => ({ start, expiry, trial: true });

describe('statusAt', () => {
  it('is Inactive with no entitlements', () => {
    expect(statusAt([], now)).toBe('Inactive');
    expect(accessAt([], now)).toBe('none');
  });

  it('is Active while a paid entitlement holds now, whatever trials there are', () => {
    const list = [trial(now - DAY, now + DAY), paid(now - DAY, now + DAY)];
    expect(statusAt(list, now)).toBe('Active');
    expect(accessAt(list, now)).toBe('paid');
  });

  it('is Trial while only a trial holds now', () => {
    const list = [trial(now - DAY, now + DAY), paid(now + DAY, now + 30 * DAY)];
    expect(statusAt(list, now)).toBe('Trial');
    expect(accessAt(list, now)).toBe('trial');
  });

  it('counts the start and not the expiry (start <= now < expiry)', () => {
    expect(statusAt([paid(now, now + DAY)], now)).toBe('Active');
    expect(statusAt([paid(now - DAY, now)], now)).toBe('Inactive');
    expect(statusAt([trial(now - DAY, now)], now)).toBe('Inactive');
    expect(statusAt([paid(now - DAY, now)], now - 1)).toBe('Active');
  });

  it('follows the clock: a queued plan starts and a trial ends with nothing else changing', () => {
    const list = [trial(now - DAY, now + DAY), paid(now + 2 * DAY, now + 30 * DAY)];
    expect(statusAt(list, now)).toBe('Trial');
    expect(statusAt(list, now + DAY)).toBe('Inactive');
    expect(statusAt(list, now + 2 * DAY)).toBe('Active');
    expect(statusAt(list, now + 30 * DAY)).toBe('Inactive');
  });
});
