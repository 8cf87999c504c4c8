// A member's playlists and their items: the only SQL of the playlists module. Every read that a
// write depends on runs inside the caller's transaction, after lockMember, so what it counts or
// checks cannot change before the write. Stations are read here too (playlists are part of the
// study domain): a station's number, name and retirement are joined into every answer.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockMemberRow } from '../../db/member-lock.ts';
import { playlistItems, playlists, stations } from '../../db/schema/index.ts';

export interface PlaylistRow {
  id: number;
  name: string;
}

export interface PlaylistItemRow {
  id: number;
  playlistId: number;
  station: { id: number; number: number; name: string; availableToTrial: boolean };
}

/** `array[$1, $2, ...]::int[]`: one parameter per id, cast once, so both drivers read it alike. */
function intArray(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/** Items whose station is in the library: a retired station's item is kept but not shown. */
const liveStation = and(eq(stations.id, playlistItems.stationId), isNull(stations.retiredAt));

export function createPlaylistRepository(db: Db) {
  return {
    /** The member's row held to the end of the transaction (db/member-lock.ts). */
    lockMember: (userId: number) => lockMemberRow(db, userId),

    /** The member's playlists in their order. */
    async playlistsOf(userId: number): Promise<PlaylistRow[]> {
      return db
        .select({ id: playlists.id, name: playlists.name })
        .from(playlists)
        .where(eq(playlists.userId, userId))
        .orderBy(asc(playlists.position), asc(playlists.id));
    },

    /** Every shown item of the member's playlists, each playlist's in their order. */
    async itemsOf(userId: number): Promise<PlaylistItemRow[]> {
      return db
        .select({
          id: playlistItems.id,
          playlistId: playlistItems.playlistId,
          station: {
            id: stations.id,
            number: stations.number,
            name: stations.name,
            availableToTrial: stations.availableToTrial,
          },
        })
        .from(playlistItems)
        .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
        .innerJoin(stations, liveStation)
        .where(eq(playlists.userId, userId))
        .orderBy(asc(playlistItems.position), asc(playlistItems.id));
    },

    async playlistCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(playlists)
        .where(eq(playlists.userId, userId));
      return row?.n ?? 0;
    },

    /** Whether the playlist is the member's (another member's is as good as missing). */
    async owns(userId: number, playlistId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playlists.id })
        .from(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.userId, userId)));
      return row !== undefined;
    },

    /** A station in the library (not retired), or null. */
    async station(stationId: number) {
      const [row] = await db
        .select({
          id: stations.id,
          number: stations.number,
          availableToTrial: stations.availableToTrial,
        })
        .from(stations)
        .where(and(eq(stations.id, stationId), isNull(stations.retiredAt)));
      return row ?? null;
    },

    async holds(playlistId: number, stationId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: playlistItems.id })
        .from(playlistItems)
        .where(
          and(eq(playlistItems.playlistId, playlistId), eq(playlistItems.stationId, stationId)),
        );
      return row !== undefined;
    },

    /** Shown items only: a station the member cannot see (retired) does not fill their playlist. */
    async liveItemCount(playlistId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(playlistItems)
        .innerJoin(stations, liveStation)
        .where(eq(playlistItems.playlistId, playlistId));
      return row?.n ?? 0;
    },

    /** A new playlist, last in the member's order. */
    async insertPlaylist(userId: number, name: string, now: Date): Promise<number> {
      const [row] = await db
        .insert(playlists)
        .values({
          userId,
          name,
          position: sql`(select coalesce(max(${playlists.position}) + 1, 0)
            from ${playlists} where ${playlists.userId} = ${userId})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: playlists.id });
      return row!.id;
    },

    /** The station at the end of the playlist. */
    async insertItem(playlistId: number, stationId: number, now: Date): Promise<void> {
      await db.insert(playlistItems).values({
        playlistId,
        stationId,
        position: sql`(select coalesce(max(${playlistItems.position}) + 1, 0)
          from ${playlistItems} where ${playlistItems.playlistId} = ${playlistId})`,
        createdAt: now,
      });
    },

    /** Marks the playlist changed (its name or its items). */
    async touch(playlistId: number, now: Date): Promise<void> {
      await db.update(playlists).set({ updatedAt: now }).where(eq(playlists.id, playlistId));
    },

    async rename(userId: number, playlistId: number, name: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(playlists)
        .set({ name, updatedAt: now })
        .where(and(eq(playlists.id, playlistId), eq(playlists.userId, userId)))
        .returning({ id: playlists.id });
      return rows.length > 0;
    },

    /** Deletes the member's playlist (its items go with it); false if there is none such. */
    async deletePlaylist(userId: number, playlistId: number): Promise<boolean> {
      const rows = await db
        .delete(playlists)
        .where(and(eq(playlists.id, playlistId), eq(playlists.userId, userId)))
        .returning({ id: playlists.id });
      return rows.length > 0;
    },

    /** Deletes an item of one of the member's playlists; its playlist's id, or null. */
    async deleteItem(userId: number, itemId: number): Promise<number | null> {
      const [row] = await db
        .delete(playlistItems)
        .where(
          and(
            eq(playlistItems.id, itemId),
            inArray(
              playlistItems.playlistId,
              db.select({ id: playlists.id }).from(playlists).where(eq(playlists.userId, userId)),
            ),
          ),
        )
        .returning({ playlistId: playlistItems.playlistId });
      return row?.playlistId ?? null;
    },

    /** Which of these items are in the member's playlists, and in which. */
    async itemsAmong(userId: number, itemIds: number[]) {
      return db
        .select({ id: playlistItems.id, playlistId: playlistItems.playlistId })
        .from(playlistItems)
        .innerJoin(playlists, eq(playlists.id, playlistItems.playlistId))
        .where(and(inArray(playlistItems.id, itemIds), eq(playlists.userId, userId)));
    },

    /** Every item of the playlist in its order, shown or not. */
    async itemOrder(playlistId: number): Promise<{ id: number; shown: boolean }[]> {
      return db
        .select({ id: playlistItems.id, shown: sql<boolean>`${stations.retiredAt} is null` })
        .from(playlistItems)
        .innerJoin(stations, eq(stations.id, playlistItems.stationId))
        .where(eq(playlistItems.playlistId, playlistId))
        .orderBy(asc(playlistItems.position), asc(playlistItems.id));
    },

    /** Positions 0..n-1 in the order given, in one statement. */
    async orderPlaylists(userId: number, ids: number[]): Promise<void> {
      await db.execute(sql`
        update ${playlists} set "position" = (o.ord - 1)::int
        from unnest(${intArray(ids)}) with ordinality as o(id, ord)
        where ${playlists.id} = o.id and ${playlists.userId} = ${userId}`);
    },

    /** Positions 0..n-1 in the order given, in one statement. */
    async orderItems(playlistId: number, ids: number[]): Promise<void> {
      await db.execute(sql`
        update ${playlistItems} set "position" = (o.ord - 1)::int
        from unnest(${intArray(ids)}) with ordinality as o(id, ord)
        where ${playlistItems.id} = o.id and ${playlistItems.playlistId} = ${playlistId}`);
    },
  };
}
