// Conditional GETs for public reads: every cached answer carries its ETag and a Cache-Control that
// lets a browser show what it has while it revalidates, and a repeat visit whose copy is still
// current costs a 304 with no body.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { CachedJson } from '../lib/response-cache.ts';
import { HttpError } from '../lib/http-error.ts';

/** Fresh for a minute, then usable for a day while the browser revalidates in the background. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=86400';

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedJson | null,
) {
  if (cached === null) throw new HttpError(404, messages.notFound);
  reply.header('etag', cached.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, cached.etag)) {
    return reply.status(304).send();
  }
  // The body is sent as it is (a string: Fastify neither serialises nor checks it again).
  return reply.header('content-type', JSON_TYPE).send(cached.body);
}

function matches(header: string, etag: string): boolean {
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
