// The station screen's writes: started, a marking checked against the station's own guide and
// recorded with the member's progress in one transaction, the final status, preferred timings;
// each member's records their own.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { markFor } from '@osce/shared/stations/scoring';
import { stationMarkings, stationProgress } from '../../db/schema/index.ts';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';

const t = useTestApp({ catalogue: false });

const post = jsonPost;

let countryId: number;
let station: Awaited<ReturnType<typeof createStation>>;
let guide: { id: number; max_marks: number }[];

async function paidMember(): Promise<TestMember> {
  const member = await createMember(t());
  await giveSubscription(t(), member.id, { countryId });
  return member;
}

/** A marking of the station: the first item full marks, the second one point, global 3. */
function goodMarking(overrides: Record<string, unknown> = {}) {
  const scores = [
    { guide_id: guide[0]!.id, points: guide[0]!.max_marks },
    { guide_id: guide[1]!.id, points: 1 },
  ];
  return {
    mark: markFor(scores, 3, guide),
    notes: 'Forgot to ask about allergies.\nGood rapport.',
    examiner_notes: '',
    scores,
    global_score: 3,
    status: 'complete',
    ...overrides,
  };
}

const markingsOf = (userId: number) =>
  t().database.db.select().from(stationMarkings).where(eq(stationMarkings.userId, userId));
const progressOf = async (userId: number) =>
  (
    await t()
      .database.db.select()
      .from(stationProgress)
      .where(and(eq(stationProgress.userId, userId), eq(stationProgress.stationId, station.id)))
  )[0];

beforeAll(async () => {
  countryId = (await createCountry(t().database.db, { code: 'US' })).id;
  await createTaxons(t());
  station = await createStation(t(), {
    markingGuide: [
      { task: '<p>Introduces self</p>', maxMarks: 1 },
      { task: '<p>Asks about onset</p>', maxMarks: 2 },
      { task: '<p>Summarises</p>', maxMarks: 2 },
    ],
  });
  const detail = (
    await t().injectAs((await paidMember()).token, {
      method: 'GET',
      url: `/api/station/${station.number}`,
    })
  ).json();
  guide = detail.station_components.marking_guides;
});

describe('POST /station/{id}/started', () => {
  it('marks the station incomplete for the member alone, and never undoes a mark', async () => {
    const member = await paidMember();
    const other = await paidMember();
    const res = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/started`, { role: 'candidate-1' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'incomplete' });
    const list = (await t().injectAs(member.token, { method: 'GET', url: '/api/stations' })).json();
    expect(list.find((s: { id: number }) => s.id === station.id).status).toBe('incomplete');
    expect(await progressOf(other.id)).toBeUndefined();

    await t().injectAs(member.token, post(`/api/station/${station.id}/mark`, goodMarking()));
    const again = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/started`, { role: 'candidate-1' }),
    );
    expect(again.json().status).toBe('complete');
  });

  it('refuses a trial member on a paid station, an unknown station and a missing role', async () => {
    const trial = await createMember(t());
    await giveSubscription(t(), trial.id, { countryId, planName: FREE_TRIAL });
    const paidOnly = await t().injectAs(
      trial.token,
      post(`/api/station/${station.id}/started`, { role: 'candidate-1' }),
    );
    expect(paidOnly.statusCode).toBe(403);
    expect(paidOnly.json().message).toBe(messages.stationPaidOnly);
    const member = await paidMember();
    const missing = await t().injectAs(
      member.token,
      post('/api/station/999999/started', { role: 'candidate-1' }),
    );
    expect(missing.statusCode).toBe(404);
    for (const body of [null, {}, { role: 'doctor' }]) {
      const res = await t().injectAs(
        member.token,
        post(`/api/station/${station.id}/started`, body),
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await progressOf(member.id)).toBeUndefined();
  });
});

