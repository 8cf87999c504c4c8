// A trial member must never read a paid station's content through any study call, not only
// through the station screen. The walk is built from the app's own route table: every study,
// station, playlist and stats route, and every route whose body names a station, so a route added
// later fails this test until it is given a request here (and then must keep paid content out).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { jsonPost } from '../../test/inject-json.ts';
import { memberWith } from '../../test/member-with-access.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { RouteEntry } from '../../plugins/route-table.ts';

// The paid station's image lives in a content folder of this test's own (docs/content.md,
// 'Artefacts'): its bytes are paid content too.
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'walk-content-'));
fs.mkdirSync(path.join(contentDir, 'stations', 'artefacts'), { recursive: true });
const IMAGE = 'walk-ecg.svg';
fs.writeFileSync(
  path.join(contentDir, 'stations', 'artefacts', IMAGE),
  '<svg xmlns="http://www.w3.org/2000/svg"><title>PAIDONLY image: a tracing</title></svg>',
);
afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }));

const t = useTestApp({ catalogue: false, env: { CONTENT_DIR: contentDir } });

interface Aim {
  /** The station asked about. */
  id: number;
  number: number;
  /** The caller's own playlist and one of its items, for the calls that name those. */
  playlistId: number;
  itemId: number;
}

const post = jsonPost;

/** One request per route of the family, aimed at the given station. */
const requests: Record<string, (aim: Aim) => InjectOptions> = {
  'GET /api/stations': () => ({ method: 'GET', url: '/api/stations' }),
  'GET /api/stations/count': () => ({ method: 'GET', url: '/api/stations/count' }),
  'GET /api/station/featured': () => ({ method: 'GET', url: '/api/station/featured' }),
  'GET /api/station/:code': (a) => ({ method: 'GET', url: `/api/station/${a.number}` }),
  'GET /api/station/:code/artefact/:file': (a) => ({
    method: 'GET',
    url: `/api/station/${a.number}/artefact/${IMAGE}`,
  }),
  'GET /api/station/:id/markings': (a) => ({ method: 'GET', url: `/api/station/${a.id}/markings` }),
  'POST /api/station/:number/favourite': (a) =>
    post(`/api/station/${a.number}/favourite`, { favourited: true }),
  'POST /api/station/:id/started': (a) =>
    post(`/api/station/${a.id}/started`, { role: 'candidate-1' }),
  'POST /api/station/:id/mark': (a) =>
    post(`/api/station/${a.id}/mark`, {
      mark: 0,
      scores: [],
      global_score: 0,
      status: 'attempt_again',
    }),
  'POST /api/station/:id/status': (a) =>
    post(`/api/station/${a.id}/status`, { status: 'complete' }),
  'GET /api/user/stats': () => ({ method: 'GET', url: '/api/user/stats' }),
  'POST /api/user/stats': () => post('/api/user/stats', { date: 'all' }),
  'POST /api/user/reset_stats': (a) =>
    post('/api/user/reset_stats', { reset: true, station_id: a.id, date: 'all' }),
  'GET /api/playlists': () => ({ method: 'GET', url: '/api/playlists' }),
  'POST /api/playlists/create': (a) =>
    post('/api/playlists/create', { name: 'Walk', station_id: a.id }),
  'POST /api/playlists/add': (a) =>
    post('/api/playlists/add', { playlist_id: a.playlistId, station_id: a.id }),
  'POST /api/playlists/edit': (a) =>
    post('/api/playlists/edit', { playlist_id: a.playlistId, name: 'Renamed' }),
  'POST /api/playlists/reorder': (a) =>
    post('/api/playlists/reorder', { playlists: [a.playlistId] }),
  'POST /api/playlists/reorder_items': (a) =>
    post('/api/playlists/reorder_items', { items: [a.itemId] }),
  'POST /api/playlists/remove_item': () => post('/api/playlists/remove_item', { item_id: 999_999 }),
  'POST /api/playlists/delete': () => post('/api/playlists/delete', { playlist_id: 999_999 }),
  'POST /api/user/save_station_timing': (a) =>
    post('/api/user/save_station_timing', {
      station_id: a.id,
      reading: 2,
      station: 8,
      question: 0,
      feedback: 2,
    }),
  'POST /api/user/clear_station_timing': (a) =>
    post('/api/user/clear_station_timing', { station_id: a.id }),
  'GET /api/station/:id/pass_mark': (a) => ({
    method: 'GET',
    url: `/api/station/${a.id}/pass_mark`,
  }),
  'POST /api/circuits': (a) =>
    post('/api/circuits', { preset: 'finals', station_count: 1, station_ids: [a.id] }),
  'GET /api/circuits/:id': () => ({ method: 'GET', url: '/api/circuits/999999' }),
  'GET /api/circuits/:id/result': () => ({ method: 'GET', url: '/api/circuits/999999/result' }),
};

