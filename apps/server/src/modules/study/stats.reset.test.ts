// My Stats' reset and a station's marking history: what a reset deletes and keeps (and what the
// study list then shows), history newest first with the guide as it was marked, and members kept
// apart: nobody reads or resets another member's markings.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { markFor } from '@osce/shared/stations/scoring';
import { markingsAnswerSchema, statsAnswerSchema } from '@osce/shared/schemas/stats';
import { stationMarkings, stationProgress } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../users/users.test-support.ts';
import { NOW, recordMarkings } from './stats.test-support.ts';

const t = useTestApp({ catalogue: false });
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let countryId: number;

async function paidMember(): Promise<TestMember> {
  const member = await createMember(t());
  await giveSubscription(t(), member.id, { countryId });
  return member;
}

const markingCount = async (userId: number, stationId?: number) =>
  (
    await t()
      .database.db.select({ id: stationMarkings.id })
      .from(stationMarkings)
      .where(
        stationId === undefined
          ? eq(stationMarkings.userId, userId)
          : and(eq(stationMarkings.userId, userId), eq(stationMarkings.stationId, stationId)),
      )
  ).length;

const progressOf = async (userId: number, stationId: number) =>
  (
    await t()
      .database.db.select()
      .from(stationProgress)
      .where(and(eq(stationProgress.userId, userId), eq(stationProgress.stationId, stationId)))
  )[0];

async function reset(member: TestMember, body: Record<string, unknown>) {
  return t().injectAs(member.token, jsonPost('/api/user/reset_stats', { reset: true, ...body }));
}

async function listEntry(member: TestMember, stationId: number) {
  const list = await t().injectAs(member.token, { method: 'GET', url: '/api/stations' });
  return list.json().find((s: { id: number }) => s.id === stationId);
}

const history = (member: TestMember, stationId: number) =>
  t().injectAs(member.token, { method: 'GET', url: `/api/station/${stationId}/markings` });

beforeAll(async () => {
  (t().clock as ManualClock).set(NOW);
  countryId = (await createCountry(t().database.db, { code: 'US' })).id;
  await createTaxons(t());
});

