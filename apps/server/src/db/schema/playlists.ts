// Playlists: a member's own ordered lists of stations (docs/progress.md). Private to
// the member; positions are kept dense by reordering, but readers order by (position, id) so a gap
// or a tie left by a deletion never reorders anything.
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { stations } from './study.ts';

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlists_user_position_idx').on(t.userId, t.position)],
);

/**
 * One station of a playlist. The item has its own id (the drawer removes and reorders by it); a
 * station is in a playlist at most once. A retired station's item stays, unseen, and shows again
 * if the station comes back.
 */
export const playlistItems = pgTable(
  'playlist_items',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('playlist_items_playlist_station_uq').on(t.playlistId, t.stationId),
    index('playlist_items_playlist_position_idx').on(t.playlistId, t.position),
  ],
);
