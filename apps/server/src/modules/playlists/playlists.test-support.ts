// What the playlist tests share: members with access, stations in bulk, playlists written straight
// to the database (to stand at a limit without a hundred calls), and the rows to count.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Playlist } from '@osce/shared/schemas/playlists';
import { playlistItems, playlists, stations } from '../../db/schema/index.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestApp } from '../../test/test-app.ts';

let nextNumber = 20_000;

export { memberWith };

/**
 * Stations in the library, written in one insert: enough for a full playlist without the
 * components a playlist never reads. Answers id and number of each, in order.
 */
export async function libraryStations(
  t: TestApp,
  n: number,
  values: { availableToTrial?: boolean; retired?: boolean } = {},
): Promise<{ id: number; number: number }[]> {
  const now = t.clock.now();
  return t.database.db
    .insert(stations)
    .values(
      Array.from({ length: n }, () => {
        const number = nextNumber++;
        return {
          number,
          name: `Playlist station ${number}`,
          availableToTrial: values.availableToTrial ?? false,
          stem: '<p>Stem</p>',
          stemTasks: [],
          patientScript: '',
          approachGuide: '',
          questions: [],
          contentHash: `hash-${number}`,
          retiredAt: values.retired ? now : null,
        };
      }),
    )
    .returning({ id: stations.id, number: stations.number });
}

export async function retire(t: TestApp, stationId: number): Promise<void> {
  await t.database.db
    .update(stations)
    .set({ retiredAt: t.clock.now() })
    .where(eq(stations.id, stationId));
}

/** Playlists written straight to the database, after the member's others, each with its items. */
export async function storedPlaylists(
  t: TestApp,
  userId: number,
  lists: { name: string; stationIds: number[] }[],
): Promise<number[]> {
  const db = t.database.db;
  const start = (await playlistRows(t, userId)).length;
  const ids: number[] = [];
  for (const [i, list] of lists.entries()) {
    const [row] = await db
      .insert(playlists)
      .values({ userId, name: list.name, position: start + i })
      .returning({ id: playlists.id });
    ids.push(row!.id);
    if (list.stationIds.length) {
      await db.insert(playlistItems).values(
        list.stationIds.map((stationId, position) => ({
          playlistId: row!.id,
          stationId,
          position,
        })),
      );
    }
  }
  return ids;
}

/** The member's playlist rows, every column, by id: compare before and after a refused call. */
export function playlistRows(t: TestApp, userId: number) {
  return t.database.db
    .select()
    .from(playlists)
    .where(eq(playlists.userId, userId))
    .orderBy(asc(playlists.id));
}

/** The item rows of these playlists, every column, by id. */
export function itemRows(t: TestApp, playlistIds: number[]) {
  if (!playlistIds.length) return Promise.resolve([]);
  return t.database.db
    .select()
    .from(playlistItems)
    .where(inArray(playlistItems.playlistId, playlistIds))
    .orderBy(asc(playlistItems.id));
}

/** Everything of the member's playlists as stored. */
export async function snapshot(t: TestApp, userId: number) {
  const rows = await playlistRows(t, userId);
  return {
    playlists: rows,
    items: await itemRows(
      t,
      rows.map((r) => r.id),
    ),
  };
}

/** Calls a playlist endpoint as the member; GET for the list, POST with the body otherwise. */
export function call(t: TestApp, member: TestMember, path: string, body?: unknown) {
  return t.injectAs(
    member.token,
    body === undefined
      ? { method: 'GET', url: `/api/playlists${path}` }
      : jsonPost(`/api/playlists${path}`, body),
  );
}

export async function listOf(t: TestApp, member: TestMember): Promise<Playlist[]> {
  return (await call(t, member, '')).json();
}
