// The study calls' answers and writes for a paid member: the list with the member's own standing,
// a station with its components, favourites (also at once, and never another member's), saved
// filters, the public preview, and bad input at the edge.
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { stationListSchema, stationDetailSchema } from '@osce/shared/schemas/study';
import { savedFilters, stationProgress } from '../../db/schema/index.ts';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons, recordProgress } from '../../test/station-factory.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../users/users.test-support.ts';

const t = useTestApp({ catalogue: false });

const post = jsonPost;

const FILTERS = {
  name: 'Cardiology revision',
  filters: {
    levels: [2],
    difficulties: [],
    types: [1],
    specialties: [1],
    systems: [],
    free_trial: false,
  },
  completed_filters: ['starred', 'attempt_again'],
  hidden_station_names: true,
};

let countryId: number;
async function paidMember(): Promise<TestMember> {
  const member = await createMember(t());
  await giveSubscription(t(), member.id, { countryId });
  return member;
}

let alice: TestMember;
let bob: TestMember;
let cardio: Awaited<ReturnType<typeof createStation>>;
let neuro: Awaited<ReturnType<typeof createStation>>;

beforeAll(async () => {
  countryId = (await createCountry(t().database.db, { code: 'US' })).id;
  await createTaxons(t());
  cardio = await createStation(t(), { number: 12, name: 'Chest pain history' });
  neuro = await createStation(t(), {
    number: 3,
    name: 'Cranial nerves',
    taxonIds: { specialties: [2], systems: [2], types: [2], difficulties: [3] },
  });
  alice = await paidMember();
  bob = await paidMember();
});

