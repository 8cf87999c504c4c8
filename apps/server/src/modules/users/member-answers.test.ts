// The ready member answers (lib/member-answer-cache.ts) through the API: a warm GET /api/user,
// /api/playlists, /api/groups or /api/taxons asks the database nothing; every write of what an
// answer shows is on the very next request; one member never gets another's answer; what the
// clock alone changes (a trial ending) needs no event; and while the process may be missing
// events every read goes to the database.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { playlists, studyGroups, users } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { libraryStations } from '../playlists/playlists.test-support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Query = string | { text: string };
interface QueryClient {
  query(query: Query, ...rest: unknown[]): Promise<unknown>;
}
const textOf = (query: Query) => (typeof query === 'string' ? query : query.text);

/** The SQL of every query made while `work` runs (outside transactions: all a read makes). */
async function queriesDuring(t: TestApp, work: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: QueryClient }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls.map(([query]) => textOf(query));
  } finally {
    spy.mockRestore();
  }
}

async function get(t: TestApp, member: TestMember, url: string) {
  const response = await t.injectAs(member.token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

async function post(t: TestApp, member: TestMember, url: string, body: unknown) {
  const response = await t.injectAs(member.token, jsonPost(url, body));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const READS = ['/api/user', '/api/user?completed=true', '/api/playlists', '/api/groups'];

describe('ready member answers on one process', () => {
  const t = useTestApp({ catalogue: false });

  it('answer a warm read of each route without a database query', async () => {
    const member = await memberWith(t(), 'paid');
    const [station] = await libraryStations(t(), 1);
    await post(t(), member, '/api/playlists/create', { name: 'Cardio', station_id: station!.id });
    await post(t(), member, '/api/groups/create', { nickname: 'Tuesday' });
    for (const url of [...READS, '/api/taxons']) {
      const cold = await get(t(), member, url);
      let warm: unknown;
      const asked = await queriesDuring(t(), async () => {
        warm = await get(t(), member, url);
      });
      expect(asked, url).toEqual([]);
      expect(warm, url).toEqual(cold);
    }
  });

  it("GET /api/user: the member's own writes are on the very next request", async () => {
    const member = await memberWith(t(), 'paid');
    expect(await get(t(), member, '/api/user')).toMatchObject({
      tutorial_viewed: false,
      status: 'Active',
    });
    // A change no event announces is not seen (the answer is kept)...
    await t().database.db.update(users).set({ firstName: 'Behind' }).where(eq(users.id, member.id));
    expect((await get(t(), member, '/api/user')).first_name).not.toBe('Behind');
    // ...and the member's own write (the tutorial seen) announces it: both are read afresh.
    await post(t(), member, '/api/user/update_tutorial', { status: true });
    expect(await get(t(), member, '/api/user')).toMatchObject({
      tutorial_viewed: true,
      first_name: 'Behind',
    });

    const filters = {
      name: 'Mine',
      filters: { levels: [], difficulties: [], types: [], specialties: [] },
      completed_filters: [],
      hidden_station_names: false,
    };
    await post(t(), member, '/api/user/save_filters', filters);
    expect((await get(t(), member, '/api/user')).filters).toMatchObject({ name: 'Mine' });
  });

  it('GET /api/user: a trial passing its end by the clock changes the status with no event', async () => {
    const member = await memberWith(t(), 'trial');
    expect((await get(t(), member, '/api/user')).status).toBe('Trial');
    // The test trial began a day ago and lasts 30 days; the session, opened now, lasts 30 too.
    (t().clock as ManualClock).advance(29.5 * DAY_MS);
    expect((await get(t(), member, '/api/user')).status).toBe('Inactive');
  });

  it('GET /api/playlists: every playlist write is on the very next request', async () => {
    const member = await memberWith(t(), 'paid');
    const [a, b] = await libraryStations(t(), 2);
    expect(await get(t(), member, '/api/playlists')).toEqual([]);
    await post(t(), member, '/api/playlists/create', { name: 'One', station_id: a!.id });
    const [list] = await get(t(), member, '/api/playlists');
    expect(list).toMatchObject({ name: 'One', items: [{ station: { id: a!.id } }] });
    await post(t(), member, '/api/playlists/add', { playlist_id: list.id, station_id: b!.id });
    expect((await get(t(), member, '/api/playlists'))[0].items).toHaveLength(2);
    await post(t(), member, '/api/playlists/edit', { playlist_id: list.id, name: 'Renamed' });
    expect((await get(t(), member, '/api/playlists'))[0].name).toBe('Renamed');
    await post(t(), member, '/api/playlists/delete', { playlist_id: list.id });
    expect(await get(t(), member, '/api/playlists')).toEqual([]);
    // Written behind its back (as no route does), the list is kept until an event says otherwise.
    await t()
      .database.db.insert(playlists)
      .values({ userId: member.id, name: 'Sneaked', position: 0 });
    expect(await get(t(), member, '/api/playlists')).toEqual([]);
  });

  it("GET /api/groups: a group's change reaches every member who sees it", async () => {
    const owner = await memberWith(t(), 'paid');
    const other = await memberWith(t(), 'paid');
    const { group } = await post(t(), owner, '/api/groups/create', { nickname: 'Before' });
    expect((await get(t(), other, '/api/groups')).groups).toEqual([]);
    await post(t(), other, `/api/groups/${group.id}/join`, {});
    // Both lists show the newcomer, and both are kept warm.
    expect((await get(t(), other, '/api/groups')).groups).toMatchObject([
      { id: group.id, members: 2, owner: false, in_group: true, studying: false },
    ]);
    expect((await get(t(), owner, '/api/groups')).groups).toMatchObject([
      { id: group.id, members: 2, owner: true },
    ]);
    // The owner renames it: the other member's kept list is forgotten too.
    await post(t(), owner, `/api/groups/${group.id}/update`, { nickname: 'After' });
    expect((await get(t(), other, '/api/groups')).groups[0].nickname).toBe('After');
    // The other leaves: the owner's count drops.
    const left = await t().injectAs(other.token, {
      method: 'GET',
      url: `/api/groups/${group.id}/delete`,
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await get(t(), owner, '/api/groups')).groups[0].members).toBe(1);
    expect((await get(t(), other, '/api/groups')).groups).toEqual([]);
    // The owner deletes it: gone from their list.
    await post(t(), other, `/api/groups/${group.id}/join`, {});
    expect((await get(t(), other, '/api/groups')).groups).toHaveLength(1);
    const deleted = await t().injectAs(owner.token, {
      method: 'GET',
      url: `/api/groups/${group.id}/delete`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(t(), owner, '/api/groups')).groups).toEqual([]);
    expect((await get(t(), other, '/api/groups')).groups).toEqual([]);
  });

  it('sends but does not keep a list whose read a write of the member overtook (the fill race)', async () => {
    const member = await memberWith(t(), 'paid');
    const [station] = await libraryStations(t(), 1);
    // The cold read's first query returns what it read only once the write below has committed.
    const client = (t().database.db as unknown as { $client: QueryClient }).$client;
    const real = client.query.bind(client);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    let reached!: () => void;
    const readDone = new Promise<void>((resolve) => (reached = resolve));
    const spy = vi.spyOn(client, 'query').mockImplementation(async (query, ...rest) => {
      const result = await real(query, ...rest);
      if (!held && textOf(query).includes('from "playlists"')) {
        held = true;
        reached();
        await gate;
      }
      return result;
    });
    try {
      const cold = get(t(), member, '/api/playlists');
      await readDone;
      spy.mockRestore();
      await post(t(), member, '/api/playlists/create', { name: 'Late', station_id: station!.id });
      release();
      // The overtaken read is sent as it read...
      expect(await cold).toEqual([]);
    } finally {
      spy.mockRestore();
      release();
    }
    // ...but not kept: the next request shows the write.
    expect(await get(t(), member, '/api/playlists')).toMatchObject([{ name: 'Late' }]);
  });

  it("never answers one member with another member's answer", async () => {
    const first = await memberWith(t(), 'paid');
    const second = await memberWith(t(), 'trial');
    const [station] = await libraryStations(t(), 1, { availableToTrial: true });
    await post(t(), first, '/api/playlists/create', {
      name: 'First only',
      station_id: station!.id,
    });
    await post(t(), first, '/api/groups/create', { nickname: 'First only' });
    for (const url of READS) await get(t(), first, url);
    expect(await get(t(), second, '/api/user')).toMatchObject({ id: second.id, status: 'Trial' });
    expect(await get(t(), second, '/api/playlists')).toEqual([]);
    expect((await get(t(), second, '/api/groups')).groups).toEqual([]);
    expect(await get(t(), first, '/api/user')).toMatchObject({ id: first.id, status: 'Active' });
  });
});

describe('ready member answers while this process may be missing events', () => {
  const t = useTestApp({ catalogue: false });

  it('are bypassed: a change no event announced is seen at once', async () => {
    const member = await memberWith(t(), 'paid');
    const { group } = await post(t(), member, '/api/groups/create', { nickname: 'Kept' });
    for (const url of READS) await get(t(), member, url);
    const notLive = vi.spyOn(t().app.ctx.coherence, 'isLive').mockReturnValue(false);
    try {
      const db = t().database.db;
      await db.update(users).set({ firstName: 'Unheard' }).where(eq(users.id, member.id));
      await db.insert(playlists).values({ userId: member.id, name: 'Unheard', position: 0 });
      await db.update(studyGroups).set({ nickname: 'Unheard' }).where(eq(studyGroups.id, group.id));
      expect((await get(t(), member, '/api/user')).first_name).toBe('Unheard');
      expect((await get(t(), member, '/api/playlists'))[0]).toMatchObject({ name: 'Unheard' });
      expect((await get(t(), member, '/api/groups')).groups[0].nickname).toBe('Unheard');
    } finally {
      notLive.mockRestore();
    }
  });
});
