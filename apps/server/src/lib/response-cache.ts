// Serialised answers of read-mostly public calls, kept in memory per process with their ETag.
// Writes to the content they come from clear it (the `content.changed` event, heard by every
// process through lib/event-bridge.ts); the TTL is a backstop. Requests arriving while an answer
// loads share one load, and when full the oldest answer goes, not all of them.
import { createHash } from 'node:crypto';

export interface CachedJson {
  body: string;
  etag: string;
  /** The record's id when the answer is one record (a page counts its views by it). */
  id: number | undefined;
}

type Entry = CachedJson & { expires: number };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Loads under way, by key: requests arriving while an answer loads share its one load. */
  private readonly loading = new Map<string, Promise<CachedJson | null>>();
  /** Moves on every clear: a load that began before one may have read what it replaced. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
    /** False while changes made elsewhere may go unheard (lib/event-bridge.ts): then no caching. */
    private readonly usable: () => boolean = () => true,
  ) {}

  /**
   * The cached answer for `key`, loading and serialising it when missing or stale. A hit is
   * returned as it is, not in a promise: it is most of what a public read does, and `await` on a
   * plain value costs less than an async function's promise.
   */
  get(key: string, load: () => Promise<unknown>): CachedJson | null | Promise<CachedJson | null> {
    const usable = this.usable();
    if (usable) {
      const hit = this.entries.get(key);
      if (hit !== undefined && hit.expires > this.now()) return hit;
      const under = this.loading.get(key);
      if (under !== undefined) return under;
    }
    const loaded = this.load(key, load, usable);
    if (usable) {
      this.loading.set(key, loaded);
      const done = () => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      };
      loaded.then(done, done);
    }
    return loaded;
  }

  private async load(
    key: string,
    load: () => Promise<unknown>,
    usable: boolean,
  ): Promise<CachedJson | null> {
    const generation = this.generation;
    const value = await load();
    if (value === null || value === undefined) return null;
    const body = JSON.stringify(value);
    // A strong validator of the exact bytes: any change to the answer changes it.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const id = (value as { id?: unknown }).id;
    const entry: Entry = {
      body,
      etag,
      id: typeof id === 'number' ? id : undefined,
      expires: this.now() + this.ttlMs,
    };
    if (!usable || generation !== this.generation || !this.usable()) return entry;
    // The oldest stored goes first (a map keeps insertion order); a refreshed key moves to the end.
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Answers kept (metrics). */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