describe('GET /stations', () => {
  it('lists every station by number with its classification and the member’s own standing', async () => {
    const at = new Date('2026-11-01T10:00:00Z');
    await recordProgress(t(), {
      userId: alice.id,
      stationId: cardio.id,
      status: 'attempt_again',
      lastMark: 42.25,
      averageMark: 55.5,
      markingCount: 2,
      latestCompletion: at,
    });
    const res = await t().injectAs(alice.token, { method: 'GET', url: '/api/stations' });
    expect(res.statusCode).toBe(200);
    const list = stationListSchema.parse(res.json());
    expect(list.map((s) => s.number)).toEqual([3, 12]);
    const [first, second] = list;
    expect(first).toMatchObject({
      name: 'Cranial nerves',
      types: ['Examination'],
      status: 'not_attempted',
      favourited: false,
      mark: null,
      average: null,
      latest_completion: null,
      available_to_trial: false,
    });
    expect(first!.stationTaxons.difficulties).toEqual([{ id: 3, difficulty: 'Advanced' }]);
    expect(first!.stationTaxons.specialties).toEqual([{ id: 2, specialty: 'Neurology' }]);
    expect(second).toMatchObject({
      status: 'attempt_again',
      mark: 42.3,
      average: 55.5,
      latest_completion: at.toISOString(),
    });
    // Bob has no standing of his own: Alice's never shows in his list.
    const bobs = stationListSchema.parse(
      (await t().injectAs(bob.token, { method: 'GET', url: '/api/stations' })).json(),
    );
    expect(bobs.every((s) => s.status === 'not_attempted' && s.mark === null)).toBe(true);
  });

  it('answers 304 to a repeat with its ETag, and a fresh list once the member changes a star', async () => {
    const member = await paidMember();
    const first = await t().injectAs(member.token, { method: 'GET', url: '/api/stations' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t().injectAs(member.token, {
      method: 'GET',
      url: '/api/stations',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await t().injectAs(
      member.token,
      post(`/api/station/${cardio.number}/favourite`, { favourited: true }),
    );
    const changed = await t().injectAs(member.token, {
      method: 'GET',
      url: '/api/stations',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      changed.json().find((s: { number: number }) => s.number === cardio.number).favourited,
    ).toBe(true);
    // Another member's ETag is not this member's list.
    const other = await t().injectAs(bob.token, {
      method: 'GET',
      url: '/api/stations',
      headers: { 'if-none-match': changed.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends the list gzipped to a browser that accepts it, with the same content', async () => {
    const plain = await t().injectAs(alice.token, { method: 'GET', url: '/api/stations' });
    const zipped = await t().injectAs(alice.token, {
      method: 'GET',
      url: '/api/stations',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('shows a station added to the library at once (the cached catalogue reloads)', async () => {
    const added = await createStation(t(), { number: 77 });
    const list = (await t().injectAs(alice.token, { method: 'GET', url: '/api/stations' })).json();
    expect(list.map((s: { number: number }) => s.number)).toContain(added.number);
  });
});

describe('GET /station/{code}', () => {
  it('answers the station with every component for its tabs', async () => {
    const res = await t().injectAs(alice.token, {
      method: 'GET',
      url: `/api/station/${cardio.number}`,
    });
    expect(res.statusCode).toBe(200);
    const detail = stationDetailSchema.parse(res.json());
    expect(detail.station).toMatchObject({ id: cardio.id, number: 12, name: 'Chest pain history' });
    expect(detail.station.stem_tasks).toEqual([
      { task: 'Take a history.', station_area: 'station', kind: null },
      { task: 'Present your findings.', station_area: 'question', kind: null },
    ]);
    const c = detail.station_components;
    expect(c.stem.content).toContain('Stem of station 12');
    expect(c.patient_scenario.content).toContain('You are the patient.');
    expect(c.approach_guide.content).toContain('open question');
    expect(c.questions).toEqual([
      { question: '<p>What next?</p>', answer: '<p>An ECG.</p>', discussion: false },
    ]);
    expect(c.marking_guides.map((m) => [m.task, m.max_marks])).toEqual([
      ['<p>Introduces self</p>', 1],
      ['<p>Asks about onset</p>', 2],
    ]);
  });

  it('answers 404 for a number no station has, and 422 for one that is not a number', async () => {
    const missing = await t().injectAs(alice.token, { method: 'GET', url: '/api/station/4040' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.stationNotFound);
    for (const code of ['abc', '1.5', '-3', '%00', '1%00', '9'.repeat(500)]) {
      const res = await t().injectAs(alice.token, { method: 'GET', url: `/api/station/${code}` });
      expect(res.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, code).toBeLessThan(500);
    }
  });
});

describe('POST /station/{number}/favourite', () => {
  it('stars and unstars for the member alone', async () => {
    const url = `/api/station/${neuro.number}/favourite`;
    const on = await t().injectAs(alice.token, post(url, { favourited: true }));
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ success: true, number: neuro.number, favourited: true });
    const mine = (await t().injectAs(alice.token, { method: 'GET', url: '/api/stations' })).json();
    expect(mine.find((s: { number: number }) => s.number === neuro.number).favourited).toBe(true);
    const bobs = (await t().injectAs(bob.token, { method: 'GET', url: '/api/stations' })).json();
    expect(bobs.find((s: { number: number }) => s.number === neuro.number).favourited).toBe(false);
    await t().injectAs(alice.token, post(url, { favourited: false }));
    const after = (await t().injectAs(alice.token, { method: 'GET', url: '/api/stations' })).json();
    expect(after.find((s: { number: number }) => s.number === neuro.number).favourited).toBe(false);
  });

  it('keeps one row when the same star is pressed many times at once, and keeps the standing', async () => {
    const member = await paidMember();
    await recordProgress(t(), { userId: member.id, stationId: cardio.id, status: 'complete' });
    const url = `/api/station/${cardio.number}/favourite`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t().injectAs(member.token, post(url, { favourited: true }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t()
      .database.db.select()
      .from(stationProgress)
      .where(and(eq(stationProgress.userId, member.id), eq(stationProgress.stationId, cardio.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ favourited: true, status: 'complete' });
  });

  it('refuses a station that does not exist and a body that does not say, writing nothing', async () => {
    const member = await paidMember();
    const missing = await t().injectAs(
      member.token,
      post('/api/station/4040/favourite', { favourited: true }),
    );
    expect(missing.statusCode).toBe(404);
    for (const body of [null, {}, { favourited: 'yes' }, [], 'true']) {
      const res = await t().injectAs(
        member.token,
        post(`/api/station/${cardio.number}/favourite`, body),
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const rows = await t()
      .database.db.select()
      .from(stationProgress)
      .where(eq(stationProgress.userId, member.id));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /user/save_filters', () => {
  it('saves My Filter, answers it, and GET /user carries it for that member only', async () => {
    const res = await t().injectAs(alice.token, post('/api/user/save_filters', FILTERS));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: messages.filtersSaved });
    expect(res.json().filters).toEqual(FILTERS);
    const me = (await t().injectAs(alice.token, { method: 'GET', url: '/api/user' })).json();
    expect(me.filters).toEqual(FILTERS);
    const bobMe = (await t().injectAs(bob.token, { method: 'GET', url: '/api/user' })).json();
    expect(bobMe.filters).toBeNull();
    // Saving again replaces the one set.
    const next = { ...FILTERS, name: 'Neuro', completed_filters: [] };
    await t().injectAs(alice.token, post('/api/user/save_filters', next));
    const rows = await t()
      .database.db.select()
      .from(savedFilters)
      .where(eq(savedFilters.userId, alice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Neuro');
  });

  it('refuses bad input with 422 and keeps what was saved', async () => {
    const member = await paidMember();
    await t().injectAs(member.token, post('/api/user/save_filters', FILTERS));
    const bad: unknown[] = [
      null,
      {},
      { ...FILTERS, name: 'a\u0000b' },
      { ...FILTERS, name: 'x'.repeat(100_000) },
      { ...FILTERS, completed_filters: ['everything'] },
      { ...FILTERS, filters: { ...FILTERS.filters, levels: 'all' } },
      { ...FILTERS, filters: { ...FILTERS.filters, types: Array(1000).fill(1) } },
      { ...FILTERS, hidden_station_names: 'yes' },
    ];
    for (const body of bad) {
      const res = await t().injectAs(member.token, post('/api/user/save_filters', body));
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    const me = (await t().injectAs(member.token, { method: 'GET', url: '/api/user' })).json();
    expect(me.filters).toEqual(FILTERS);
  });
});

describe('GET /preview', () => {
  it('says there is none while no station is offered for preview, then offers one to anyone', async () => {
    const none = await t().app.inject({ method: 'GET', url: '/api/preview' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(messages.previewNone);
    const offered = await createStation(t(), { number: 501, preview: true });
    const res = await t().app.inject({ method: 'GET', url: '/api/preview' });
    expect(res.statusCode).toBe(200);
    const detail = stationDetailSchema.parse(res.json());
    expect(detail.station.number).toBe(offered.number);
    expect(detail.station.favourited).toBe(false);
    expect(detail.station_components.marking_guides).toHaveLength(2);
  });
});
