// Serialised answers of read-mostly public calls, kept in memory per process with their ETag.
// Writes to the content they come from clear it (the `content.changed` event); the TTL bounds how
// long another server process can serve an answer that changed elsewhere.
import { createHash } from 'node:crypto';

export interface CachedJson {
  body: string;
  etag: string;
  /** The record's id when the answer is one record (a page counts its views by it). */
  id: number | undefined;
}

export class ResponseCache {
  private readonly entries = new Map<string, CachedJson & { expires: number }>();
  /** Moves on every clear: a load that began before one may have read what it replaced. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1000,
    /** False while changes made elsewhere may go unheard (lib/event-bridge.ts): then no caching. */
    private readonly usable: () => boolean = () => true,
  ) {}

  /** The cached answer for `key`, loading and serialising it when missing or stale. */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedJson | null> {
    const hit = this.entries.get(key);
    const now = this.now();
    const usable = this.usable();
    if (usable && hit && hit.expires > now) return hit;
    const generation = this.generation;
    const value = await load();
    if (value === null || value === undefined) return null;
    const body = JSON.stringify(value);
    // A strong validator of the exact bytes: any change to the answer changes it.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const id = (value as { id?: unknown }).id;
    const entry = {
      body,
      etag,
      id: typeof id === 'number' ? id : undefined,
      expires: now + this.ttlMs,
    };
    if (!usable || generation !== this.generation) return entry;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
    this.generation += 1;
  }
}
