// The principal cache's own rules, with loaders the test holds: one load per token however many
// ask, nothing stored by a load an invalidation overtook, no request joining such a load, nothing
// served or stored while the cache may not be trusted, the size bound and the TTL safety net.
import { describe, expect, it } from 'vitest';
import type { Entitlement } from '@osce/shared/billing/status-at';
import {
  createPrincipalCache,
  type Principal,
  type PrincipalCacheOptions,
} from './principal-cache.ts';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const principalOf = (userId: number, username = `member-${userId}`): Principal => ({
  userId,
  role: 'member',
  username,
  termsAgreedId: null,
  sessionExpiresAt: Number.MAX_SAFE_INTEGER,
  entitlements: [],
});

/** A cache whose loads wait until the test answers them, in order. */
function harness(overrides: Partial<PrincipalCacheOptions> = {}) {
  let now = 1_000;
  let enabled = true;
  const principalLoads: { tokenHash: string; answer: Deferred<Principal | null> }[] = [];
  const entitlementLoads: { userId: number; answer: Deferred<Entitlement[]> }[] = [];
  const cache = createPrincipalCache({
    max: 100,
    ttlMs: 60_000,
    nowMs: () => now,
    enabled: () => enabled,
    loadPrincipal: (tokenHash) => {
      const answer = deferred<Principal | null>();
      principalLoads.push({ tokenHash, answer });
      return answer.promise;
    },
    loadEntitlements: (userId) => {
      const answer = deferred<Entitlement[]>();
      entitlementLoads.push({ userId, answer });
      return answer.promise;
    },
    ...overrides,
  });
  /** Asks for `tokenHash`, answering a load it starts with `principal`. */
  async function read(tokenHash: string, principal: Principal | null) {
    const before = principalLoads.length;
    const result = cache.principal(tokenHash);
    principalLoads.slice(before).forEach((load) => load.answer.resolve(principal));
    return result;
  }
  return {
    cache,
    principalLoads,
    entitlementLoads,
    read,
    advance: (ms: number) => (now += ms),
    setEnabled: (value: boolean) => (enabled = value),
  };
}

describe('principal cache', () => {
  it('loads a token once for 50 concurrent readers, then serves it without loading', async () => {
    const h = harness();
    const readers = Array.from({ length: 50 }, () => h.cache.principal('t1'));
    expect(h.principalLoads).toHaveLength(1);
    h.principalLoads[0]!.answer.resolve(principalOf(1));
    expect(new Set((await Promise.all(readers)).map((p) => p?.userId))).toEqual(new Set([1]));
    expect(await h.cache.principal('t1')).toMatchObject({ userId: 1 });
    expect(h.principalLoads).toHaveLength(1);
  });

  it('keeps tokens apart', async () => {
    const h = harness();
    await h.read('t1', principalOf(1));
    await h.read('t2', principalOf(2));
    expect((await h.cache.principal('t1'))?.userId).toBe(1);
    expect((await h.cache.principal('t2'))?.userId).toBe(2);
  });

  it('does not store an unknown token (a later load asks again)', async () => {
    const h = harness();
    expect(await h.read('nobody', null)).toBeNull();
    expect(await h.read('nobody', null)).toBeNull();
    expect(h.principalLoads).toHaveLength(2);
  });

  it('hands a load overtaken by a revocation to its readers but does not store it', async () => {
    const h = harness();
    const first = h.cache.principal('t1');
    h.cache.dropSession(1, 't1');
    h.principalLoads[0]!.answer.resolve(principalOf(1));
    expect(await first).toMatchObject({ userId: 1 });
    expect(await h.read('t1', null)).toBeNull();
    expect(h.principalLoads).toHaveLength(2);
  });

  it('starts a fresh load for a reader arriving after an invalidation, never joining the old one', async () => {
    const h = harness();
    const early = h.cache.principal('t1');
    h.cache.dropMember(1);
    const late = h.cache.principal('t1');
    expect(h.principalLoads).toHaveLength(2);
    h.principalLoads[0]!.answer.resolve(principalOf(1, 'old name'));
    h.principalLoads[1]!.answer.resolve(principalOf(1, 'new name'));
    expect((await early)?.username).toBe('old name');
    expect((await late)?.username).toBe('new name');
    expect((await h.cache.principal('t1'))?.username).toBe('new name');
  });

  it("drops every session of a member but the one kept, and no other member's", async () => {
    const h = harness();
    await h.read('a1', principalOf(1));
    await h.read('a2', principalOf(1));
    await h.read('b1', principalOf(2));
    h.cache.dropSessionsOf(1, 'a2');
    expect(await h.read('a1', null)).toBeNull();
    const loads = h.principalLoads.length;
    expect((await h.cache.principal('a2'))?.userId).toBe(1);
    expect((await h.cache.principal('b1'))?.userId).toBe(2);
    expect(h.principalLoads).toHaveLength(loads);
  });

  it('serves and stores nothing while it may not be trusted, and forgets all on clear', async () => {
    const h = harness();
    await h.read('t1', principalOf(1));
    h.setEnabled(false);
    expect(await h.read('t1', null)).toBeNull();
    expect(await h.read('t1', principalOf(1))).toMatchObject({ userId: 1 });
    const loads = h.principalLoads.length;
    // A load that began before the link went down and came back (clear) stores nothing.
    h.setEnabled(true);
    const during = h.cache.principal('t2');
    h.cache.clear();
    h.principalLoads.at(-1)!.answer.resolve(principalOf(2));
    await during;
    expect(h.cache.size()).toEqual({ sessions: 0, members: 0 });
    expect(h.principalLoads).toHaveLength(loads + 1);
  });

  it('loads again after the TTL, and keeps at most `max` sessions, the least recently used going first', async () => {
    const h = harness({ max: 2 });
    await h.read('t1', principalOf(1));
    await h.read('t2', principalOf(2));
    await h.cache.principal('t1');
    await h.read('t3', principalOf(3));
    expect(h.cache.size().sessions).toBe(2);
    const loads = h.principalLoads.length;
    await h.cache.principal('t1');
    expect(h.principalLoads).toHaveLength(loads);
    await h.read('t2', principalOf(2));
    expect(h.principalLoads).toHaveLength(loads + 1);
    h.advance(60_000);
    await h.read('t2', principalOf(2));
    expect(h.principalLoads).toHaveLength(loads + 2);
  });

  it("keeps a member's entitlements from their principal, dropped with an entitlements change", async () => {
    const h = harness();
    const entitlements: Entitlement[] = [{ start: 0, expiry: 5_000, trial: false }];
    await h.read('t1', { ...principalOf(1), entitlements });
    expect(await h.cache.entitlements(1)).toEqual(entitlements);
    expect(h.entitlementLoads).toHaveLength(0);
    h.cache.dropMember(1);
    const reloaded = h.cache.entitlements(1);
    expect(h.entitlementLoads).toHaveLength(1);
    h.entitlementLoads[0]!.answer.resolve([]);
    expect(await reloaded).toEqual([]);
  });
});
