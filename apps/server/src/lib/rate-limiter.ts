// Fixed-window counters behind one small interface: in memory for one process, Redis when
// REDIS_URL is set so every server process draws on the same budget.
import type { Redis } from 'ioredis';

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export interface Hit {
  count: number;
  resetAt: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<Hit>;
  /** The count of the live window, without counting; 0 when there is none. */
  peek?(key: string, now: number): Promise<number>;
  /** Ends the window (a login that proved the password ends its failures). */
  clear?(key: string): Promise<void>;
}

export interface Verdict {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
}

/** Counters of this process; expired windows are swept as the map grows, so memory is bounded. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Hit>();

  constructor(private readonly sweepAt = 10_000) {}

  async hit(key: string, windowMs: number, now: number): Promise<Hit> {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size >= this.sweepAt) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { ...entry };
  }

  async peek(key: string, now: number): Promise<number> {
    const entry = this.windows.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (an address flood): start over rather than grow without bound.
    if (this.windows.size >= this.sweepAt) this.windows.clear();
  }
}

// INCR and the first PEXPIRE in one step, so a key can never be left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'osce:rl:',
  ) {}

  async hit(key: string, windowMs: number, now: number): Promise<Hit> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      String(windowMs),
    )) as [number, number];
    return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
  }

  async peek(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    private readonly now: () => number,
    private readonly onStoreError: (err: unknown) => void,
  ) {}

  /** Counts one attempt against `key`; refuses once the window's budget is spent. */
  async consume(key: string, limit: RateLimitWindow): Promise<Verdict> {
    const now = this.now();
    try {
      const { count, resetAt } = await this.store.hit(key, limit.windowMs, now);
      const allowed = count <= limit.max;
      return {
        allowed,
        remaining: Math.max(0, limit.max - count),
        retryAfterMs: allowed ? 0 : Math.max(0, resetAt - now),
      };
    } catch (err) {
      // The shared store is away: serve rather than refuse every member of every class.
      this.onStoreError(err);
      return { allowed: true, remaining: limit.max, retryAfterMs: 0 };
    }
  }

  /** How many attempts the live window of `key` has counted (0 when the store is away). */
  async count(key: string): Promise<number> {
    try {
      return (await this.store.peek?.(key, this.now())) ?? 0;
    } catch (err) {
      this.onStoreError(err);
      return 0;
    }
  }

  /** Starts `key` afresh. */
  async reset(key: string): Promise<void> {
    try {
      await this.store.clear?.(key);
    } catch (err) {
      this.onStoreError(err);
    }
  }
}