/** Routes whose body schema has a station_id field. */
function namesStationInBody(route: RouteEntry): boolean {
  if (!route.body) return false;
  const json = z.toJSONSchema(route.body as z.ZodType, { unrepresentable: 'any', io: 'input' });
  return JSON.stringify(json).includes('"station_id"');
}

/**
 * The family: the study area's station, station list, playlist, circuit and stats calls, and any
 * other route that names a station in its path or body. The contact and report-an-issue messages
 * name a station too, but answer only that the message was sent.
 */
function studyFamily(routes: readonly RouteEntry[]): string[] {
  const keys = routes
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/message/'))
    .filter(
      (r) =>
        /^\/api\/(stations?|playlists|circuits|user\/(stats|reset_stats))(\/|$)/.test(r.url) ||
        namesStationInBody(r),
    )
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)];
}

let trial: TestMember;
let paid: TestMember;
let paidStation: Awaited<ReturnType<typeof createStation>>;
let trialStation: { id: number; number: number };
/** Every piece of the paid station's text a member reads only once they may open it. */
let paidTexts: string[];

async function playlistOf(member: TestMember): Promise<{ playlistId: number; itemId: number }> {
  const res = await t().injectAs(
    member.token,
    post('/api/playlists/create', { name: 'Mine', station_id: trialStation.id }),
  );
  expect(res.statusCode).toBe(200);
  const [list] = res.json() as { id: number; items: { id: number }[] }[];
  return { playlistId: list!.id, itemId: list!.items[0]!.id };
}

beforeAll(async () => {
  await createTaxons(t());
  trialStation = await createStation(t(), { availableToTrial: true, featured: true });
  const secret = 'PAIDONLY';
  paidStation = await createStation(t(), {
    featured: true,
    stem: `<p>${secret} stem: a 54-year-old man with chest pain.</p>`,
    stemTasks: [{ task: `${secret} task: take a focused history.`, area: 'station' }],
    patientScript: `<p>${secret} script: the pain began at rest.</p>`,
    approachGuide: `<p>${secret} approach: ask about radiation.</p>`,
    questions: [{ question: `<p>${secret} question?</p>`, answer: `<p>${secret} answer.</p>` }],
    markingGuide: [
      {
        task: `<p>${secret} guide: asks about onset</p>`,
        maxMarks: 2,
        domain: 'data_gathering',
        anchors: [{ marks: 2, text: `${secret} anchor: onset and duration` }],
        critical: true,
        criticalReason: `${secret} reason: a missed onset time delays reperfusion`,
      },
    ],
    format: 2,
    diagnosis: `${secret} diagnosis: inferior STEMI`,
    examinerBrief: `<p>${secret} brief: at 5 minutes hand over the ECG</p>`,
    artefacts: [
      {
        id: 'ecg',
        title: 'ECG',
        file: IMAGE,
        alt: `${secret} alt: ST elevation in III`,
        content: null,
        phase: 'station',
        roles: ['candidate', 'examiner'],
        source: 'Drawn for the test',
        licence: 'CC BY 4.0',
      },
      {
        id: 'bloods',
        title: 'Bloods',
        file: null,
        alt: null,
        content: `<p>${secret} document: troponin 900 ng/L</p>`,
        phase: 'station',
        roles: ['candidate'],
        source: 'Written for the test',
        licence: 'CC BY 4.0',
      },
    ],
    globalDescriptors: {
      clear_fail: `${secret} descriptor: misses the STEMI`,
      borderline: 'b',
      pass: 'p',
      excellent: 'e',
    },
  });
  paidTexts = [
    'stem: a 54-year-old man',
    'task: take a focused history',
    'script: the pain began',
    'approach: ask about radiation',
    `${secret} question?`,
    `${secret} answer.`,
    'guide: asks about onset',
    'anchor: onset and duration',
    'reason: a missed onset time',
    'diagnosis: inferior STEMI',
    'brief: at 5 minutes',
    'alt: ST elevation',
    'document: troponin',
    'descriptor: misses the STEMI',
    'image: a tracing',
  ];
  trial = await memberWith(t(), 'trial');
  paid = await memberWith(t(), 'paid');
});

