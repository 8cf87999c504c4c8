// The member caches on two server processes sharing one database and one Redis: a member's write on
// one process shows in their station list and stats on the other at once, though both keep them
// cached. The two processes are two apps in this test process, each with its own Redis
// connections (test/two-apps-on-redis.ts). Run on PostgreSQL with DATABASE_URL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markFor } from '@osce/shared/stations/scoring';
import { stationProgress } from '../../db/schema/index.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { heardBy, redisAvailable, useTwoAppsOnRedis } from '../../test/two-apps-on-redis.ts';

const { t, second } = useTwoAppsOnRedis();

describe.skipIf(!redisAvailable)('member caches on two server processes sharing Redis', () => {
  it("shows a marking made on one process in the member's list and stats on the other at once", async () => {
    await createTaxons(t());
    const station = await createStation(t(), {
      markingGuide: [
        { task: '<p>Introduces self</p>', maxMarks: 2 },
        { task: '<p>Summarises</p>', maxMarks: 2 },
      ],
    });
    const member = await memberWith(t(), 'paid');
    const onSecond = (url: string) =>
      second().inject({ method: 'GET', url, headers: { authorization: `Bearer ${member.token}` } });
    const listed = async () =>
      (await onSecond('/api/stations')).json().find((s: { id: number }) => s.id === station.id);

    // The second process reads and keeps the member's list and stats.
    expect(await listed()).toMatchObject({ status: 'not_attempted', favourited: false });
    expect((await onSecond('/api/user/stats')).json().completed).toEqual([]);
    // A write no event announces is not seen there: the answers really are kept.
    await t()
      .database.db.insert(stationProgress)
      .values({ userId: member.id, stationId: station.id, favourited: true })
      .onConflictDoNothing();
    expect(await listed()).toMatchObject({ favourited: false });

    const guide = (
      await t().injectAs(member.token, { method: 'GET', url: `/api/station/${station.number}` })
    ).json().station_components.marking_guides as { id: number; max_marks: number }[];
    const scores = guide.map((g) => ({ guide_id: g.id, points: g.max_marks }));
    const heard = heardBy(
      second(),
      'study.member_records_changed',
      (payload) => payload.userId === member.id,
    );
    const marked = await t().injectAs(
      member.token,
      jsonPost(`/api/station/${station.id}/mark`, {
        mark: markFor(scores, 5, guide),
        notes: '',
        examiner_notes: '',
        scores,
        global_score: 5,
        status: 'complete',
      }),
    );
    expect(marked.statusCode, marked.body).toBe(200);
    await heard;

    expect(await listed()).toMatchObject({ status: 'complete', favourited: true });
    expect((await listed()).mark).toBeGreaterThan(0);
    const stats = (await onSecond('/api/user/stats')).json();
    expect(
      stats.completed.map((s: { id: number; attempts: number }) => [s.id, s.attempts]),
    ).toEqual([[station.id, 1]]);
    // The first process, which made the write, shows it too.
    const own = await t().injectAs(member.token, { method: 'GET', url: '/api/stations' });
    expect(own.json().find((s: { id: number }) => s.id === station.id).status).toBe('complete');
    const progress = await t()
      .database.db.select()
      .from(stationProgress)
      .where(and(eq(stationProgress.userId, member.id), eq(stationProgress.stationId, station.id)));
    expect(progress[0]?.status).toBe('complete');
  });
});