describe('POST /station/{id}/mark', () => {
  it('records the marking with the guide as marked, and the member’s status, mark and average', async () => {
    const member = await paidMember();
    const first = goodMarking();
    const res = await t().injectAs(member.token, post(`/api/station/${station.id}/mark`, first));
    expect(res.statusCode).toBe(200);
    // (1 + 1 + 3) of (1 + 2 + 2 + 5)
    expect(res.json()).toMatchObject({ success: true, status: 'complete', marking: { mark: 50 } });
    const [row] = await markingsOf(member.id);
    expect(row).toMatchObject({
      mark: 50,
      globalScore: 3,
      notes: first.notes,
      markedBy: member.id,
    });
    expect(row!.scores.map((s) => [s.points, s.max_marks])).toEqual([
      [1, 1],
      [1, 2],
      [0, 2],
    ]);
    expect(row!.scores[2]!.task).toBe('<p>Summarises</p>');

    const second = goodMarking({
      scores: guide.map((g) => ({ guide_id: g.id, points: g.max_marks })),
      global_score: 5,
      mark: 100,
      status: 'attempt_again',
    });
    await t().injectAs(member.token, post(`/api/station/${station.id}/mark`, second));
    expect(await progressOf(member.id)).toMatchObject({
      status: 'attempt_again',
      lastMark: 100,
      averageMark: 75,
      markingCount: 2,
    });
    const list = (await t().injectAs(member.token, { method: 'GET', url: '/api/stations' })).json();
    expect(list.find((s: { id: number }) => s.id === station.id)).toMatchObject({
      status: 'attempt_again',
      mark: 100,
      average: 75,
    });
  });

  it('refuses every kind of bad marking with 422 and records nothing', async () => {
    const member = await paidMember();
    const [a, b] = guide;
    const bad: unknown[] = [
      null,
      {},
      goodMarking({ scores: [{ guide_id: 999999, points: 1 }], mark: 0 }),
      goodMarking({
        scores: [
          { guide_id: a!.id, points: 1 },
          { guide_id: a!.id, points: 1 },
        ],
      }),
      goodMarking({ scores: [{ guide_id: b!.id, points: 3 }] }),
      goodMarking({ scores: [{ guide_id: b!.id, points: 1.5 }] }),
      goodMarking({ scores: [{ guide_id: b!.id, points: -1 }] }),
      goodMarking({ global_score: 6 }),
      goodMarking({ global_score: 2.5 }),
      goodMarking({ mark: 99 }),
      goodMarking({ status: 'hidden' }),
      goodMarking({ notes: 'a\u0000b' }),
      goodMarking({ notes: 'x'.repeat(20_001) }),
      goodMarking({ scores: 'all' }),
    ];
    for (const body of bad) {
      const res = await t().injectAs(member.token, post(`/api/station/${station.id}/mark`, body));
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 120)).toBe(422);
    }
    const mismatch = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/mark`, goodMarking({ mark: 99 })),
    );
    expect(mismatch.json().message).toBe(messages.markMismatch);
    expect(await markingsOf(member.id)).toHaveLength(0);
    expect(await progressOf(member.id)).toBeUndefined();
  });

  it('accepts a mark the client rounded to a whole number and records its own; refuses one further off', async () => {
    // Two one-mark items and the global score: 1 of 7 earns 14.2857..., recorded as 14.3.
    const sevenths = await createStation(t(), {
      markingGuide: [
        { task: '<p>Introduces self</p>', maxMarks: 1 },
        { task: '<p>Washes hands</p>', maxMarks: 1 },
      ],
    });
    const member = await paidMember();
    const items = (
      await t().injectAs(member.token, { method: 'GET', url: `/api/station/${sevenths.number}` })
    ).json().station_components.marking_guides as { id: number }[];
    const marking = (mark: number) => ({
      mark,
      notes: '',
      examiner_notes: '',
      scores: [{ guide_id: items[0]!.id, points: 1 }],
      global_score: 0,
      status: 'complete',
    });
    const url = `/api/station/${sevenths.id}/mark`;

    for (const mark of [14.9, 13.7, 15]) {
      const refused = await t().injectAs(member.token, post(url, marking(mark)));
      expect(refused.statusCode, String(mark)).toBe(422);
      expect(refused.json().message).toBe(messages.markMismatch);
    }
    expect(await markingsOf(member.id)).toHaveLength(0);

    const rounded = await t().injectAs(member.token, post(url, marking(14)));
    expect(rounded.statusCode).toBe(200);
    expect(rounded.json().marking.mark).toBe(14.3);
    const [row] = await markingsOf(member.id);
    expect(row!.mark).toBeCloseTo(14.3, 5);
  });

  it('does not let a member mark another member outside a group', async () => {
    const member = await paidMember();
    const other = await paidMember();
    const res = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/mark`, goodMarking({ user_id: other.id })),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.markForOthersInGroup);
    expect(await markingsOf(other.id)).toHaveLength(0);
    expect(await markingsOf(member.id)).toHaveLength(0);
  });

  it('keeps every one of several markings sent at once, with the count and average right', async () => {
    const member = await paidMember();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t().injectAs(member.token, post(`/api/station/${station.id}/mark`, goodMarking())),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(await markingsOf(member.id)).toHaveLength(6);
    expect(await progressOf(member.id)).toMatchObject({ markingCount: 6, averageMark: 50 });
  });
});

