import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

describe('ResponseCache', () => {
  it('serves a stored answer until cleared', async () => {
    const cache = new ResponseCache(60_000);
    let version = 1;
    const load = async () => ({ version });
    expect((await cache.get('k', load))?.body).toBe('{"version":1}');
    version = 2;
    expect((await cache.get('k', load))?.body).toBe('{"version":1}');
    cache.clear();
    expect((await cache.get('k', load))?.body).toBe('{"version":2}');
  });

  it('loads every time, and keeps nothing, while it may not be trusted', async () => {
    let usable = false;
    const cache = new ResponseCache(60_000, Date.now, 1000, () => usable);
    let version = 1;
    const load = async () => ({ version });
    expect((await cache.get('k', load))?.body).toBe('{"version":1}');
    version = 2;
    expect((await cache.get('k', load))?.body).toBe('{"version":2}');
    // Nothing loaded meanwhile was kept: the first answer once trusted again is read afresh.
    usable = true;
    version = 3;
    expect((await cache.get('k', load))?.body).toBe('{"version":3}');
  });

  it('does not keep an answer whose load began before a clear', async () => {
    const cache = new ResponseCache(60_000);
    let release: () => void = () => undefined;
    const slow = cache.get('k', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { version: 1 };
    });
    // The change lands (and clears) while the first load still holds what it read before it.
    cache.clear();
    release();
    expect((await slow)?.body).toBe('{"version":1}');
    expect((await cache.get('k', async () => ({ version: 2 })))?.body).toBe('{"version":2}');
  });

  it('loads once for requests arriving while the answer loads', async () => {
    const cache = new ResponseCache(60_000);
    let loads = 0;
    let release: () => void = () => undefined;
    const load = async () => {
      loads += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { version: loads };
    };
    const answers = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    release();
    expect((await Promise.all(answers)).map((a) => a?.body)).toEqual([
      '{"version":1}',
      '{"version":1}',
      '{"version":1}',
    ]);
    expect(loads).toBe(1);
  });

  it('lets the oldest answer go when full, keeping the others', async () => {
    const cache = new ResponseCache(60_000, Date.now, 2);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(loads).toBe(3);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(loads).toBe(3);
    await cache.get('a', load);
    expect(loads).toBe(4);
  });
});
