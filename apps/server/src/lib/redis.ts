// One Redis connection for the whole server: rate-limit counters now, the Socket.IO adapter
// later. Absent without REDIS_URL (one process keeps its counters in memory).
import { Redis } from 'ioredis';

export function createRedis(url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  // Fail fast instead of queueing commands while Redis is away: a limit check must not hang a
  // request, and the rate limiter decides what to do when Redis does not answer.
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}