describe('POST /station/{id}/status', () => {
  it("sets the final status, and Don't save stats changes nothing", async () => {
    const member = await paidMember();
    const hidden = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/status`, { status: 'hidden' }),
    );
    expect(hidden.json()).toEqual({ success: true, status: 'not_attempted' });
    expect(await progressOf(member.id)).toBeUndefined();
    const res = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/status`, { status: 'attempt_again' }),
    );
    expect(res.json()).toEqual({ success: true, status: 'attempt_again' });
    const bad = await t().injectAs(
      member.token,
      post(`/api/station/${station.id}/status`, { status: 'done' }),
    );
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /user/save_timing', () => {
  it('saves the member’s preferred timings, shown by GET /user, and refuses options not in the lists', async () => {
    const member = await paidMember();
    const other = await paidMember();
    const before = (await t().injectAs(member.token, { method: 'GET', url: '/api/user' })).json();
    expect(before.preferred_timing).toEqual({ reading: 2, station: 6, question: 2, feedback: 2 });
    const timing = { reading: 0, station: 10, question: 4, feedback: 0 };
    const res = await t().injectAs(member.token, post('/api/user/save_timing', timing));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: messages.timingSaved,
      preferred_timing: timing,
    });
    const after = (await t().injectAs(member.token, { method: 'GET', url: '/api/user' })).json();
    expect(after.preferred_timing).toEqual(timing);
    const untouched = (await t().injectAs(other.token, { method: 'GET', url: '/api/user' })).json();
    expect(untouched.preferred_timing).toEqual({
      reading: 2,
      station: 6,
      question: 2,
      feedback: 2,
    });
    for (const body of [
      null,
      { ...timing, station: 1 },
      { ...timing, reading: 4 },
      { ...timing, feedback: 11 },
      { ...timing, question: 1.5 },
      { ...timing, question: '2' },
    ]) {
      const bad = await t().injectAs(member.token, post('/api/user/save_timing', body));
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    const kept = (await t().injectAs(member.token, { method: 'GET', url: '/api/user' })).json();
    expect(kept.preferred_timing).toEqual(timing);
  });
});

describe('GET /user/stats after markings', () => {
  it('counts the stations marked, averages the marks and names the best specialty', async () => {
    const member = await paidMember();
    const neuro = await createStation(t(), {
      taxonIds: { specialties: [2] },
      markingGuide: [{ task: '<p>Tests power</p>', maxMarks: 5 }],
    });
    const neuroGuide = (
      await t().injectAs(member.token, { method: 'GET', url: `/api/station/${neuro.number}` })
    ).json().station_components.marking_guides as { id: number; max_marks: number }[];
    // Cardiology (the station above): 50. Neurology: 100 and 50, mean 75.
    await t().injectAs(member.token, post(`/api/station/${station.id}/mark`, goodMarking()));
    for (const points of [5, 0]) {
      const scores = [{ guide_id: neuroGuide[0]!.id, points }];
      const global = 5;
      await t().injectAs(
        member.token,
        post(`/api/station/${neuro.id}/mark`, {
          ...goodMarking(),
          scores,
          global_score: global,
          mark: markFor(scores, global, neuroGuide),
        }),
      );
    }
    const stats = (
      await t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' })
    ).json();
    // The dashboard's three figures, part of My Stats' answer (stats.routes.test.ts has the rest).
    expect(stats).toMatchObject({
      stations_completed: 2,
      // (50 + 100 + 50) / 3, shown as a whole percentage.
      average_grade: 67,
      best_specialty: 'Neurology',
    });
    const other = await paidMember();
    const none = (
      await t().injectAs(other.token, { method: 'GET', url: '/api/user/stats' })
    ).json();
    expect(none).toMatchObject({
      stations_completed: 0,
      average_grade: null,
      best_specialty: null,
    });
  });
});
