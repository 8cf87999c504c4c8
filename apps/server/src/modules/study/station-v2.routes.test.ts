// A version 2 station through the API (docs/content.md, 'The station file'): GET /station/{code}
// carries the diagnosis, timing, brief, artefacts, descriptors, references and each guide item's
// domain, anchors and critical flag; artefact images are served behind the station's own access,
// to visitors only for a preview station, and only files the station lists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { markingsAnswerSchema, statsAnswerSchema } from '@osce/shared/schemas/stats';
import { stationDetailSchema, stationListSchema } from '@osce/shared/schemas/study';
import { markFor } from '@osce/shared/stations/scoring';
import { jsonPost } from '../../test/inject-json.ts';
import { memberWith } from '../../test/member-with-access.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons, type StationOverrides } from '../../test/station-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'v2-content-'));
const artefactDir = path.join(contentDir, 'stations', 'artefacts');
fs.mkdirSync(artefactDir, { recursive: true });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>ECG</title></svg>';
fs.writeFileSync(path.join(artefactDir, 'v2-ecg.svg'), SVG);
fs.writeFileSync(path.join(artefactDir, 'not-listed.svg'), SVG);
afterAll(() => fs.rmSync(contentDir, { recursive: true, force: true }));

const t = useTestApp({ catalogue: false, env: { CONTENT_DIR: contentDir } });

const image = (file: string) => ({
  id: file.replace(/\.svg$/, ''),
  title: '12-lead ECG on arrival',
  file,
  alt: 'Regular narrow complexes at about 54 per minute.',
  content: null,
  phase: 'reading' as const,
  roles: ['candidate' as const, 'examiner' as const],
  source: 'Drawn for OSCE Studio',
  licence: 'CC BY 4.0, OSCE Studio',
});

const VERSION_2: StationOverrides = {
  format: 2,
  name: 'Chest pain — emergency department',
  diagnosis: 'Inferior STEMI',
  recommendedTiming: { reading: 1, station: 8, question: 2, feedback: 3 },
  stemTaskKinds: ['history', 'presentation'],
  examinerBrief: '<p>At 5 minutes, hand over the ECG.</p><script>alert(1)</script>',
  artefacts: [
    image('v2-ecg.svg'),
    { ...image('gone.svg'), id: 'gone' },
    {
      id: 'bloods',
      title: 'Bloods',
      file: null,
      alt: null,
      content: '<table><tr><td>Troponin</td><td onclick="x()">900</td></tr></table>',
      phase: 'station',
      roles: ['candidate'],
      source: 'Written for OSCE Studio',
      licence: 'CC BY 4.0, OSCE Studio',
    },
  ],
  globalDescriptors: {
    clear_fail: 'Misses the STEMI.',
    borderline: 'Names it late.',
    pass: 'Names it and refers.',
    excellent: 'And spots RV involvement.',
  },
  references: [
    {
      title: 'Acute coronary syndromes (NG185)',
      publisher: 'NICE',
      year: 2020,
      link: 'https://www.nice.org.uk/guidance/ng185',
    },
  ],
  lastReviewed: '2026-11-25',
  reviewedBy: 'OSCE Studio content team',
  questions: [
    { question: '<p>Which artery?</p>', answer: '<p>The RCA.</p>', discussion: false },
    { question: '<p>Complications?</p>', answer: '<p>Heart block.</p>', discussion: true },
  ],
  markingGuide: [
    {
      task: '<p>Introduces self</p>',
      maxMarks: 1,
      domain: 'interpersonal',
      anchors: null,
      critical: false,
      criticalReason: null,
    },
    {
      task: '<p>Avoids GTN</p>',
      maxMarks: 2,
      domain: 'clinical_management',
      anchors: [
        { marks: 0, text: 'Gives GTN' },
        { marks: 2, text: 'Withholds it and says why' },
      ],
      critical: true,
      criticalReason: 'Nitrates can cause profound hypotension in right ventricular infarction.',
    },
  ],
};

let paid: TestMember;
let trial: TestMember;
let paidStation: Awaited<ReturnType<typeof createStation>>;

beforeAll(async () => {
  await createTaxons(t());
  paidStation = await createStation(t(), { number: 301, ...VERSION_2 });
  await createStation(t(), {
    number: 302,
    preview: true,
    availableToTrial: true,
    ...VERSION_2,
  });
  paid = await memberWith(t(), 'paid');
  trial = await memberWith(t(), 'trial');
});

const get = (member: TestMember | null, url: string) =>
  member
    ? t().injectAs(member.token, { method: 'GET', url })
    : t().app.inject({ method: 'GET', url });

