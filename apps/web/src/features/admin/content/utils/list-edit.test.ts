import { describe, expect, it } from 'vitest';
import { move, putAt, removeAt } from './list-edit';

describe('list edits', () => {
  it('replaces, appends, removes and moves without touching the rest', () => {
    const list = ['a', 'b', 'c'];
    expect(putAt(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(putAt(list, null, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(putAt(list, 9, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(move(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(list, 0, -1)).toEqual(list);
    expect(move(list, 2, 1)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
