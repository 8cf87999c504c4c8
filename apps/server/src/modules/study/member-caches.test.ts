// The member caches' own rules, without a database: what a build that a write overtook keeps
// (nothing), that one member's write leaves the others' builds alone, one build per member at a
// time, nothing served or kept while the process may be missing events, and the size bound.
import { describe, expect, it } from 'vitest';
import type { Coherence } from '../../lib/event-bridge.ts';
import { createMemberListCache } from './member-list-cache.ts';
import type { CatalogueSnapshot } from './station-catalogue.ts';
import { createStatsCache, type ComputedStats } from './stats-cache.ts';

const snapshot = {} as CatalogueSnapshot;

function coherence(live = true) {
  return {
    live,
    isLive() {
      return this.live;
    },
    onReset: () => () => undefined,
  } satisfies Coherence & {
    live: boolean;
  };
}

/** A build the test finishes by hand, so a forget can land while it is under way. */
function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

/** A list build that answers `json` and counts its calls. */
function counting(json: () => string) {
  const build = async () => {
    build.calls += 1;
    return json();
  };
  build.calls = 0;
  return build;
}

describe('member list cache', () => {
  it('keeps a list until the member is forgotten, then builds it afresh', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    let version = 1;
    const build = counting(() => `[${version}]`);
    expect((await lists.get(1, snapshot, build)).json).toBe('[1]');
    version = 2;
    expect((await lists.get(1, snapshot, build)).json).toBe('[1]');
    expect(lists.peek(1, snapshot)?.json).toBe('[1]');
    lists.forget(1);
    expect(lists.peek(1, snapshot)).toBeUndefined();
    expect((await lists.get(1, snapshot, build)).json).toBe('[2]');
    expect(build.calls).toBe(2);
  });

  it('sends but does not keep a list whose build began before a forget of that member', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    const stale = pending<string>();
    const answer = lists.get(1, snapshot, () => stale.promise);
    // The member's write commits while the build is reading: its event forgets the member.
    lists.forget(1);
    stale.finish('[before the write]');
    expect((await answer).json).toBe('[before the write]');
    expect(lists.peek(1, snapshot)).toBeUndefined();
    expect((await lists.get(1, snapshot, async () => '[after]')).json).toBe('[after]');
    expect(lists.peek(1, snapshot)?.json).toBe('[after]');
  });

  it("keeps one member's build when another member is forgotten meanwhile", async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    const build = pending<string>();
    const answer = lists.get(1, snapshot, () => build.promise);
    lists.forget(2);
    build.finish('[member 1]');
    await answer;
    expect(lists.peek(1, snapshot)?.json).toBe('[member 1]');
  });

  it('builds once for requests of one member arriving together', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    const build = counting(() => '[]');
    const answers = await Promise.all([1, 2, 3].map(() => lists.get(7, snapshot, build)));
    expect(build.calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not join a request after a forget to a build from before it', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    const early = pending<string>();
    const first = lists.get(1, snapshot, () => early.promise);
    lists.forget(1);
    const second = lists.get(1, snapshot, async () => '[after]');
    early.finish('[before]');
    expect((await first).json).toBe('[before]');
    expect((await second).json).toBe('[after]');
    expect(lists.peek(1, snapshot)?.json).toBe('[after]');
  });

  it('neither serves nor keeps anything while events may be missed, and forgets all on clear', async () => {
    const link = coherence();
    const lists = createMemberListCache({ maxMembers: 10, coherence: link });
    let version = 1;
    const build = counting(() => `[${version}]`);
    await lists.get(1, snapshot, build);
    link.live = false;
    version = 2;
    // A write made elsewhere whose event never arrived is seen at once.
    expect((await lists.get(1, snapshot, build)).json).toBe('[2]');
    expect(lists.peek(1, snapshot)).toBeUndefined();
    version = 3;
    expect((await lists.get(1, snapshot, build)).json).toBe('[3]');
    // The link is back: the bridge empties the caches first (onReset), then they fill again.
    lists.clear();
    link.live = true;
    expect(lists.peek(1, snapshot)).toBeUndefined();
    expect((await lists.get(1, snapshot, build)).json).toBe('[3]');
    expect(lists.peek(1, snapshot)?.json).toBe('[3]');
  });

  it('does not keep a build during which the link went down and came back', async () => {
    const link = coherence();
    const lists = createMemberListCache({ maxMembers: 10, coherence: link });
    const build = pending<string>();
    const answer = lists.get(1, snapshot, () => build.promise);
    link.live = false;
    lists.clear();
    link.live = true;
    lists.clear();
    build.finish('[read before the gap]');
    await answer;
    expect(lists.peek(1, snapshot)).toBeUndefined();
  });

  it('keeps at most maxMembers, the least recently used going first; 0 keeps none', async () => {
    const lists = createMemberListCache({ maxMembers: 2, coherence: coherence() });
    await lists.get(1, snapshot, async () => '[1]');
    await lists.get(2, snapshot, async () => '[2]');
    lists.peek(1, snapshot);
    await lists.get(3, snapshot, async () => '[3]');
    expect(lists.peek(2, snapshot)).toBeUndefined();
    expect(lists.peek(1, snapshot)?.json).toBe('[1]');
    expect(lists.size).toBe(2);

    const off = createMemberListCache({ maxMembers: 0, coherence: coherence() });
    const build = counting(() => '[]');
    await off.get(1, snapshot, build);
    await off.get(1, snapshot, build);
    expect(build.calls).toBe(2);
    expect(off.size).toBe(0);
  });

  it('serves a list made for the current library only', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    await lists.get(1, snapshot, async () => '[old library]');
    const next = {} as CatalogueSnapshot;
    expect(lists.peek(1, next)).toBeUndefined();
    expect((await lists.get(1, next, async () => '[new library]')).json).toBe('[new library]');
  });

  it('makes the gzip once and keeps it with the list', async () => {
    const lists = createMemberListCache({ maxMembers: 10, coherence: coherence() });
    const list = await lists.get(1, snapshot, async () => JSON.stringify(Array(100).fill('x')));
    const [a, b] = await Promise.all([lists.gzipOf(list), lists.gzipOf(list)]);
    expect(a).toBe(b);
    expect(lists.peek(1, snapshot)?.gzipped).toBe(a);
  });
});

