import { describe, expect, it } from 'vitest';
import { makeStation } from '../testing/station-factory';
import { withFavourite } from './favourites';

describe('withFavourite', () => {
  const list = [makeStation({ number: 1 }), makeStation({ number: 2, favourited: true })];

  it('stars or unstars one station and leaves the others as they were', () => {
    const starred = withFavourite(list, 1, true);
    expect(starred.map((s) => s.favourited)).toEqual([true, true]);
    expect(starred[1]).toBe(list[1]);
    expect(withFavourite(list, 2, false).map((s) => s.favourited)).toEqual([false, false]);
  });

  it('changes nothing for a station already so, or not in the list', () => {
    expect(withFavourite(list, 2, true)[1]).toBe(list[1]);
    expect(withFavourite(list, 99, true)).toEqual(list);
  });
});
