// Per-process caches (signed-in principals, member station lists and stats, the catalogue, public
// answers) are kept exact by the domain events that announce each change. With one process the
// in-process bus hears every event. With several processes on one PostgreSQL + Redis, the events
// that make a cache stale (BROADCAST_EVENTS) are bridged through Redis pub/sub, which delivers at
// most once: while the link is down a process cannot know what it missed. `Coherence` is how a
// cache learns whether it may be trusted right now (docs/architecture.md, "Events across processes").

/** What a per-process cache asks before using what it holds. */
export interface Coherence {
  /**
   * True when every change made anywhere reaches this process's event handlers: always without
   * Redis (one process), and with Redis only while the subscriber connection is subscribed. While
   * false a cache must neither serve nor store anything: read the database on every request.
   */
  isLive(): boolean;
  /**
   * Registers `fn`, called when the link goes down and again right after it is subscribed again,
   * because anything held (or being loaded) may have missed an event: clear everything and treat a
   * load in flight as stale (bump a generation). Returns a function that unregisters `fn`.
   */
  onReset(fn: () => void): () => void;
}

/** One process, no Redis: the in-process bus hears every event, so caches are always exact. */
export const singleProcessCoherence: Coherence = {
  isLive: () => true,
  onReset: () => () => undefined,
};
