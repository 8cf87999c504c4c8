// Pure rules of playlists on screen: the order after a drag, the order the server is sent, the
// playlists the Add tab offers, and where a played playlist goes next.
import type { Playlist, PlaylistItem } from '@osce/shared/schemas/playlists';

/** `ids` with `moved` put where `over` was (dnd-kit's arrayMove, by id). */
export function moveId(ids: readonly number[], moved: number, over: number): number[] {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

function inOrder<T extends { id: number }>(things: readonly T[], ids: readonly number[]): T[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...things].sort(
    (a, b) =>
      (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

export function withPlaylistOrder(list: readonly Playlist[], ids: readonly number[]): Playlist[] {
  return inOrder(list, ids);
}

export function withItemOrder(
  list: readonly Playlist[],
  playlistId: number,
  itemIds: readonly number[],
): Playlist[] {
  return list.map((p) => (p.id === playlistId ? { ...p, items: inOrder(p.items, itemIds) } : p));
}

/** The Add tab's choices: playlists with items (docs/progress.md, 'Validation': an empty one is not listed). */
export function playlistsWithItems(list: readonly Playlist[]): Playlist[] {
  return list.filter((p) => p.items.length > 0);
}

export interface PlaylistPosition {
  playlist: Playlist;
  current: PlaylistItem;
  /** 0-based index of the current item. */
  index: number;
  /** The item after it, or null at the last one. */
  next: PlaylistItem | null;
}

/**
 * Where a played playlist stands, when the station on screen is its current item; null when the
 * playlist is gone, emptied, or the member opened some other station meanwhile.
 */
export function playlistPosition(
  list: readonly Playlist[],
  playing: { id: number; index: number } | null,
  stationId: number,
): PlaylistPosition | null {
  if (!playing) return null;
  const playlist = list.find((p) => p.id === playing.id);
  const current = playlist?.items[playing.index];
  if (!playlist || !current || current.station.id !== stationId) return null;
  return {
    playlist,
    current,
    index: playing.index,
    next: playlist.items[playing.index + 1] ?? null,
  };
}
