// Who may touch which playlist: only its member. Another member's ids answer 404 and change
// nothing, for every call; without a subscription or trial every call is 403 before its input is
// read; input a schema refuses answers 4xx with a message, never 500, and changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { tooLong } from '@osce/shared/schemas/text';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  call,
  libraryStations,
  listOf,
  memberWith,
  snapshot,
  storedPlaylists,
} from './playlists.test-support.ts';

const t = useTestApp({ catalogue: false });

let owner: TestMember;
let intruder: TestMember;
let stationIds: number[];
let playlistIds: number[];
let itemIds: number[];

beforeAll(async () => {
  stationIds = (await libraryStations(t(), 3)).map((s) => s.id);
  owner = await memberWith(t(), 'paid');
  intruder = await memberWith(t(), 'paid');
  playlistIds = await storedPlaylists(t(), owner.id, [
    { name: 'Mine', stationIds: [stationIds[0]!, stationIds[1]!] },
    { name: 'Also mine', stationIds: [stationIds[2]!] },
  ]);
  itemIds = (await listOf(t(), owner)).flatMap((p) => p.items.map((i) => i.id));
});

describe('another member’s playlists', () => {
  it('are not listed to them', async () => {
    expect(await listOf(t(), intruder)).toEqual([]);
    expect((await listOf(t(), owner)).map((p) => p.name)).toEqual(['Mine', 'Also mine']);
  });

  it('answer 404 to each writing call and stay exactly as they were', async () => {
    const before = await snapshot(t(), owner.id);
    const [mine, alsoMine] = playlistIds as [number, number];
    const attempts: [string, unknown, string][] = [
      ['/add', { playlist_id: mine, station_id: stationIds[2] }, messages.playlistNotFound],
      ['/delete', { playlist_id: mine }, messages.playlistNotFound],
      ['/remove_item', { item_id: itemIds[0] }, messages.playlistItemNotFound],
      ['/reorder', { playlists: [alsoMine, mine] }, messages.playlistNotFound],
      ['/reorder_items', { items: [itemIds[1], itemIds[0]] }, messages.playlistItemNotFound],
      ['/edit', { playlist_id: mine, name: 'Taken over' }, messages.playlistNotFound],
    ];
    for (const [path, body, message] of attempts) {
      const res = await call(t(), intruder, path, body);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ success: false, message });
    }
    // Creating is never about someone else's playlist: it makes the intruder's own.
    const own = await call(t(), intruder, '/create', { name: 'Theirs', station_id: stationIds[0] });
    expect(own.json().map((p: { name: string }) => p.name)).toEqual(['Theirs']);
    expect(await snapshot(t(), owner.id)).toEqual(before);
  });

  it('cannot be mixed into the intruder’s own reorder', async () => {
    const before = await snapshot(t(), owner.id);
    const [theirs] = await listOf(t(), intruder);
    const mixed = await call(t(), intruder, '/reorder', {
      playlists: [theirs!.id, playlistIds[0]],
    });
    expect(mixed.statusCode).toBe(409);
    const items = [theirs!.items[0]!.id, itemIds[0]];
    const mixedItems = await call(t(), intruder, '/reorder_items', { items });
    expect(mixedItems.statusCode).toBe(409);
    expect(await snapshot(t(), owner.id)).toEqual(before);
  });
});

describe('without study access', () => {
  it('answers 403 purchaseNeeded to every call, whatever was sent, and 401 without a token', async () => {
    const lapsed = await createMember(t());
    const calls: [string, unknown][] = [
      ['', undefined],
      ['/create', { name: 'X', station_id: stationIds[0] }],
      ['/add', null],
      ['/delete', { playlist_id: 'x' }],
      ['/remove_item', {}],
      ['/reorder', { playlists: [] }],
      ['/reorder_items', { items: [1] }],
      ['/edit', { playlist_id: 1, name: 'a\u0000' }],
    ];
    for (const [path, body] of calls) {
      const res = await call(t(), lapsed, path, body);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(messages.purchaseNeeded);
    }
    expect((await snapshot(t(), lapsed.id)).playlists).toHaveLength(0);
    const anonymous = await t().app.inject({ method: 'GET', url: '/api/playlists' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('input at the edge', () => {
  it('refuses what the schemas refuse with 422 and a message, and changes nothing', async () => {
    const before = await snapshot(t(), owner.id);
    const [mine] = playlistIds as [number];
    const station_id = stationIds[0];
    const bad: [string, unknown, string?][] = [
      ['/create', null, 'Please choose a station.'],
      ['/create', { name: 'a\u0000b', station_id }, messages.controlCharacters],
      ['/create', { name: 'x'.repeat(10_000), station_id }, tooLong(100)],
      ['/create', { name: 'X', station_id: '1' }, 'Please choose a station.'],
      ['/create', { name: 7, station_id }],
      ['/add', null, 'Please choose a playlist.'],
      ['/add', { playlist_id: String(mine), station_id }, 'Please choose a playlist.'],
      ['/add', { playlist_id: -1, station_id }],
      ['/add', { playlist_id: mine, station_id: 1.5 }],
      ['/add', { playlist_id: mine, station_id: 2 ** 31 }],
      ['/add', { playlist_id: mine, station_id: 1e300 }],
      ['/add', [mine, station_id]],
      ['/delete', { playlist_id: 0 }],
      ['/delete', 'everything'],
      ['/remove_item', { item_id: 2 ** 31 }],
      ['/remove_item', { item_id: null }, 'Please choose a station of the playlist.'],
      ['/reorder', null],
      ['/reorder', { playlists: [] }],
      ['/reorder', { playlists: ['1'] }, 'Please choose a playlist.'],
      ['/reorder', { playlists: Array(51).fill(mine) }],
      ['/reorder_items', { items: 'all' }],
      ['/reorder_items', { items: [-3] }],
      ['/reorder_items', { items: Array(101).fill(itemIds[0]) }],
      ['/edit', { playlist_id: mine, name: 'x'.repeat(10_000) }, tooLong(100)],
      ['/edit', { playlist_id: mine, name: 'a\u0000' }, messages.controlCharacters],
      ['/edit', { playlist_id: mine }, 'Please enter a playlist name.'],
    ];
    for (const [path, body, message] of bad) {
      const res = await call(t(), owner, path, body);
      const label = `${path} ${JSON.stringify(body)?.slice(0, 80)}`;
      expect(res.statusCode, label).toBe(422);
      expect(res.json().success, label).toBe(false);
      expect(res.json().message, label).toEqual(message ?? expect.any(String));
    }
    expect(await snapshot(t(), owner.id)).toEqual(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t().injectAs(owner.token, {
      method: 'POST',
      url: '/api/playlists/create',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.badRequest);
  });
});
