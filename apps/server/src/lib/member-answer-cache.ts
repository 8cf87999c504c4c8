// A member's own answers to the reads they repeat (GET /user, /playlists, /groups), kept ready per
// process: built once per member (and variant, such as `?completed=true`) and reused until an event
// says what the answer shows changed. A warm read then costs no database query at all.
//
// The rules are those of the station-list cache (modules/study/member-list-cache.ts):
// - bypassed while this process may be missing events (`coherence.isLive()` false), emptied when
//   it hears them again (`clear` on the coherence reset);
// - the fill race: a build that an invalidation of its member overtook is sent but not kept
//   (modules/study/member-cache-guard.ts);
// - one build per (member, variant) at a time: tabs opening together read the database once;
// - `maxMembers` members at most, the least recently used going first; 0 turns it off.
// An answer may carry tags (the groups it shows): `forgetTagged` forgets every member whose kept
// answer carries the tag, for a change that reaches several members at once (a group renamed).
// Nothing that depends on the clock or on live state may be kept here: the routes add those
// parts at each request.
import { createFillGuard } from '../modules/study/member-cache-guard.ts';
import type { Coherence } from './event-bridge.ts';

export interface BuiltAnswer<V> {
  value: V;
  /** What else, beside the member, this answer shows (group ids): see `forgetTagged`. */
  tags?: readonly number[];
}

interface Entry<V> {
  value: V;
  tags: readonly number[];
}

export function createMemberAnswerCache<V>(options: { maxMembers: number; coherence: Coherence }) {
  const { maxMembers, coherence } = options;
  /** Per member, per variant; a member's map moves to the end when used (least recent first). */
  const members = new Map<number, Map<string, Entry<V>>>();
  /** Builds under way, by member then variant: requests arriving meanwhile share them. */
  const loading = new Map<number, Map<string, Promise<V>>>();
  /** Tag -> members whose kept answer carries it. */
  const tagged = new Map<number, Set<number>>();
  const guard = createFillGuard();

  function untag(userId: number, entries: Map<string, Entry<V>>): void {
    for (const entry of entries.values()) {
      for (const tag of entry.tags) {
        const holders = tagged.get(tag);
        if (holders?.delete(userId) && holders.size === 0) tagged.delete(tag);
      }
    }
  }

  function drop(userId: number): void {
    const entries = members.get(userId);
    if (!entries) return;
    untag(userId, entries);
    members.delete(userId);
  }

  function store(userId: number, variant: string, built: BuiltAnswer<V>): void {
    let entries = members.get(userId);
    if (!entries) {
      if (members.size >= maxMembers) drop(members.keys().next().value as number);
      members.set(userId, (entries = new Map()));
    }
    const old = entries.get(variant);
    if (old) {
      entries.delete(variant);
      untag(userId, new Map([[variant, old]]));
    }
    const tags = built.tags ?? [];
    entries.set(variant, { value: built.value, tags });
    for (const tag of tags) {
      let holders = tagged.get(tag);
      if (!holders) tagged.set(tag, (holders = new Set()));
      holders.add(userId);
    }
  }

  function settle(userId: number, variant: string, promise: Promise<V>): void {
    const own = loading.get(userId);
    if (own?.get(variant) !== promise) return;
    own.delete(variant);
    if (own.size === 0) loading.delete(userId);
  }

  return {
    /** The kept answer, without waiting: a warm read's whole work. */
    peek(userId: number, variant: string): V | undefined {
      if (!coherence.isLive()) return undefined;
      const entries = members.get(userId);
      const hit = entries?.get(variant);
      if (hit === undefined) return undefined;
      // Most recently used last, so the member unseen longest is the first to go.
      members.delete(userId);
      members.set(userId, entries!);
      return hit.value;
    },

    /** The kept answer, or `build`'s, kept when nothing overtook it. */
    get(userId: number, variant: string, build: () => Promise<BuiltAnswer<V>>): Promise<V> {
      if (maxMembers === 0 || !coherence.isLive()) return build().then((b) => b.value);
      const hit = this.peek(userId, variant);
      if (hit !== undefined) return Promise.resolve(hit);
      const under = loading.get(userId)?.get(variant);
      if (under) return under;
      const ticket = guard.take(userId);
      const promise = build().then(
        (built) => {
          // Kept only when no change of the member's came in meanwhile and nothing was missed.
          if (guard.giveBack(ticket) && coherence.isLive()) store(userId, variant, built);
          settle(userId, variant, promise);
          return built.value;
        },
        (err: unknown) => {
          guard.giveBack(ticket);
          settle(userId, variant, promise);
          throw err;
        },
      );
      let own = loading.get(userId);
      if (!own) loading.set(userId, (own = new Map()));
      own.set(variant, promise);
      return promise;
    },

    /** What the member's answers show changed: built afresh, and no build under way is kept. */
    forget(userId: number): void {
      drop(userId);
      loading.delete(userId);
      guard.spoil(userId);
    },

    /**
     * Something shown to every member whose answer carries `tag` changed (a group renamed): they
     * are forgotten. A build under way has no tags yet, so none is kept.
     */
    forgetTagged(tag: number): void {
      for (const userId of [...(tagged.get(tag) ?? [])]) drop(userId);
      loading.clear();
      guard.spoilAll();
    },

    /** Everything may be stale (events were missed, the catalogue changed). */
    clear(): void {
      members.clear();
      tagged.clear();
      loading.clear();
      guard.spoilAll();
    },

    /** Members kept (tests, metrics). */
    get size(): number {
      return members.size;
    },
  };
}

export type MemberAnswerCache<V> = ReturnType<typeof createMemberAnswerCache<V>>;