describe('stats cache', () => {
  const computed = (n: number): ComputedStats => ({
    answer: { average_mark: n } as unknown as ComputedStats['answer'],
    earliest: null,
  });
  const context = { snapshot, since: null };

  it('sends but does not keep an answer whose build began before a forget of that member', async () => {
    const stats = createStatsCache({
      maxMembers: 10,
      coherence: coherence(),
      serialise: JSON.stringify,
    });
    const stale = pending<ComputedStats>();
    const answer = stats.get(1, 'all', context, () => stale.promise);
    stats.forget(1);
    stale.finish(computed(1));
    expect(JSON.parse(await answer)).toEqual({ average_mark: 1 });
    expect(JSON.parse(await stats.get(1, 'all', context, async () => computed(2)))).toEqual({
      average_mark: 2,
    });
    // Kept now: a later build is not asked.
    expect(JSON.parse(await stats.get(1, 'all', context, async () => computed(3)))).toEqual({
      average_mark: 2,
    });
  });

  it("keeps one member's answer when another member is forgotten meanwhile", async () => {
    const stats = createStatsCache({
      maxMembers: 10,
      coherence: coherence(),
      serialise: JSON.stringify,
    });
    const build = pending<ComputedStats>();
    const answer = stats.get(1, 'all', context, () => build.promise);
    stats.forget(2);
    build.finish(computed(1));
    await answer;
    expect(JSON.parse(await stats.get(1, 'all', context, async () => computed(9)))).toEqual({
      average_mark: 1,
    });
  });

  it('neither serves nor keeps anything while events may be missed', async () => {
    const link = coherence();
    const stats = createStatsCache({ maxMembers: 10, coherence: link, serialise: JSON.stringify });
    await stats.get(1, 'all', context, async () => computed(1));
    link.live = false;
    expect(JSON.parse(await stats.get(1, 'all', context, async () => computed(2)))).toEqual({
      average_mark: 2,
    });
    stats.clear();
    link.live = true;
    expect(JSON.parse(await stats.get(1, 'all', context, async () => computed(3)))).toEqual({
      average_mark: 3,
    });
    expect(stats.size).toBe(1);
  });
});
