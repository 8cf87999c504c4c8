// The ready member answers' own rules, without a database: kept until forgotten, a build that an
// invalidation overtook is sent but not kept, one build per (member, variant), a tag reaches every
// member whose answer carries it, nothing kept while the process may be missing events, the bound.
import { describe, expect, it } from 'vitest';
import type { Coherence } from './event-bridge.ts';
import { createMemberAnswerCache, type BuiltAnswer } from './member-answer-cache.ts';

function coherence(live = true) {
  return {
    live,
    isLive() {
      return this.live;
    },
    onReset: () => () => undefined,
  } satisfies Coherence & { live: boolean };
}

function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

/** A build answering `value()` (and `tags`), counting its calls. */
function counting(value: () => string, tags?: number[]) {
  const build = async (): Promise<BuiltAnswer<string>> => {
    build.calls += 1;
    return tags ? { value: value(), tags } : { value: value() };
  };
  build.calls = 0;
  return build;
}

describe('member answer cache', () => {
  it('keeps an answer per member and variant until the member is forgotten', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: coherence() });
    let version = 1;
    const build = counting(() => `v${version}`);
    expect(await cache.get(1, 'plain', build)).toBe('v1');
    version = 2;
    expect(await cache.get(1, 'plain', build)).toBe('v1');
    expect(cache.peek(1, 'plain')).toBe('v1');
    expect(cache.peek(1, 'completed')).toBeUndefined();
    expect(cache.peek(2, 'plain')).toBeUndefined();
    cache.forget(1);
    expect(await cache.get(1, 'plain', build)).toBe('v2');
    expect(build.calls).toBe(2);
  });

  it('sends but does not keep an answer whose build a forget of that member overtook', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: coherence() });
    const stale = pending<BuiltAnswer<string>>();
    const other = pending<BuiltAnswer<string>>();
    const answer = cache.get(1, 'plain', () => stale.promise);
    const othersAnswer = cache.get(2, 'plain', () => other.promise);
    cache.forget(1);
    stale.finish({ value: 'before the write' });
    other.finish({ value: 'theirs' });
    expect(await answer).toBe('before the write');
    expect(await othersAnswer).toBe('theirs');
    expect(cache.peek(1, 'plain')).toBeUndefined();
    // One member's change leaves another's build alone.
    expect(cache.peek(2, 'plain')).toBe('theirs');
  });

  it('builds once for requests arriving together', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: coherence() });
    const build = counting(() => 'once');
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get(1, 'x', build)));
    expect(answers).toEqual(Array(5).fill('once'));
    expect(build.calls).toBe(1);
  });

  it('forgets every member whose answer carries a tag, and keeps no build under way', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: coherence() });
    await cache.get(
      1,
      'list',
      counting(() => 'a', [7]),
    );
    await cache.get(
      2,
      'list',
      counting(() => 'b', [7, 8]),
    );
    await cache.get(
      3,
      'list',
      counting(() => 'c', [8]),
    );
    const under = pending<BuiltAnswer<string>>();
    const answer = cache.get(4, 'list', () => under.promise);
    cache.forgetTagged(7);
    under.finish({ value: 'd', tags: [7] });
    expect(await answer).toBe('d');
    expect(cache.peek(1, 'list')).toBeUndefined();
    expect(cache.peek(2, 'list')).toBeUndefined();
    expect(cache.peek(3, 'list')).toBe('c');
    expect(cache.peek(4, 'list')).toBeUndefined();
    // A forgotten member's tags go with them: tag 8 now reaches member 3 alone.
    cache.forgetTagged(8);
    expect(cache.peek(3, 'list')).toBeUndefined();
  });

  it('neither serves nor keeps anything while events may be missed', async () => {
    const link = coherence();
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: link });
    let version = 1;
    const build = counting(() => `v${version}`);
    await cache.get(1, 'x', build);
    link.live = false;
    version = 2;
    expect(await cache.get(1, 'x', build)).toBe('v2');
    expect(cache.peek(1, 'x')).toBeUndefined();
    // A build that finishes while the link is down is not kept either.
    link.live = true;
    const under = pending<BuiltAnswer<string>>();
    cache.forget(1);
    const answer = cache.get(1, 'x', () => under.promise);
    link.live = false;
    under.finish({ value: 'unsure' });
    expect(await answer).toBe('unsure');
    link.live = true;
    expect(cache.peek(1, 'x')).toBeUndefined();
  });

  it('keeps at most maxMembers members, the least recently used going first; 0 keeps none', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 2, coherence: coherence() });
    await cache.get(
      1,
      'x',
      counting(() => 'one'),
    );
    await cache.get(
      2,
      'x',
      counting(() => 'two'),
    );
    expect(cache.peek(1, 'x')).toBe('one');
    await cache.get(
      3,
      'x',
      counting(() => 'three'),
    );
    expect(cache.size).toBe(2);
    expect(cache.peek(2, 'x')).toBeUndefined();
    expect(cache.peek(1, 'x')).toBe('one');

    const off = createMemberAnswerCache<string>({ maxMembers: 0, coherence: coherence() });
    const build = counting(() => 'fresh');
    await off.get(1, 'x', build);
    await off.get(1, 'x', build);
    expect(build.calls).toBe(2);
    expect(off.size).toBe(0);
  });

  it('clear forgets everything and keeps no build under way', async () => {
    const cache = createMemberAnswerCache<string>({ maxMembers: 10, coherence: coherence() });
    await cache.get(
      1,
      'x',
      counting(() => 'one', [5]),
    );
    const under = pending<BuiltAnswer<string>>();
    const answer = cache.get(2, 'x', () => under.promise);
    cache.clear();
    under.finish({ value: 'two' });
    expect(await answer).toBe('two');
    expect(cache.size).toBe(0);
  });
});
