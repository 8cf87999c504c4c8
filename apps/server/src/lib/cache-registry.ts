// The per-process caches by name, so /metrics can say how full each one is (plugins/metrics.ts,
// `memory_cache_entries` and `memory_cache_capacity`; docs/operating.md, 'Logs and metrics').
// Each cache is registered where it is created, with a function that reads its size when asked.

/** How full a cache is: what it holds now and the most it keeps (its configured maximum). */
export interface CacheUsage {
  name: string;
  entries: number;
  capacity: number;
}

export interface CacheRegistry {
  /**
   * Adds a cache: `entries` reads what it holds now. A name registered again (a module mounted a
   * second time on the same context, as some tests do) is the newer cache from then on.
   */
  register(name: string, entries: () => number, capacity: number): void;
  /** Every registered cache's usage now, in the order registered. */
  usage(): CacheUsage[];
}

export function createCacheRegistry(): CacheRegistry {
  const caches = new Map<string, { entries: () => number; capacity: number }>();
  return {
    register(name, entries, capacity) {
      caches.set(name, { entries, capacity });
    },
    usage: () =>
      [...caches].map(([name, cache]) => ({
        name,
        entries: cache.entries(),
        capacity: cache.capacity,
      })),
  };
}
