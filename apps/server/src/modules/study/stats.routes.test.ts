// My Stats: the member's figures over a period of their own markings (averages, the stations by
// final status, the chart series), the dashboard's three figures from the same answer, the study
// access rule, and input that is refused without a 500. Reset and history: stats.reset.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { statsAnswerSchema, type StatsAnswer } from '@osce/shared/schemas/stats';
import { stationMarkings, stations } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { giveSubscription } from '../users/users.test-support.ts';
import { monthsBefore } from './stats.service.ts';
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

async function statsOf(member: TestMember, date?: string): Promise<StatsAnswer> {
  const res = await t().injectAs(member.token, jsonPost('/api/user/stats', { date }));
  expect(res.statusCode, date).toBe(200);
  return statsAnswerSchema.parse(res.json());
}

beforeAll(async () => {
  (t().clock as ManualClock).set(NOW);
  countryId = (await createCountry(t().database.db, { code: 'US' })).id;
  await createTaxons(t());
});

describe('the period', () => {
  it('counts months on the calendar, the day kept within a shorter month', () => {
    expect(monthsBefore(NOW, 3).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2024-03-31T08:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T08:00:00.000Z',
    );
    expect(monthsBefore(new Date('2026-01-15T00:00:00Z'), 6).toISOString()).toBe(
      '2025-07-15T00:00:00.000Z',
    );
  });

  it('takes only the period’s markings: two months old is in 3-months, not in last-month', async () => {
    const member = await paidMember();
    const station = await createStation(t());
    const again = await createStation(t());
    await recordMarkings(t(), member.id, station.id, 'complete', [
      [80, daysAgo(1)],
      [60, new Date('2026-03-31T12:00:00Z')], // two months old
      [40, new Date('2026-02-28T12:00:00Z')], // exactly three months: the boundary counts
      [20, new Date('2025-09-30T12:00:00Z')], // eight months old
    ]);
    await recordMarkings(t(), member.id, again.id, 'attempt_again', [
      [10, new Date('2025-10-01T12:00:00Z')],
    ]);

    const all = await statsOf(member, 'all');
    expect(all.average_mark).toBe(42); // (80 + 60 + 40 + 20 + 10) / 5
    expect(all.completed).toEqual([
      {
        id: station.id,
        number: station.number,
        name: station.name,
        mark: 80,
        average: 50,
        attempts: 4,
        latest_completion: daysAgo(1).toISOString(),
      },
    ]);
    expect(all.attempt_again.map((s) => [s.id, s.attempts, s.mark])).toEqual([[again.id, 1, 10]]);
    // GET is the same answer for all time: the profile dashboard reads it.
    const get = await t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' });
    expect(get.json()).toEqual(all);

    const lastMonth = await statsOf(member, 'last-month');
    expect(lastMonth.average_mark).toBe(80);
    expect(lastMonth.completed.map((s) => [s.attempts, s.average])).toEqual([[1, 80]]);
    expect(lastMonth.attempt_again).toEqual([]);
    const threeMonths = await statsOf(member, '3-months');
    expect(threeMonths.average_mark).toBe(60); // (80 + 60 + 40) / 3
    expect(threeMonths.completed[0]).toMatchObject({ attempts: 3, mark: 80, average: 60 });
    const sixMonths = await statsOf(member, '6-months');
    expect(sixMonths.completed[0]!.attempts).toBe(3);
    expect(sixMonths).toMatchObject({ period: '6-months', attempt_again: [] });

    // Nothing in the period: no average, nothing listed, no bars; not an error.
    const newcomer = await paidMember();
    expect(await statsOf(newcomer, 'last-month')).toEqual({
      period: 'last-month',
      average_mark: null,
      attempt_again: [],
      completed: [],
      chart_data: { specialties: [], types: [], systems: [], domains: [] },
      stations_completed: 0,
      average_grade: null,
      best_specialty: null,
    });
  });
});