async function walk(member: TestMember) {
  const aim: Aim = {
    id: paidStation.id,
    number: paidStation.number,
    ...(await playlistOf(member)),
  };
  const family = studyFamily(t().app.routeTable);
  const answers: { route: string; status: number; body: string }[] = [];
  for (const route of family) {
    const request = requests[route];
    expect(request, `${route} is a study route: give it a request in this walk`).toBeDefined();
    const res = await t().injectAs(member.token, request!(aim));
    answers.push({ route, status: res.statusCode, body: res.body });
  }
  return answers;
}

describe('every study call, as a trial member asking about a paid station', () => {
  it('finds the family in the route table (a renamed or moved route is noticed)', () => {
    const family = studyFamily(t().app.routeTable);
    expect(family).toContain('GET /api/station/:id/markings');
    expect(family).toContain('GET /api/station/:code');
    expect(family).toContain('POST /api/playlists/add');
    expect(family).toContain('POST /api/circuits');
    expect(family).toContain('GET /api/station/:id/pass_mark');
    expect(family).toContain('GET /api/circuits/:id/result');
    expect(family.length).toBe(Object.keys(requests).length);
  });

  it('answers none of the paid station content: no guide, script, stem or answer', async () => {
    const answers = await walk(trial);
    for (const answer of answers) {
      expect(answer.status, answer.route).toBeLessThan(500);
      for (const text of paidTexts) {
        expect(answer.body, `${answer.route} leaks "${text}"`).not.toContain(text);
      }
    }
  });

  it('refuses the marking history of a paid station with the station screen own answer', async () => {
    const res = await t().injectAs(trial.token, {
      method: 'GET',
      url: `/api/station/${paidStation.id}/markings`,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, message: messages.stationPaidOnly });
    const screen = await t().injectAs(trial.token, {
      method: 'GET',
      url: `/api/station/${paidStation.number}`,
    });
    expect(screen.statusCode).toBe(403);
    expect(screen.json()).toMatchObject({ message: messages.stationPaidOnly });
  });

  it('still gives a trial member the marking history of a trial station', async () => {
    const res = await t().injectAs(trial.token, {
      method: 'GET',
      url: `/api/station/${trialStation.id}/markings`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().guides.length).toBeGreaterThan(0);
  });

  it('gives a paid member the same content (the walk would see a leak)', async () => {
    const answers = await walk(paid);
    const seen = (route: string) => answers.find((a) => a.route === route)!.body;
    expect(seen('GET /api/station/:code')).toContain('stem: a 54-year-old man');
    expect(seen('GET /api/station/:code')).toContain('script: the pain began');
    for (const text of paidTexts.slice(7, -1))
      expect(seen('GET /api/station/:code')).toContain(text);
    expect(seen('GET /api/station/:code/artefact/:file')).toContain('image: a tracing');
    expect(seen('GET /api/station/:id/markings')).toContain('guide: asks about onset');
  });
});
