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
});
