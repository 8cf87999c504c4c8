// The in-memory current terms id: read once, read again when the catalogue changes or after a
// minute (changes made by another server), and never overwritten by an older, slower read.
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../lib/events.ts';
import { createCurrentTerms } from './current-terms.ts';

function setup(initial: number | null) {
  let now = 0;
  let current = initial;
  let reads = 0;
  const events = new EventBus((err) => {
    throw err;
  });
  const terms = createCurrentTerms({
    load: async () => {
      reads += 1;
      return current;
    },
    nowMs: () => now,
    events,
    onError: (err) => {
      throw err;
    },
    ttlMs: 1000,
  });
  return {
    terms,
    events,
    publish: (id: number) => {
      current = id;
    },
    advance: (ms: number) => {
      now += ms;
    },
    reads: () => reads,
  };
}

describe('the current terms id', () => {
  it('is unknown until first read, then kept without reading again', async () => {
    const s = setup(7);
    expect(s.terms.peek()).toBeUndefined();
    expect(await s.terms.get()).toBe(7);
    expect(s.terms.peek()).toBe(7);
    await s.terms.get();
    expect(s.reads()).toBe(1);
  });

  it('is null while no terms are published', async () => {
    const s = setup(null);
    expect(await s.terms.get()).toBeNull();
    expect(s.terms.peek()).toBeNull();
  });

  it('moves on when the catalogue changes', async () => {
    const s = setup(1);
    await s.terms.get();
    s.publish(2);
    s.events.emit('content.changed', { domain: 'content' });
    await s.events.idle();
    expect(s.terms.peek()).toBe(2);
  });

  it('is read again once older than its time to live (another server published)', async () => {
    const s = setup(1);
    await s.terms.get();
    s.publish(2);
    s.advance(999);
    expect(await s.terms.get()).toBe(1);
    s.advance(1);
    expect(await s.terms.get()).toBe(2);
    // peek never waits: it answers what it has and reads in the background.
    s.publish(3);
    s.advance(1000);
    expect(s.terms.peek()).toBe(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(s.terms.peek()).toBe(3);
  });

  it('keeps the newest read when an older one answers last', async () => {
    const answers: ((id: number) => void)[] = [];
    const events = new EventBus(() => undefined);
    const terms = createCurrentTerms({
      load: () => new Promise<number>((resolve) => answers.push(resolve)),
      nowMs: () => 0,
      events,
      onError: () => undefined,
    });
    const older = terms.refresh();
    const newer = terms.refresh();
    answers[1]!(2);
    await newer;
    answers[0]!(1);
    await older;
    expect(terms.peek()).toBe(2);
  });
});
