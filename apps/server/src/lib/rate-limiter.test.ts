// The one rate-limit mechanism: fixed windows in memory, and the same counters shared through
// Redis when REDIS_URL is set (tested against the Redis at TEST_REDIS_URL, which .ci/run starts).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './rate-limiter.ts';

const window = { max: 3, windowMs: 60_000 };

function limiterWith(store: MemoryRateLimitStore | RedisRateLimitStore, now: { t: number }) {
  const errors: unknown[] = [];
  return {
    limiter: new RateLimiter(
      store,
      () => now.t,
      (e) => errors.push(e),
    ),
    errors,
  };
}

describe('RateLimiter in memory', () => {
  it('allows the budget, refuses the next with the time left, and opens a new window', async () => {
    const now = { t: 1_000_000 };
    const { limiter } = limiterWith(new MemoryRateLimitStore(), now);
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await limiter.consume('contact:addr:1', window));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterMs).toBe(60_000);
    now.t += 30_000;
    expect((await limiter.consume('contact:addr:1', window)).retryAfterMs).toBe(30_000);
    expect((await limiter.consume('contact:addr:2', window)).allowed).toBe(true);
    now.t += 30_001;
    expect((await limiter.consume('contact:addr:1', window)).allowed).toBe(true);
  });

  it('keeps memory bounded under a flood of addresses', async () => {
    const now = { t: 0 };
    const store = new MemoryRateLimitStore(100);
    const { limiter } = limiterWith(store, now);
    for (let i = 0; i < 1000; i += 1) await limiter.consume(`k:${i}`, window);
    expect(
      (store as unknown as { windows: Map<string, unknown> }).windows.size,
    ).toBeLessThanOrEqual(100);
  });

  it('serves rather than refuses when the store fails, and reports it', async () => {
    const failing = { hit: async () => Promise.reject(new Error('redis down')) };
    const errors: unknown[] = [];
    const limiter = new RateLimiter(
      failing,
      () => 0,
      (e) => errors.push(e),
    );
    expect((await limiter.consume('x', window)).allowed).toBe(true);
    expect(errors).toHaveLength(1);
  });
});

// CI sets TEST_REDIS_URL (and .ci/run starts Redis), so there this always runs; on a laptop
// without Redis it is skipped rather than failing `npm test`.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const redisAvailable =
  process.env.TEST_REDIS_URL !== undefined ||
  (await redis.connect().then(
    () => true,
    () => false,
  ));
afterAll(async () => {
  redis.disconnect();
});

describe.skipIf(!redisAvailable)('RateLimiter on Redis, shared by two server processes', () => {
  it('counts both processes against one budget, with an expiry on every key', async () => {
    if (redis.status !== 'ready') await redis.connect();
    const prefix = `osce-test:${process.pid}:${Date.now()}:`;
    const now = { t: Date.now() };
    // Two limiters stand for two server processes on the same Redis.
    const a = limiterWith(new RedisRateLimitStore(redis, prefix), now).limiter;
    const b = limiterWith(new RedisRateLimitStore(redis, prefix), now).limiter;
    const allowed = await Promise.all([
      a.consume('login:user:7', window),
      b.consume('login:user:7', window),
      a.consume('login:user:7', window),
      b.consume('login:user:7', window),
    ]);
    expect(allowed.filter((v) => v.allowed)).toHaveLength(3);
    const ttl = await redis.pttl(`${prefix}login:user:7`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(`${prefix}login:user:7`);
  });
});
