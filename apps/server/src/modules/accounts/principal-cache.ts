// Who a session is, kept per process so a warm signed-in request reads neither the database nor
// Redis (docs/accounts.md, 'Sessions and the principal'; docs/architecture.md, 'Caches and events').
//
// What is kept is only what cannot change without an event: the member (id, role, username, agreed
// terms), the session's expiry, and the dates of the member's entitlements. What depends on the time
// (is the session still live, is the member Active, Trial or Inactive) is decided at every request
// from those dates, so a trial ending or a queued plan starting needs no event at all.
//
// Exactness comes from the writers: every change that matters emits an event after its commit, and
// the handlers here drop what it made stale (by token, or every token of the member). Three details
// keep a stale principal from coming back:
// - single flight: concurrent cold requests with one token share one load (one query, not fifty);
// - the fill race: a load that began before an invalidation of its member and ends after it is
//   handed to the requests waiting for it but never stored; an epoch counter, bumped by every
//   invalidation and recorded per member, tells which loads began too early;
// - a load in flight is forgotten at every invalidation, so a request arriving after it starts its
//   own load instead of joining one that may have read the old state.
// While `enabled()` is false (the cross-process event link is down: events may be missed) nothing is
// served from here or stored, and every request reads the database. The TTL is only a safety net.
import type { Entitlement } from '@osce/shared/billing/status-at';
import type { UserRole } from './session.service.ts';

/** One session's member, as loaded in one query (session.repository.ts, findPrincipal). */
export interface Principal {
  userId: number;
  role: UserRole;
  username: string;
  termsAgreedId: number | null;
  /** When the session ends (ms since the epoch). */
  sessionExpiresAt: number;
  /** Current and future entitlements (statusAt decides at each request). */
  entitlements: Entitlement[];
}

export interface PrincipalCacheOptions {
  /** How many sessions (and, separately, members' entitlements) are kept; 0 keeps none. */
  max: number;
  /** Safety net: an entry older than this is loaded again even without an event. */
  ttlMs: number;
  nowMs: () => number;
  /** Whether the cache may serve and store right now (false: every request reads the database). */
  enabled: () => boolean;
  loadPrincipal: (tokenHash: string) => Promise<Principal | null>;
  loadEntitlements: (userId: number) => Promise<Entitlement[]>;
}

export type PrincipalCache = ReturnType<typeof createPrincipalCache>;

interface Stored<T> {
  value: T;
  storedAt: number;
}

/** Most recently used last, so the first key is the one to evict (a Map keeps insertion order). */
function touch<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

