// The member caches through the API: with one process they keep a member's list and stats until
// the member's own writes announce a change; while the process cannot hear every change (its Redis
// link is down) they are bypassed and every read sees the database.
import { describe, expect, it, vi } from 'vitest';
import { stationMarkings, stationProgress } from '../../db/schema/index.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';

/** A paid member, a station, and what the member sees of it in their list and their stats. */
async function memberAndStation(t: TestApp) {
  await createTaxons(t);
  const station = await createStation(t);
  const member = await memberWith(t, 'paid');
  const get = (url: string) => t.injectAs(member.token, { method: 'GET', url });
  return {
    member,
    station,
    listed: async () =>
      (await get('/api/stations')).json().find((s: { id: number }) => s.id === station.id),
    completed: async () =>
      (await get('/api/user/stats')).json().completed.map((s: { id: number }) => s.id),
  };
}

/** Records a completed marking straight in the database, as another process's write would be. */
async function writeBehindTheirBack(t: TestApp, userId: number, stationId: number) {
  const now = t.clock.now();
  await t.database.db.insert(stationMarkings).values({
    userId,
    stationId,
    markedBy: userId,
    createdAt: now,
    mark: 50,
    globalScore: 3,
    scores: [],
    notes: '',
    examinerNotes: '',
  });
  await t.database.db
    .insert(stationProgress)
    .values({
      userId,
      stationId,
      status: 'complete',
      favourited: true,
      lastMark: 50,
      averageMark: 50,
      markingCount: 1,
      latestCompletion: now,
    })
    .onConflictDoUpdate({
      target: [stationProgress.userId, stationProgress.stationId],
      set: { status: 'complete', favourited: true, lastMark: 50, latestCompletion: now },
    });
}

describe('member caches on one process', () => {
  const t = useTestApp({ catalogue: false });

  it("keep the member's list and stats until the member's own write announces a change", async () => {
    const { member, station, listed, completed } = await memberAndStation(t());
    expect(await listed()).toMatchObject({ status: 'not_attempted', favourited: false });
    expect(await completed()).toEqual([]);

    await writeBehindTheirBack(t(), member.id, station.id);
    expect(await listed()).toMatchObject({ status: 'not_attempted', favourited: false });
    expect(await completed()).toEqual([]);

    // Any write of theirs through the API (a star here) announces it: both are read afresh.
    const starred = await t().injectAs(
      member.token,
      jsonPost(`/api/station/${station.number}/favourite`, { favourited: true }),
    );
    expect(starred.statusCode, starred.body).toBe(200);
    expect(await listed()).toMatchObject({ status: 'complete', favourited: true });
    expect(await completed()).toEqual([station.id]);
  });
});

describe('member caches while this process may be missing events', () => {
  const t = useTestApp({ catalogue: false });

  it('are bypassed: a write no event announced is seen at once', async () => {
    const { member, station, listed, completed } = await memberAndStation(t());
    expect(await listed()).toMatchObject({ status: 'not_attempted', favourited: false });
    expect(await completed()).toEqual([]);

    // As while the link to Redis is down (lib/event-bridge.ts): every read goes to the database.
    const notLive = vi.spyOn(t().app.ctx.coherence, 'isLive').mockReturnValue(false);
    try {
      await writeBehindTheirBack(t(), member.id, station.id);
      expect(await listed()).toMatchObject({ status: 'complete', favourited: true });
      expect(await completed()).toEqual([station.id]);
    } finally {
      notLive.mockRestore();
    }
  });
});
