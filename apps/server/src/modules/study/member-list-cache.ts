// Each member's station list, kept ready to send: the JSON, its ETag and its gzip, built once and
// reused until the member's own records change (the study service clears the entry in the same
// request that writes them) or the library changes (a new catalogue snapshot). Reading a long
// history out of the embedded database costs far more than sending the answer, and a member opens
// the list many times between two changes.
//
// Only safe where this process sees every write: the embedded database belongs to one process (its
// data-dir lock), so there this cache is on. With PostgreSQL several processes may write, and the
// list is built for every request instead (the scale-out issue can share invalidations through
// Redis and turn it on there).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CatalogueSnapshot } from './station-catalogue.ts';

const gzip = promisify(zlib.gzip);

export interface ReadyList {
  json: string;
  etag: string;
  /** Made on the first request that accepts gzip, then kept. */
  gzip: Promise<Buffer> | null;
}

interface Entry extends ReadyList {
  snapshot: CatalogueSnapshot;
}

export function createMemberListCache(options: { enabled: boolean; maxMembers: number }) {
  const entries = new Map<number, Entry>();

  return {
    async get(
      userId: number,
      snapshot: CatalogueSnapshot,
      build: () => Promise<string>,
    ): Promise<ReadyList> {
      const hit = entries.get(userId);
      if (hit && hit.snapshot === snapshot) {
        // Most recently used last, so the oldest is the first to go.
        entries.delete(userId);
        entries.set(userId, hit);
        return hit;
      }
      const json = await build();
      const entry: Entry = {
        json,
        etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
        gzip: null,
        snapshot,
      };
      if (options.enabled) {
        if (entries.size >= options.maxMembers) {
          entries.delete(entries.keys().next().value as number);
        }
        entries.set(userId, entry);
      }
      return entry;
    },

    /** The gzip of a ready list, made once (zlib runs off the event loop, in libuv's pool). */
    gzipOf(list: ReadyList): Promise<Buffer> {
      // Fast compression: the list is a few hundred kB of repetitive JSON, and level 1 already
      // shrinks it about seventeen times.
      list.gzip ??= gzip(list.json, { level: 1 });
      return list.gzip;
    },

    /** The member's records changed: their next list is built afresh. */
    forget(userId: number): void {
      entries.delete(userId);
    },
  };
}

export type MemberListCache = ReturnType<typeof createMemberListCache>;
