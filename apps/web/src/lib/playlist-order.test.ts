import { describe, expect, it } from 'vitest';
import type { Playlist } from '@osce/shared/schemas/playlists';
import {
  moveId,
  playlistPosition,
  playlistsWithItems,
  withItemOrder,
  withPlaylistOrder,
} from './playlist-order';

const item = (id: number, stationId: number) => ({
  id,
  station: {
    id: stationId,
    number: stationId,
    name: `Station ${stationId}`,
    available_to_trial: true,
  },
});
const list: Playlist[] = [
  { id: 1, name: 'Cardio', items: [item(11, 3), item(12, 5), item(13, 8)] },
  { id: 2, name: 'Empty', items: [] },
  { id: 3, name: 'Resp', items: [item(31, 6)] },
];

describe('moving by drag or by keys', () => {
  it('puts the moved id where the one it was dropped on was, both ways', () => {
    expect(moveId([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
  });

  it('keeps the order when dropped on itself or on something unknown', () => {
    expect(moveId([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveId([1, 2, 3], 2, 9)).toEqual([1, 2, 3]);
  });

  it("reorders the playlists, or one playlist's items, leaving the rest alone", () => {
    expect(withPlaylistOrder(list, [3, 1, 2]).map((p) => p.id)).toEqual([3, 1, 2]);
    const reordered = withItemOrder(list, 1, [13, 11, 12]);
    expect(reordered[0]!.items.map((i) => i.id)).toEqual([13, 11, 12]);
    expect(reordered[2]).toBe(list[2]);
  });
});

describe('the Add to Playlist tab', () => {
  it('offers only playlists that have stations', () => {
    expect(playlistsWithItems(list).map((p) => p.name)).toEqual(['Cardio', 'Resp']);
  });
});

describe('playing a playlist', () => {
  it('knows the current item and the next one, and that the last has none', () => {
    const first = playlistPosition(list, { id: 1, index: 0 }, 3)!;
    expect(first.current.station.number).toBe(3);
    expect(first.next?.station.number).toBe(5);
    expect(playlistPosition(list, { id: 1, index: 2 }, 8)!.next).toBeNull();
  });

  it('is not playing when the playlist is gone or the station on screen is another one', () => {
    expect(playlistPosition(list, null, 3)).toBeNull();
    expect(playlistPosition(list, { id: 9, index: 0 }, 3)).toBeNull();
    expect(playlistPosition(list, { id: 1, index: 0 }, 5)).toBeNull();
    expect(playlistPosition(list, { id: 1, index: 7 }, 3)).toBeNull();
  });
});
