// The playlist calls as a member makes them: each answers the whole list in order; an empty name
// makes nothing; a station once per playlist; retired stations neither added nor shown; a trial
// member only adds trial stations; reorders must name exactly what there is, or nothing moves.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { playlistListSchema } from '@osce/shared/schemas/playlists';
import { useTestApp } from '../../test/test-app.ts';
import {
  call,
  libraryStations,
  listOf,
  memberWith,
  retire,
  snapshot,
  storedPlaylists,
} from './playlists.test-support.ts';

const t = useTestApp({ catalogue: false });

let paid: { id: number; number: number }[];
let trialOnes: { id: number; number: number }[];

beforeAll(async () => {
  paid = await libraryStations(t(), 6);
  trialOnes = await libraryStations(t(), 2, { availableToTrial: true });
});

const summary = (list: { name: string; items: { station: { number: number } }[] }[]) =>
  list.map((p) => [p.name, p.items.map((i) => i.station.number)]);

describe('GET /playlists and POST /playlists/create', () => {
  it('starts empty, then makes each playlist last with its station, in the answer’s shape', async () => {
    const member = await memberWith(t(), 'paid');
    const empty = await call(t(), member, '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const first = await call(t(), member, '/create', {
      name: '  Cardio  ',
      station_id: paid[0]!.id,
    });
    expect(first.statusCode).toBe(200);
    const [made] = first.json();
    expect(made).toEqual({
      id: expect.any(Number),
      name: 'Cardio',
      items: [
        {
          id: expect.any(Number),
          station: {
            id: paid[0]!.id,
            number: paid[0]!.number,
            name: `Playlist station ${paid[0]!.number}`,
            available_to_trial: false,
          },
        },
      ],
    });
    const second = await call(t(), member, '/create', {
      name: 'Neuro',
      station_id: trialOnes[0]!.id,
    });
    const list = second.json();
    expect(playlistListSchema.safeParse(list).success).toBe(true);
    expect(summary(list)).toEqual([
      ['Cardio', [paid[0]!.number]],
      ['Neuro', [trialOnes[0]!.number]],
    ]);
    expect(list[1].items[0].station.available_to_trial).toBe(true);
    expect(await listOf(t(), member)).toEqual(list);
  });

  it('ignores an empty or blank name: nothing made, the list answered as it was', async () => {
    const member = await memberWith(t(), 'paid');
    await storedPlaylists(t(), member.id, [{ name: 'Kept', stationIds: [paid[1]!.id] }]);
    const before = await snapshot(t(), member.id);
    for (const name of ['', '   ', null, undefined]) {
      const res = await call(t(), member, '/create', { name, station_id: paid[0]!.id });
      expect(res.statusCode, JSON.stringify(name)).toBe(200);
      expect(summary(res.json())).toEqual([['Kept', [paid[1]!.number]]]);
    }
    expect(await snapshot(t(), member.id)).toEqual(before);
  });

  it('refuses an unknown or retired station, and makes nothing', async () => {
    const member = await memberWith(t(), 'paid');
    const [gone] = await libraryStations(t(), 1, { retired: true });
    for (const station_id of [999_999, gone!.id]) {
      const res = await call(t(), member, '/create', { name: 'X', station_id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: messages.stationNotFound });
    }
    expect((await snapshot(t(), member.id)).playlists).toHaveLength(0);
  });
});

