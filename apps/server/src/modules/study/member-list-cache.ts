// Each member's station list, kept ready to send: the JSON, its ETag and its gzip, built once and
// reused until the member's own records change or the library changes (a new catalogue snapshot).
// Reading a long history out of the database costs far more than sending the answer, and a member
// opens the list many times between two changes.
//
// On every database and every process: each write of a member's records emits
// `study.member_records_changed` after it commits, which every process hears (through Redis when
// there are several, lib/event-bridge.ts) and which forgets the member here. While this process
// may be missing those events (its link to Redis is down), the cache is bypassed, and it is
// emptied when the link comes back (lib/event-bridge.ts); a build that a write of the member's
// overtook is sent but not kept (member-cache-guard.ts). MEMBER_LIST_CACHE_MAX members at most,
// the least recently used going first; 0 turns it off.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Coherence } from '../../lib/event-bridge.ts';
import { createFillGuard } from './member-cache-guard.ts';
import type { CatalogueSnapshot } from './station-catalogue.ts';

const gzip = promisify(zlib.gzip);

export interface ReadyList {
  json: string;
  etag: string;
  /** The gzip once made (on the first request that accepts gzip), for sending without waiting. */
  gzipped: Buffer | null;
  /** The gzip being made, shared by the requests that ask meanwhile. */
  gzipping: Promise<Buffer> | null;
}

interface Entry extends ReadyList {
  snapshot: CatalogueSnapshot;
}

interface Loading {
  snapshot: CatalogueSnapshot;
  promise: Promise<Entry>;
}

export function createMemberListCache(options: { maxMembers: number; coherence: Coherence }) {
  const { maxMembers, coherence } = options;
  const entries = new Map<number, Entry>();
  // One build per member at a time: fifty tabs opening /study together read the history once.
  const loading = new Map<number, Loading>();
  const guard = createFillGuard();

  function ready(json: string, snapshot: CatalogueSnapshot): Entry {
    return {
      json,
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
      gzipped: null,
      gzipping: null,
      snapshot,
    };
  }

  function store(userId: number, entry: Entry): void {
    if (entries.size >= maxMembers) entries.delete(entries.keys().next().value as number);
    entries.set(userId, entry);
  }

  return {
    /** The ready list when it is kept for this snapshot: a warm read's whole work. */
    peek(userId: number, snapshot: CatalogueSnapshot): ReadyList | undefined {
      const hit = entries.get(userId);
      if (hit === undefined || hit.snapshot !== snapshot || !coherence.isLive()) return undefined;
      // Most recently used last, so the oldest is the first to go.
      entries.delete(userId);
      entries.set(userId, hit);
      return hit;
    },

    async get(
      userId: number,
      snapshot: CatalogueSnapshot,
      build: () => Promise<string>,
    ): Promise<ReadyList> {
      if (maxMembers === 0 || !coherence.isLive()) return ready(await build(), snapshot);
      const hit = this.peek(userId, snapshot);
      if (hit) return hit;
      const under = loading.get(userId);
      if (under && under.snapshot === snapshot) return under.promise;
      const ticket = guard.take(userId);
      const promise = build().then(
        (json) => {
          const entry = ready(json, snapshot);
          // Kept only when no write of the member's came in meanwhile and nothing was missed.
          if (guard.giveBack(ticket) && coherence.isLive()) store(userId, entry);
          if (loading.get(userId)?.promise === promise) loading.delete(userId);
          return entry;
        },
        (err: unknown) => {
          guard.giveBack(ticket);
          if (loading.get(userId)?.promise === promise) loading.delete(userId);
          throw err;
        },
      );
      loading.set(userId, { snapshot, promise });
      return promise;
    },

    /** The gzip of a ready list, made once (zlib runs off the event loop, in libuv's pool). */
    gzipOf(list: ReadyList): Promise<Buffer> {
      // Fast compression: the list is a few hundred kB of repetitive JSON, and level 1 already
      // shrinks it about seventeen times.
      list.gzipping ??= gzip(list.json, { level: 1 }).then((buffer) => {
        list.gzipped = buffer;
        return buffer;
      });
      return list.gzipping;
    },

    /** The member's records changed: their next list is built afresh, and no build under way is kept. */
    forget(userId: number): void {
      entries.delete(userId);
      loading.delete(userId);
      guard.spoil(userId);
    },

    /** Everything may be stale (events were missed): every list is built afresh. */
    clear(): void {
      entries.clear();
      loading.clear();
      guard.spoilAll();
    },

    /** Members kept (tests, metrics). */
    get size(): number {
      return entries.size;
    },
  };
}

export type MemberListCache = ReturnType<typeof createMemberListCache>;