describe('an answer kept ready', () => {
  it('follows the member’s own writes and time passing, with no write at all', async () => {
    const member = await paidMember();
    const station = await createStation(t());
    const clock = t().clock as ManualClock;
    // Half a minute inside last month's period.
    const nearEdge = new Date(monthsBefore(NOW, 1).getTime() + 30_000);
    await recordMarkings(t(), member.id, station.id, 'complete', [[70, nearEdge]]);
    expect((await statsOf(member, 'last-month')).average_mark).toBe(70);
    expect((await statsOf(member, 'all')).completed).toHaveLength(1);

    // The final status changes: the station moves tabs at once.
    const status = await t().injectAs(
      member.token,
      jsonPost(`/api/station/${station.id}/status`, { status: 'attempt_again' }),
    );
    expect(status.statusCode).toBe(200);
    const moved = await statsOf(member, 'all');
    expect([moved.completed.length, moved.attempt_again.length]).toEqual([0, 1]);
    expect((await statsOf(member, 'last-month')).attempt_again).toHaveLength(1);

    // 45 seconds on, the marking has left last month's period, though nothing was written (and
    // the library held in memory, reloaded each minute, is still the same).
    clock.advance(45_000);
    try {
      expect(await statsOf(member, 'last-month')).toMatchObject({
        average_mark: null,
        attempt_again: [],
      });
      expect((await statsOf(member, 'all')).average_mark).toBe(70);
    } finally {
      clock.set(NOW);
    }
  });
});

