import { describe, expect, it } from 'vitest';
import { pickRandom } from './random-station';

describe('pickRandom', () => {
  it('gives nothing from an empty list', () => {
    expect(pickRandom([], () => 0.5)).toBeUndefined();
  });

  it('maps the whole random range onto the list, ends included', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(pickRandom(list, () => 0)).toBe('a');
    expect(pickRandom(list, () => 0.26)).toBe('b');
    expect(pickRandom(list, () => 0.999_999)).toBe('d');
    expect(pickRandom(list, () => 1)).toBe('d');
  });

  it('reaches every item with Math.random', () => {
    const list = [1, 2, 3];
    const seen = new Set<number>();
    for (let i = 0; i < 500 && seen.size < list.length; i += 1) seen.add(pickRandom(list)!);
    expect([...seen].sort()).toEqual(list);
  });
});
