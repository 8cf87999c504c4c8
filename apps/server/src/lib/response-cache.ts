// Serialised answers of read-mostly public calls, kept in memory per process. Writes to the
// content they come from call clear(); the TTL bounds how long another server process can serve
// an answer that changed elsewhere.
export class ResponseCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async get(key: string, load: () => Promise<unknown>): Promise<string | null> {
    const hit = this.entries.get(key);
    const now = Date.now();
    if (hit && hit.expires > now) return hit.body;
    const value = await load();
    if (value === null || value === undefined) return null;
    const body = JSON.stringify(value);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { body, expires: now + this.ttlMs });
    return body;
  }

  clear(): void {
    this.entries.clear();
  }
}