describe('the lists and the charts', () => {
  it('lists stations by their current status, latest first, and averages each taxon by hand', async () => {
    const member = await paidMember();
    // Specialties: Cardiology (1), Neurology (2); types: History Taking (1), Examination (2);
    // systems: Cardiovascular (1), Nervous System (2), this station listing 2 before 1.
    const heart = await createStation(t(), {
      taxonIds: { specialties: [1], types: [1], systems: [2, 1] },
    });
    const head = await createStation(t(), {
      taxonIds: { specialties: [1, 2], types: [2], systems: [] },
    });
    const started = await createStation(t(), { taxonIds: { systems: [] } });
    await recordMarkings(t(), member.id, heart.id, 'complete', [[90, daysAgo(3)]]);
    await recordMarkings(t(), member.id, head.id, 'attempt_again', [
      [65, daysAgo(5)],
      [30, daysAgo(2)],
    ]);
    // Marked, then begun again: counted in the averages, listed in neither tab.
    await recordMarkings(t(), member.id, started.id, 'incomplete', [[50, daysAgo(4)]]);

    const stats = await statsOf(member);
    expect(stats.completed.map((s) => s.id)).toEqual([heart.id]);
    expect(stats.attempt_again).toEqual([
      expect.objectContaining({ id: head.id, mark: 30, average: 47.5, attempts: 2 }),
    ]);
    // Cardiology: the heart (90), the head (65, 30) and the started station (50), which has the
    // factory's Cardiology and History Taking: (90 + 65 + 30 + 50) / 4 = 58.75, shown as 58.8.
    // Neurology: the head only, (65 + 30) / 2 = 47.5.
    expect(stats.chart_data.specialties).toEqual([
      { label: 'Cardiology', average: 58.8 },
      { label: 'Neurology', average: 47.5 },
    ]);
    // History Taking: heart 90 and started 50, 70; Examination: head, 47.5.
    expect(stats.chart_data.types).toEqual([
      { label: 'History Taking', average: 70 },
      { label: 'Examination', average: 47.5 },
    ]);
    // Only the heart has systems: both at 90, a tie shown by name, not in the station's order.
    expect(stats.chart_data.systems).toEqual([
      { label: 'Cardiovascular', average: 90 },
      { label: 'Nervous System', average: 90 },
    ]);
    expect(stats.average_mark).toBe(58.8); // (90 + 65 + 30 + 50) / 4
    expect(stats).toMatchObject({
      stations_completed: 1,
      average_grade: 59,
      best_specialty: 'Cardiology',
    });
  });

  it('orders each tab by the latest marking, and ties between bars by name', async () => {
    const member = await paidMember();
    const older = await createStation(t(), { taxonIds: { specialties: [2] } });
    const newer = await createStation(t(), { taxonIds: { specialties: [1] } });
    await recordMarkings(t(), member.id, older.id, 'complete', [[70, daysAgo(9)]]);
    await recordMarkings(t(), member.id, newer.id, 'complete', [[70, daysAgo(1)]]);
    const stats = await statsOf(member);
    expect(stats.completed.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(stats.chart_data.specialties.map((s) => s.label)).toEqual(['Cardiology', 'Neurology']);
    expect(stats.stations_completed).toBe(2);
  });

  it('leaves a retired station out of everything, and its history with it', async () => {
    const member = await paidMember();
    const kept = await createStation(t(), { taxonIds: { specialties: [1] } });
    const retired = await createStation(t(), { taxonIds: { specialties: [2] } });
    await recordMarkings(t(), member.id, kept.id, 'complete', [[40, daysAgo(2)]]);
    await recordMarkings(t(), member.id, retired.id, 'complete', [[100, daysAgo(1)]]);
    expect((await statsOf(member)).stations_completed).toBe(2);

    await t()
      .database.db.update(stations)
      .set({ retiredAt: NOW })
      .where(eq(stations.id, retired.id));
    t().app.ctx.events.emit('content.changed', { domain: 'study' });
    await t().settled();
    const stats = await statsOf(member);
    expect(stats.completed.map((s) => s.id)).toEqual([kept.id]);
    expect(stats.average_mark).toBe(40);
    expect(stats.chart_data.specialties).toEqual([{ label: 'Cardiology', average: 40 }]);
    const history = await t().injectAs(member.token, {
      method: 'GET',
      url: `/api/station/${retired.id}/markings`,
    });
    expect(history.statusCode).toBe(404);
    expect(history.json().message).toBe(messages.stationNotFound);
    // Kept in the database: a station that comes back brings its history back.
    const rows = await t()
      .database.db.select()
      .from(stationMarkings)
      .where(eq(stationMarkings.stationId, retired.id));
    expect(rows).toHaveLength(1);
  });
});

describe('who may ask', () => {
  it('refuses the stats screen’s calls without a subscription; the dashboard still answers', async () => {
    const member = await createMember(t());
    const station = await createStation(t());
    await recordMarkings(t(), member.id, station.id, 'complete', [[75, daysAgo(1)]]);
    const calls = [
      jsonPost('/api/user/stats', { date: 'all' }),
      jsonPost('/api/user/reset_stats', { reset: true, station_id: null }),
      { method: 'GET' as const, url: `/api/station/${station.id}/markings` },
    ];
    for (const call of calls) {
      const label = `${call.method} ${String(call.url)}`;
      const res = await t().injectAs(member.token, call);
      expect(res.statusCode, label).toBe(403);
      expect(res.json().message).toBe(messages.purchaseNeeded);
      expect((await t().app.inject(call)).statusCode, label).toBe(401);
    }
    const kept = await t()
      .database.db.select()
      .from(stationMarkings)
      .where(eq(stationMarkings.userId, member.id));
    expect(kept).toHaveLength(1);
    const dashboard = await t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ stations_completed: 1, average_grade: 75 });
    expect((await t().app.inject({ method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it('refuses with 422 and a message, never a 500, and resets nothing', async () => {
    const member = await paidMember();
    const station = await createStation(t());
    await recordMarkings(t(), member.id, station.id, 'complete', [[75, daysAgo(1)]]);
    const refusals: [string, unknown, string][] = [
      ['/api/user/stats', { date: 'forever' }, 'Please choose a time period.'],
      ['/api/user/stats', { date: 'all\u0000' }, 'Please choose a time period.'],
      ['/api/user/stats', { date: ['all'] }, 'Please choose a time period.'],
      ['/api/user/reset_stats', null, 'Please confirm the reset.'],
      ['/api/user/reset_stats', {}, 'Please confirm the reset.'],
      ['/api/user/reset_stats', { reset: false }, 'Please confirm the reset.'],
      ['/api/user/reset_stats', { reset: 'true' }, 'Please confirm the reset.'],
      ['/api/user/reset_stats', { reset: true, station_id: 'x' }, 'Station ids are whole numbers.'],
      ['/api/user/reset_stats', { reset: true, station_id: 1.5 }, 'Station ids are whole numbers.'],
      ['/api/user/reset_stats', { reset: true, station_id: 0 }, 'Station ids are whole numbers.'],
      [
        '/api/user/reset_stats',
        { reset: true, station_id: 2 ** 31 },
        'Station ids are whole numbers.',
      ],
      ['/api/user/reset_stats', { reset: true, date: 'forever' }, 'Please choose a time period.'],
    ];
    for (const [url, body, message] of refusals) {
      const res = await t().injectAs(member.token, jsonPost(url, body));
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    for (const id of ['x', '0', '1.5', '-1', '99999999999', '%00']) {
      const res = await t().injectAs(member.token, {
        method: 'GET',
        url: `/api/station/${id}/markings`,
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
      expect(res.json().message, id).toEqual(expect.any(String));
    }
    const garbled = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/reset_stats',
      headers: { 'content-type': 'application/json' },
      payload: '{"reset": tru',
    });
    expect(garbled.statusCode).toBe(400);
    expect((await statsOf(member)).completed).toHaveLength(1);
  });
});
