// The limits (PLAYLIST_LIMITS) hold, also when calls arrive at once: a member's playlist writes
// happen one by one, so concurrent creates stop at the limit and concurrent adds take distinct
// positions.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { PLAYLIST_LIMITS } from '@osce/shared/schemas/playlists';
import { useTestApp } from '../../test/test-app.ts';
import {
  call,
  libraryStations,
  memberWith,
  playlistRows,
  retire,
  snapshot,
  storedPlaylists,
} from './playlists.test-support.ts';

const t = useTestApp({ catalogue: false });

let stationIds: number[];

beforeAll(async () => {
  stationIds = (await libraryStations(t(), PLAYLIST_LIMITS.items + 2)).map((s) => s.id);
});

describe('limits', () => {
  it(`keeps at most ${PLAYLIST_LIMITS.playlists} playlists per member`, async () => {
    const member = await memberWith(t(), 'paid');
    await storedPlaylists(
      t(),
      member.id,
      Array.from({ length: PLAYLIST_LIMITS.playlists - 1 }, (_, i) => ({
        name: `P${i}`,
        stationIds: [stationIds[0]!],
      })),
    );
    const last = await call(t(), member, '/create', { name: 'Last', station_id: stationIds[0] });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toHaveLength(PLAYLIST_LIMITS.playlists);
    const before = await snapshot(t(), member.id);
    const over = await call(t(), member, '/create', { name: 'Over', station_id: stationIds[0] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      messages.playlistTooMany.replace('{max}', String(PLAYLIST_LIMITS.playlists)),
    );
    expect(await snapshot(t(), member.id)).toEqual(before);
  });

  it(`holds at most ${PLAYLIST_LIMITS.items} shown stations per playlist`, async () => {
    const member = await memberWith(t(), 'paid');
    const full = stationIds.slice(0, PLAYLIST_LIMITS.items);
    const [id] = await storedPlaylists(t(), member.id, [{ name: 'Full', stationIds: full }]);
    const before = await snapshot(t(), member.id);
    const over = await call(t(), member, '/add', {
      playlist_id: id,
      station_id: stationIds[PLAYLIST_LIMITS.items],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      messages.playlistFull.replace('{max}', String(PLAYLIST_LIMITS.items)),
    );
    expect(await snapshot(t(), member.id)).toEqual(before);

    // A retired station is not shown, so it does not hold a place the member cannot free.
    const [gone] = await libraryStations(t(), 1);
    const [other] = await storedPlaylists(t(), member.id, [
      { name: 'Almost', stationIds: [...stationIds.slice(1, PLAYLIST_LIMITS.items), gone!.id] },
    ]);
    await retire(t(), gone!.id);
    const res = await call(t(), member, '/add', { playlist_id: other, station_id: stationIds[0] });
    expect(res.statusCode).toBe(200);
    expect(res.json()[1].items).toHaveLength(PLAYLIST_LIMITS.items);
  });
});

describe('calls at once', () => {
  it('gives 20 stations added at once to one playlist the positions after the first, each once', async () => {
    const member = await memberWith(t(), 'paid');
    const [id] = await storedPlaylists(t(), member.id, [
      { name: 'Busy', stationIds: [stationIds[0]!] },
    ]);
    const adding = stationIds.slice(1, 21);
    const answers = await Promise.all(
      adding.map((station_id) => call(t(), member, '/add', { playlist_id: id, station_id })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { items } = await snapshot(t(), member.id);
    expect(items).toHaveLength(21);
    expect(items.map((i) => i.position).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 21 }, (_, i) => i),
    );
    expect(new Set(items.map((i) => i.stationId))).toEqual(new Set([stationIds[0], ...adding]));
  });

  it('lets the same station sent at once in only once', async () => {
    const member = await memberWith(t(), 'paid');
    const [id] = await storedPlaylists(t(), member.id, [{ name: 'Twice', stationIds: [] }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t(), member, '/add', { playlist_id: id, station_id: stationIds[3] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await snapshot(t(), member.id)).items).toHaveLength(1);
  });

  it('stops 10 creates sent at once near the limit exactly at the limit', async () => {
    const member = await memberWith(t(), 'paid');
    const room = 4;
    await storedPlaylists(
      t(),
      member.id,
      Array.from({ length: PLAYLIST_LIMITS.playlists - room }, (_, i) => ({
        name: `P${i}`,
        stationIds: [],
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t(), member, '/create', { name: `New ${i}`, station_id: stationIds[i] }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(room);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10 - room);
    const rows = await playlistRows(t(), member.id);
    expect(rows).toHaveLength(PLAYLIST_LIMITS.playlists);
    expect(new Set(rows.map((r) => r.position)).size).toBe(PLAYLIST_LIMITS.playlists);
    const made = rows.filter((r) => r.name.startsWith('New '));
    expect((await snapshot(t(), member.id)).items).toHaveLength(made.length);
  });
});