describe('POST /playlists/add', () => {
  it('puts the station last, once: the same station again is refused with its number', async () => {
    const member = await memberWith(t(), 'paid');
    const [id] = await storedPlaylists(t(), member.id, [{ name: 'A', stationIds: [paid[0]!.id] }]);
    const res = await call(t(), member, '/add', { playlist_id: id, station_id: paid[2]!.id });
    expect(res.statusCode).toBe(200);
    expect(summary(res.json())).toEqual([['A', [paid[0]!.number, paid[2]!.number]]]);

    const before = await snapshot(t(), member.id);
    const again = await call(t(), member, '/add', { playlist_id: id, station_id: paid[2]!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      messages.playlistAlreadyHasStation.replace('{number}', String(paid[2]!.number)),
    );
    expect(await snapshot(t(), member.id)).toEqual(before);
  });

  it('lets a trial member add trial stations only', async () => {
    const member = await memberWith(t(), 'trial');
    const made = await call(t(), member, '/create', { name: 'T', station_id: trialOnes[0]!.id });
    expect(made.statusCode).toBe(200);
    const id = made.json()[0].id;
    const ok = await call(t(), member, '/add', { playlist_id: id, station_id: trialOnes[1]!.id });
    expect(ok.statusCode).toBe(200);
    const before = await snapshot(t(), member.id);
    for (const [path, body] of [
      ['/add', { playlist_id: id, station_id: paid[0]!.id }],
      ['/create', { name: 'Paid', station_id: paid[0]!.id }],
    ] as const) {
      const res = await call(t(), member, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(messages.stationNotForTrial);
    }
    expect(await snapshot(t(), member.id)).toEqual(before);
  });

  it('hides a retired station’s item and refuses adding a retired or unknown station', async () => {
    const member = await memberWith(t(), 'paid');
    const [soon] = await libraryStations(t(), 1);
    const [id] = await storedPlaylists(t(), member.id, [
      { name: 'R', stationIds: [paid[0]!.id, soon!.id, paid[1]!.id] },
    ]);
    await retire(t(), soon!.id);
    expect(summary(await listOf(t(), member))).toEqual([['R', [paid[0]!.number, paid[1]!.number]]]);
    for (const station_id of [soon!.id, 999_999]) {
      const res = await call(t(), member, '/add', { playlist_id: id, station_id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(messages.stationNotFound);
    }
  });
});

describe('POST /playlists/edit, /delete and /remove_item', () => {
  it('renames, removes an item and deletes a playlist, answering the list each time', async () => {
    const member = await memberWith(t(), 'paid');
    const [a, b] = await storedPlaylists(t(), member.id, [
      { name: 'A', stationIds: [paid[0]!.id, paid[1]!.id] },
      { name: 'B', stationIds: [paid[2]!.id] },
    ]);
    const renamed = await call(t(), member, '/edit', { playlist_id: a, name: ' Alpha ' });
    expect(renamed.statusCode).toBe(200);
    expect(summary(renamed.json())[0]![0]).toBe('Alpha');

    const itemId = renamed.json()[0].items[0].id;
    const removed = await call(t(), member, '/remove_item', { item_id: itemId });
    expect(removed.statusCode).toBe(200);
    expect(summary(removed.json())).toEqual([
      ['Alpha', [paid[1]!.number]],
      ['B', [paid[2]!.number]],
    ]);
    const again = await call(t(), member, '/remove_item', { item_id: itemId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.playlistItemNotFound);

    const deleted = await call(t(), member, '/delete', { playlist_id: b });
    expect(deleted.statusCode).toBe(200);
    expect(summary(deleted.json())).toEqual([['Alpha', [paid[1]!.number]]]);
    const gone = await call(t(), member, '/delete', { playlist_id: b });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.playlistNotFound);
    const blank = await call(t(), member, '/edit', { playlist_id: a, name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('Please enter a playlist name.');
  });
});

describe('POST /playlists/reorder', () => {
  it('puts the playlists in the order sent, and refuses any other set of ids unchanged', async () => {
    const member = await memberWith(t(), 'paid');
    const other = await memberWith(t(), 'paid');
    const [foreign] = await storedPlaylists(t(), other.id, [{ name: 'O', stationIds: [] }]);
    const [a, b, c] = await storedPlaylists(t(), member.id, [
      { name: 'A', stationIds: [paid[0]!.id] },
      { name: 'B', stationIds: [paid[1]!.id] },
      { name: 'C', stationIds: [] },
    ]);
    const res = await call(t(), member, '/reorder', { playlists: [c, a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(['C', 'A', 'B']);
    expect((await snapshot(t(), member.id)).playlists.map((p) => [p.id, p.position])).toEqual([
      [a, 1],
      [b, 2],
      [c, 0],
    ]);

    const before = await snapshot(t(), member.id);
    for (const playlists of [
      [c, a],
      [c, a, b, foreign],
      [c, a, a],
      [c, a, foreign],
      [b, b, a, c],
    ]) {
      const refused = await call(t(), member, '/reorder', { playlists });
      expect(refused.statusCode, JSON.stringify(playlists)).toBe(409);
      expect(refused.json().message).toBe(messages.playlistReorderMismatch);
    }
    expect(await snapshot(t(), member.id)).toEqual(before);
  });
});

describe('POST /playlists/reorder_items', () => {
  it('puts one playlist’s items in the order sent, retired ones kept after, and refuses any other set', async () => {
    const member = await memberWith(t(), 'paid');
    const [hidden] = await libraryStations(t(), 1);
    await storedPlaylists(t(), member.id, [
      { name: 'A', stationIds: [paid[0]!.id, hidden!.id, paid[1]!.id, paid[2]!.id] },
      { name: 'B', stationIds: [paid[3]!.id] },
    ]);
    await retire(t(), hidden!.id);
    const [a, b] = await listOf(t(), member);
    const [x, y, z] = a!.items.map((i) => i.id);
    const res = await call(t(), member, '/reorder_items', { items: [z, x, y] });
    expect(res.statusCode).toBe(200);
    expect(summary(res.json())[0]).toEqual([
      'A',
      [paid[2]!.number, paid[0]!.number, paid[1]!.number],
    ]);
    const stored = (await snapshot(t(), member.id)).items.filter((i) => i.playlistId === a!.id);
    expect(stored.map((i) => i.position).sort()).toEqual([0, 1, 2, 3]);
    expect(stored.find((i) => i.stationId === hidden!.id)?.position).toBe(3);

    const before = await snapshot(t(), member.id);
    const otherItem = b!.items[0]!.id;
    for (const items of [
      [z, x],
      [z, x, y, otherItem],
      [z, x, x],
      [z, x, y, 999_999],
      [x, x, y],
    ]) {
      const refused = await call(t(), member, '/reorder_items', { items });
      expect(refused.statusCode, JSON.stringify(items)).toBe(409);
      expect(refused.json().message).toBe(messages.playlistReorderMismatch);
    }
    const none = await call(t(), member, '/reorder_items', { items: [999_999] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.playlistItemNotFound);
    expect(await snapshot(t(), member.id)).toEqual(before);
  });
});