describe('GET /station/{code}, version 2', () => {
  it('carries every version 2 field under its name, the HTML clean', async () => {
    const res = await get(paid, `/api/station/${paidStation.number}`);
    expect(res.statusCode).toBe(200);
    const { station, station_components: c } = stationDetailSchema.parse(res.json());
    expect(station).toMatchObject({
      name: 'Chest pain — emergency department',
      diagnosis: 'Inferior STEMI',
      format: 2,
      recommended_timing: { reading: 1, station: 8, question: 2, feedback: 3 },
      last_reviewed: '2026-11-25',
      reviewed_by: 'OSCE Studio content team',
    });
    expect(station.references[0]).toMatchObject({ publisher: 'NICE', year: 2020 });
    expect(station.stem_tasks.map((task) => task.kind)).toEqual(['history', 'presentation']);
    expect(c.examiner_brief!.content).toContain('At 5 minutes');
    expect(c.examiner_brief!.content).not.toContain('<script');
    expect(c.artefacts.map((a) => [a.id, a.url])).toEqual([
      ['v2-ecg', `/api/station/301/artefact/v2-ecg.svg`],
      ['gone', `/api/station/301/artefact/gone.svg`],
      ['bloods', null],
    ]);
    expect(c.artefacts[2]!.content).toContain('Troponin');
    expect(c.artefacts[2]!.content).not.toContain('onclick');
    expect(c.global_descriptors!.borderline).toBe('Names it late.');
    expect(c.questions.map((q) => q.discussion)).toEqual([false, true]);
    expect(c.marking_guides[1]).toMatchObject({
      domain: 'clinical_management',
      critical: true,
      critical_reason: 'Nitrates can cause profound hypotension in right ventricular infarction.',
      anchors: [
        { marks: 0, text: 'Gives GTN' },
        { marks: 2, text: 'Withholds it and says why' },
      ],
    });
  });

  it('lists each station with its recommended timing, so the list can show its length', async () => {
    const list = stationListSchema.parse((await get(paid, '/api/stations')).json());
    expect(list.find((s) => s.number === 301)!.recommended_timing).toEqual({
      reading: 1,
      station: 8,
      question: 2,
      feedback: 3,
    });
  });

  it("points the preview's images at the public preview address", async () => {
    const res = await get(null, '/api/preview');
    const detail = stationDetailSchema.parse(res.json());
    expect(detail.station_components.artefacts[0]!.url).toBe(
      '/api/preview/302/artefact/v2-ecg.svg',
    );
  });
});

describe('GET /station/{code}/artefact/{file}', () => {
  it('sends a listed image to a member who may open the station, scripts forbidden', async () => {
    const res = await get(paid, `/api/station/301/artefact/v2-ecg.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SVG);
  });

  it('refuses a trial member a paid station’s image, with the station screen’s own answer', async () => {
    const res = await get(trial, `/api/station/301/artefact/v2-ecg.svg`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.stationPaidOnly);
  });

  it('answers 404 for a file the station does not list, even one in the folder', async () => {
    for (const file of ['not-listed.svg', 'gone.svg']) {
      const res = await get(paid, `/api/station/301/artefact/${file}`);
      expect(res.statusCode, file).toBe(404);
      expect(res.json().message).toBe(messages.artefactNotFound);
    }
  });

  it('answers 401 without a session and a clear 4xx for a path that is not a file name', async () => {
    expect((await get(null, `/api/station/301/artefact/v2-ecg.svg`)).statusCode).toBe(401);
    for (const file of [
      '..%2F..%2Fpackage.json',
      'x%00.svg',
      'ecg.gif',
      'A.SVG',
      'a'.repeat(200),
    ]) {
      const res = await get(paid, `/api/station/301/artefact/${file}`);
      expect(res.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, file).toBeLessThan(500);
    }
  });
});

describe('GET /preview/{code}/artefact/{file}', () => {
  it('sends a preview station’s image to a visitor, and nothing of another station', async () => {
    const ok = await get(null, `/api/preview/302/artefact/v2-ecg.svg`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(SVG);
    const paidOnly = await get(null, `/api/preview/301/artefact/v2-ecg.svg`);
    expect(paidOnly.statusCode).toBe(404);
    expect(paidOnly.body).not.toContain('<svg');
  });
});

describe('marking a version 2 station: domains and critical items kept with the marking', () => {
  it("keeps each item's domain and critical flag, and My Stats averages each domain's share", async () => {
    const member = await memberWith(t(), 'paid');
    const detail = stationDetailSchema.parse(
      (await get(member, `/api/station/${paidStation.number}`)).json(),
    );
    const guide = detail.station_components.marking_guides;
    const mark = async (points: [number, number]) => {
      const scores = guide.map((item, i) => ({ guide_id: item.id, points: points[i]! }));
      const res = await t().injectAs(
        member.token,
        jsonPost(`/api/station/${paidStation.id}/mark`, {
          mark: markFor(scores, 2, guide),
          scores,
          global_score: 2,
          notes: '',
          examiner_notes: '',
          status: 'complete',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    // Interpersonal 1/1 then 0/1; clinical management (the critical GTN item) 1/2 then 2/2.
    await mark([1, 1]);
    await mark([0, 2]);

    const stats = statsAnswerSchema.parse(
      (await t().injectAs(member.token, jsonPost('/api/user/stats', { date: 'all' }))).json(),
    );
    expect(stats.chart_data.domains).toEqual([
      { label: 'Clinical management', average: 75 },
      { label: 'Interpersonal skills', average: 50 },
    ]);

    const history = markingsAnswerSchema.parse(
      (await get(member, `/api/station/${paidStation.id}/markings`)).json(),
    );
    expect(history.diagnosis).toBe('Inferior STEMI');
    const first = history.markings.at(-1)!;
    expect(first.scores.map((s) => [s.domain, s.critical, s.points])).toEqual([
      ['interpersonal', false, 1],
      ['clinical_management', true, 1],
    ]);
  });

  it('counts a version 1 marking in no domain', async () => {
    const member = await memberWith(t(), 'paid');
    const old = await createStation(t());
    const detail = stationDetailSchema.parse(
      (await get(member, `/api/station/${old.number}`)).json(),
    );
    const guide = detail.station_components.marking_guides;
    const given = guide.map((item) => ({ guide_id: item.id, points: item.max_marks }));
    const res = await t().injectAs(
      member.token,
      jsonPost(`/api/station/${old.id}/mark`, {
        mark: markFor(given, 5, guide),
        scores: given,
        global_score: 5,
        notes: '',
        examiner_notes: '',
        status: 'complete',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stats = statsAnswerSchema.parse(
      (await t().injectAs(member.token, jsonPost('/api/user/stats', { date: 'all' }))).json(),
    );
    expect(stats.chart_data.domains).toEqual([]);
    expect(stats.average_mark).toBe(100);
  });
});
