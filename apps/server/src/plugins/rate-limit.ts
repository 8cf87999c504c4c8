// Rate limits for anything that sends e-mail or checks a secret. Routes opt in with
// `config.rateLimit`; with REDIS_URL the counters are shared by every server process.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export async function registerRateLimits(
  app: FastifyInstance,
  opts: { redisUrl: string | undefined; enabled: boolean },
): Promise<void> {
  if (!opts.enabled) return;
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'osce-rl:' } : {}),
    // If Redis is briefly unreachable, serve rather than refuse everyone.
    skipOnError: true,
  });
}
