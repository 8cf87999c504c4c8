// Playlists (docs/progress.md): a
// member's ordered lists of stations. Every call that changes playlists answers the member's whole
// playlist list, so the drawer redraws from one answer.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { objectBody, safeText } from './text.ts';

/** Limits the spec leaves open ("Limits on playlist size: not shown"). */
export const PLAYLIST_LIMITS = {
  /** Playlists one member may keep. */
  playlists: 50,
  /** Stations one playlist may hold. */
  items: 100,
  /** Characters in a playlist's name. */
  name: 100,
} as const;

const id = z.int({ error: 'Please choose a playlist.' }).min(1).max(2_147_483_647);
const stationId = z.int({ error: 'Please choose a station.' }).min(1).max(2_147_483_647);

/** POST /playlists/create: a name and the first station. An empty name is ignored (nothing made). */
export const createPlaylistSchema = objectBody(
  z.object({
    name: safeText({ max: PLAYLIST_LIMITS.name }).nullish(),
    station_id: stationId,
  }),
);

/** POST /playlists/add. */
export const addToPlaylistSchema = objectBody(z.object({ playlist_id: id, station_id: stationId }));

/** POST /playlists/delete. */
export const deletePlaylistSchema = objectBody(z.object({ playlist_id: id }));

/** POST /playlists/remove_item. */
export const removePlaylistItemSchema = objectBody(
  z.object({
    item_id: z.int({ error: 'Please choose a station of the playlist.' }).min(1).max(2_147_483_647),
  }),
);

/** POST /playlists/reorder: every one of the member's playlist ids, in the new order. */
export const reorderPlaylistsSchema = objectBody(
  z.object({ playlists: z.array(id).min(1).max(PLAYLIST_LIMITS.playlists) }),
);

/** POST /playlists/reorder_items: every item id of one playlist, in the new order. */
export const reorderPlaylistItemsSchema = objectBody(
  z.object({
    items: z.array(z.int().min(1).max(2_147_483_647)).min(1).max(PLAYLIST_LIMITS.items),
  }),
);

/** POST /playlists/edit: rename. */
export const editPlaylistSchema = objectBody(
  z.object({
    playlist_id: id,
    name: safeText({ required: messages.playlistNameRequired, max: PLAYLIST_LIMITS.name }),
  }),
);

/** One station of a playlist: `id` is the item's own id (for removal and reordering). */
export const playlistItemSchema = z.object({
  id: z.number().int(),
  station: z.object({
    id: z.number().int(),
    number: z.number().int(),
    name: z.string(),
    available_to_trial: z.boolean(),
  }),
});

export const playlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(playlistItemSchema),
});
export type Playlist = z.output<typeof playlistSchema>;
export type PlaylistItem = z.output<typeof playlistItemSchema>;

/** The answer of every playlist call: the member's playlists in their order, items in theirs. */
export const playlistListSchema = z.array(playlistSchema);