export function createPrincipalCache(options: PrincipalCacheOptions) {
  const { max, ttlMs, nowMs, enabled } = options;
  const byToken = new Map<string, Stored<Principal>>();
  const tokensOf = new Map<number, Set<string>>();
  const entitlementsByUser = new Map<number, Stored<Entitlement[]>>();
  const principalLoads = new Map<string, Promise<Principal | null>>();
  const entitlementLoads = new Map<number, Promise<Entitlement[]>>();

  // The fill race guard. `epoch` counts invalidations; `invalidatedAt` says when each member was
  // last invalidated, `clearedAt` when everything was. A load records the epoch it began in and
  // stores only if its member has not been invalidated since. Only loads in flight ever ask, so
  // the per-member record is emptied whenever no load is in flight.
  let epoch = 0;
  let clearedAt = 0;
  const invalidatedAt = new Map<number, number>();
  let loading = 0;

  const fresh = (entry: Stored<unknown>) => nowMs() - entry.storedAt < ttlMs;
  const invalidatedSince = (userId: number, began: number) =>
    clearedAt > began || (invalidatedAt.get(userId) ?? 0) > began;

  function forgetToken(tokenHash: string): void {
    const entry = byToken.get(tokenHash);
    if (!entry) return;
    byToken.delete(tokenHash);
    const set = tokensOf.get(entry.value.userId);
    set?.delete(tokenHash);
    if (set?.size === 0) tokensOf.delete(entry.value.userId);
  }

  function store(tokenHash: string, principal: Principal): void {
    if (max <= 0) return;
    forgetToken(tokenHash);
    if (byToken.size >= max) forgetToken(byToken.keys().next().value as string);
    byToken.set(tokenHash, { value: principal, storedAt: nowMs() });
    const set = tokensOf.get(principal.userId) ?? new Set<string>();
    set.add(tokenHash);
    tokensOf.set(principal.userId, set);
    storeEntitlements(principal.userId, principal.entitlements);
  }

  function storeEntitlements(userId: number, entitlements: Entitlement[]): void {
    if (max <= 0) return;
    entitlementsByUser.delete(userId);
    if (entitlementsByUser.size >= max) {
      entitlementsByUser.delete(entitlementsByUser.keys().next().value as number);
    }
    entitlementsByUser.set(userId, { value: entitlements, storedAt: nowMs() });
  }

  /** Runs a load, and stores its answer only if nothing about `userIdOf(answer)` changed meanwhile. */
  async function guarded<T>(load: () => Promise<T>, keep: (value: T, began: number) => void) {
    const began = epoch;
    loading++;
    try {
      const value = await load();
      if (enabled()) keep(value, began);
      return value;
    } finally {
      if (--loading === 0) invalidatedAt.clear();
    }
  }

  /** Marks the member invalidated now: their loads in flight will not store what they read. */
  function bump(userId: number): void {
    epoch++;
    invalidatedAt.set(userId, epoch);
    // A request arriving from now on must not join a load that began before this change. Which
    // member a token's load belongs to is not known until it ends, so every load is forgotten;
    // invalidations are rare next to reads.
    principalLoads.clear();
    entitlementLoads.delete(userId);
  }

  function dropUser(userId: number, keepTokenHash?: string): void {
    bump(userId);
    for (const tokenHash of [...(tokensOf.get(userId) ?? [])]) {
      if (tokenHash !== keepTokenHash) forgetToken(tokenHash);
    }
  }

  return {
    /** The principal of a session by its token's hash (null: no such live session). */
    async principal(tokenHash: string): Promise<Principal | null> {
      if (!enabled()) return options.loadPrincipal(tokenHash);
      const hit = byToken.get(tokenHash);
      if (hit && fresh(hit)) {
        touch(byToken, tokenHash, hit);
        return hit.value;
      }
      const pending = principalLoads.get(tokenHash);
      if (pending) return pending;
      const load = guarded(
        () => options.loadPrincipal(tokenHash),
        (principal, began) => {
          if (principal && !invalidatedSince(principal.userId, began)) store(tokenHash, principal);
        },
      ).finally(() => {
        if (principalLoads.get(tokenHash) === load) principalLoads.delete(tokenHash);
      });
      principalLoads.set(tokenHash, load);
      return load;
    },

    /** A member's entitlements by id, for code that has no session at hand (marking, sockets). */
    async entitlements(userId: number): Promise<Entitlement[]> {
      if (!enabled()) return options.loadEntitlements(userId);
      const hit = entitlementsByUser.get(userId);
      if (hit && fresh(hit)) {
        touch(entitlementsByUser, userId, hit);
        return hit.value;
      }
      const pending = entitlementLoads.get(userId);
      if (pending) return pending;
      const load = guarded(
        () => options.loadEntitlements(userId),
        (entitlements, began) => {
          if (!invalidatedSince(userId, began)) storeEntitlements(userId, entitlements);
        },
      ).finally(() => {
        if (entitlementLoads.get(userId) === load) entitlementLoads.delete(userId);
      });
      entitlementLoads.set(userId, load);
      return load;
    },

    /** One session ended (logout, or found expired). */
    dropSession(userId: number, tokenHash: string): void {
      bump(userId);
      forgetToken(tokenHash);
    },

    /** Every session of the member but `keepTokenHash` ended. */
    dropSessionsOf(userId: number, keepTokenHash?: string): void {
      dropUser(userId, keepTokenHash);
    },

    /** Something every session of the member carries changed (username, role, terms, access). */
    dropMember(userId: number): void {
      dropUser(userId);
      entitlementsByUser.delete(userId);
    },

    /** Forget everything, loads in flight included (the event link went down or came back). */
    clear(): void {
      epoch++;
      clearedAt = epoch;
      byToken.clear();
      tokensOf.clear();
      entitlementsByUser.clear();
      principalLoads.clear();
      entitlementLoads.clear();
    },

    /** For metrics and tests. */
    size: () => ({ sessions: byToken.size, members: entitlementsByUser.size }),
  };
}