describe('POST /user/reset_stats', () => {
  it('resets one station: its markings go, the star stays, the list shows Not Attempted', async () => {
    const member = await paidMember();
    const starred = await createStation(t());
    const other = await createStation(t());
    await recordMarkings(t(), member.id, starred.id, 'complete', [
      [80, daysAgo(3)],
      [60, daysAgo(2)],
    ]);
    await recordMarkings(t(), member.id, other.id, 'attempt_again', [[40, daysAgo(1)]]);
    await t().injectAs(
      member.token,
      jsonPost(`/api/station/${starred.number}/favourite`, { favourited: true }),
    );
    expect(await listEntry(member, starred.id)).toMatchObject({ status: 'complete', mark: 60 });

    const res = await reset(member, { station_id: starred.id, date: '3-months' });
    expect(res.statusCode).toBe(200);
    const stats = statsAnswerSchema.parse(res.json());
    expect(stats).toMatchObject({ period: '3-months', completed: [], average_mark: 40 });
    expect(stats.attempt_again.map((s) => s.id)).toEqual([other.id]);
    expect(await markingCount(member.id, starred.id)).toBe(0);
    expect(await markingCount(member.id, other.id)).toBe(1);
    expect(await progressOf(member.id, starred.id)).toMatchObject({
      status: null,
      favourited: true,
      lastMark: null,
      averageMark: null,
      markingCount: 0,
      latestCompletion: null,
    });
    // At once, though the member's list was ready in memory before the reset.
    expect(await listEntry(member, starred.id)).toMatchObject({
      status: 'not_attempted',
      favourited: true,
      mark: null,
      average: null,
      latest_completion: null,
    });
    expect(await listEntry(member, other.id)).toMatchObject({ status: 'attempt_again', mark: 40 });

    // Again, or a station never studied: nothing to reset, the same stats. No such station: 404.
    const again = await reset(member, { station_id: starred.id, date: '3-months' });
    expect(again.json()).toEqual(stats);
    const untouched = await createStation(t());
    expect((await reset(member, { station_id: untouched.id })).statusCode).toBe(200);
    const missing = await reset(member, { station_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.stationNotFound);
  });

  it('resets everything when no station is named, and answers for the period asked', async () => {
    const member = await paidMember();
    const a = await createStation(t());
    const b = await createStation(t());
    await recordMarkings(t(), member.id, a.id, 'complete', [[70, daysAgo(40)]]);
    await recordMarkings(t(), member.id, b.id, 'attempt_again', [[50, daysAgo(1)]]);
    const res = await reset(member, { station_id: null, date: 'last-month' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      period: 'last-month',
      average_mark: null,
      completed: [],
      attempt_again: [],
      chart_data: { specialties: [], types: [], systems: [] },
      stations_completed: 0,
    });
    expect(await markingCount(member.id)).toBe(0);
    for (const station of [a, b]) {
      expect(await progressOf(member.id, station.id)).toMatchObject({ status: null });
      expect((await listEntry(member, station.id)).status).toBe('not_attempted');
    }
  });

  it('never touches another member’s markings, and another member never sees them', async () => {
    const a = await paidMember();
    const b = await paidMember();
    const station = await createStation(t());
    await recordMarkings(t(), a.id, station.id, 'complete', [
      [90, daysAgo(2)],
      [70, daysAgo(1)],
    ]);
    const statsOfB = await t().injectAs(b.token, { method: 'GET', url: '/api/user/stats' });
    expect(statsOfB.json()).toMatchObject({ average_mark: null, completed: [], attempt_again: [] });
    const historyOfB = await history(b, station.id);
    expect(historyOfB.statusCode).toBe(200);
    expect(historyOfB.json().markings).toEqual([]);

    for (const body of [{ station_id: station.id }, { station_id: null }]) {
      expect((await reset(b, body)).statusCode).toBe(200);
    }
    expect(await markingCount(a.id, station.id)).toBe(2);
    expect(await progressOf(a.id, station.id)).toMatchObject({ status: 'complete' });
    expect((await history(a, station.id)).json().markings).toHaveLength(2);
  });

  it('keeps the progress row true to the markings when markings and a reset arrive at once', async () => {
    const member = await paidMember();
    const station = await createStation(t());
    const detail = await t().injectAs(member.token, {
      method: 'GET',
      url: `/api/station/${station.number}`,
    });
    const guide = detail.json().station_components.marking_guides as {
      id: number;
      max_marks: number;
    }[];
    const scores = guide.map((g) => ({ guide_id: g.id, points: g.max_marks }));
    const marking = {
      mark: markFor(scores, 5, guide),
      notes: '',
      examiner_notes: '',
      scores,
      global_score: 5,
      status: 'complete',
    };
    const mark = () =>
      t().injectAs(member.token, jsonPost(`/api/station/${station.id}/mark`, marking));
    const answers = await Promise.all([mark(), reset(member, {}), mark(), mark()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const left = await markingCount(member.id, station.id);
    const progress = await progressOf(member.id, station.id);
    expect(progress!.markingCount).toBe(left);
    expect(progress!.lastMark).toBe(left ? 100 : null);
  });
});

describe('GET /station/{id}/markings', () => {
  it('lists the member’s markings newest first, each with the guide as it was marked', async () => {
    const member = await paidMember();
    const station = await createStation(t(), {
      markingGuide: [
        { task: '<p>Introduces self</p>', maxMarks: 1 },
        { task: '<p>Asks about onset</p>', maxMarks: 2 },
      ],
    });
    const detail = await t().injectAs(member.token, {
      method: 'GET',
      url: `/api/station/${station.number}`,
    });
    const guide = detail.json().station_components.marking_guides as {
      id: number;
      max_marks: number;
    }[];
    const send = (points: number[], globalScore: number, notes: string) => {
      const scores = guide.map((g, i) => ({ guide_id: g.id, points: points[i]! }));
      return t().injectAs(
        member.token,
        jsonPost(`/api/station/${station.id}/mark`, {
          mark: markFor(scores, globalScore, guide),
          notes,
          examiner_notes: 'Seen by Dr Who',
          scores,
          global_score: globalScore,
          status: 'attempt_again',
        }),
      );
    };
    expect((await send([1, 0], 2, 'First go')).statusCode).toBe(200);
    (t().clock as ManualClock).advance(60_000);
    expect((await send([1, 2], 5, 'Second go')).statusCode).toBe(200);
    // The station is edited afterwards: the guide's wording and marks change.
    await createStation(t(), {
      number: station.number,
      markingGuide: [
        { task: '<p>Introduces self and role</p>', maxMarks: 2 },
        { task: '<p>Asks about onset</p>', maxMarks: 2 },
      ],
    });

    const res = await history(member, station.id);
    expect(res.statusCode).toBe(200);
    const answer = markingsAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ id: station.id, number: station.number, name: station.name });
    expect(answer.guides.map((g) => [g.task, g.max_marks])).toEqual([
      ['<p>Introduces self and role</p>', 2],
      ['<p>Asks about onset</p>', 2],
    ]);
    expect(answer.markings.map((m) => [m.created, m.mark, m.global_score, m.notes.notes])).toEqual([
      [new Date(NOW.getTime() + 60_000).toISOString(), 100, 5, 'Second go'],
      [NOW.toISOString(), 37.5, 2, 'First go'], // (1 + 0 + 2) of (1 + 2 + 5)
    ]);
    expect(answer.markings[1]!.notes.examiner_notes).toBe('Seen by Dr Who');
    expect(answer.markings[1]!.scores).toEqual([
      // A version 1 station's items: no domain, not critical.
      {
        guide_id: guide[0]!.id,
        task: '<p>Introduces self</p>',
        max_marks: 1,
        points: 1,
        domain: null,
        critical: false,
      },
      {
        guide_id: guide[1]!.id,
        task: '<p>Asks about onset</p>',
        max_marks: 2,
        points: 0,
        domain: null,
        critical: false,
      },
    ]);

    const unknown = await history(member, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.stationNotFound);
  });
});
