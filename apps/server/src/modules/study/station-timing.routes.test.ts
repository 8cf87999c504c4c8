// Timing a version 2 station (docs/station-run.md, 'Timing a version 2 station'): a member's own
// minutes for one station, their exam preset, both on GET /station/{code}; each member's their own;
// every write announced to the member caches; bad input refused with a clear 4xx.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { jsonPost as post } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';

const t = useTestApp({ catalogue: false });

let countryId: number;
let station: Awaited<ReturnType<typeof createStation>>;
let trialStation: Awaited<ReturnType<typeof createStation>>;
const recommended = { reading: 1, station: 10, question: 2, feedback: 3 };
const mine = { reading: 3, station: 9, question: 1, feedback: 5 };

async function paidMember(): Promise<TestMember> {
  const member = await createMember(t());
  await giveSubscription(t(), member.id, { countryId });
  return member;
}

const detailOf = async (member: TestMember, number = station.number) =>
  (await t().injectAs(member.token, { method: 'GET', url: `/api/station/${number}` })).json();

/** The member ids announced with study.member_records_changed while `act` runs. */
async function announced(act: () => Promise<unknown>): Promise<number[]> {
  const ids: number[] = [];
  const stop = t().app.ctx.events.tap((event, payload) => {
    if (event === 'study.member_records_changed') ids.push((payload as { userId: number }).userId);
  });
  try {
    await act();
  } finally {
    stop();
  }
  return ids;
}

beforeAll(async () => {
  countryId = (await createCountry(t().database.db, { code: 'US' })).id;
  await createTaxons(t());
  station = await createStation(t(), { recommendedTiming: recommended });
  trialStation = await createStation(t(), { availableToTrial: true });
});

describe('GET /station/{code}: saved_timing and exam_preset', () => {
  it('are null until the member saves them, beside the station’s recommended timing', async () => {
    const detail = await detailOf(await paidMember());
    expect(detail.saved_timing).toBeNull();
    expect(detail.exam_preset).toBeNull();
    expect(detail.station.recommended_timing).toEqual(recommended);
  });

  it('are not in the public preview', async () => {
    await createStation(t(), { preview: true, availableToTrial: true });
    const res = await t().app.inject({ method: 'GET', url: '/api/preview' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('saved_timing');
    expect(res.json()).not.toHaveProperty('exam_preset');
  });
});

describe('POST /user/save_station_timing and /user/clear_station_timing', () => {
  it('saves the member’s minutes for this station only, for this member only', async () => {
    const member = await paidMember();
    const other = await paidMember();
    const ids = await announced(async () => {
      const res = await t().injectAs(
        member.token,
        post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: messages.stationTimingSaved,
        station_id: station.id,
        saved_timing: mine,
      });
    });
    expect(ids).toEqual([member.id]);
    expect((await detailOf(member)).saved_timing).toEqual(mine);
    // Another station, another member, and the preferred timing are untouched.
    expect((await detailOf(member, trialStation.number)).saved_timing).toBeNull();
    expect((await detailOf(other)).saved_timing).toBeNull();
    const user = (await t().injectAs(member.token, { method: 'GET', url: '/api/user' })).json();
    expect(user.preferred_timing).toEqual({ reading: 2, station: 6, question: 2, feedback: 2 });

    // Saving again replaces it.
    const again = { ...mine, station: 4 };
    await t().injectAs(
      member.token,
      post('/api/user/save_station_timing', { station_id: station.id, ...again }),
    );
    expect((await detailOf(member)).saved_timing).toEqual(again);
  });

  it('forgets it again, announced too; forgetting what was never saved is fine', async () => {
    const member = await paidMember();
    const other = await paidMember();
    for (const who of [member, other]) {
      await t().injectAs(
        who.token,
        post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
      );
    }
    const ids = await announced(async () => {
      const res = await t().injectAs(
        member.token,
        post('/api/user/clear_station_timing', { station_id: station.id }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: messages.stationTimingCleared,
        station_id: station.id,
        saved_timing: null,
      });
    });
    expect(ids).toEqual([member.id]);
    expect((await detailOf(member)).saved_timing).toBeNull();
    // The second member's own is theirs: the first member's clear did not touch it.
    expect((await detailOf(other)).saved_timing).toEqual(mine);
    const twice = await t().injectAs(
      member.token,
      post('/api/user/clear_station_timing', { station_id: station.id }),
    );
    expect(twice.statusCode).toBe(200);
  });

  it('refuses a station that does not exist, and a trial member’s paid-only station', async () => {
    const member = await paidMember();
    for (const url of ['/api/user/save_station_timing', '/api/user/clear_station_timing']) {
      const res = await t().injectAs(member.token, post(url, { station_id: 987_654, ...mine }));
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(messages.stationNotFound);
    }
    const trial = await createMember(t());
    await giveSubscription(t(), trial.id, { countryId, planName: FREE_TRIAL });
    const paidOnly = await t().injectAs(
      trial.token,
      post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
    );
    expect(paidOnly.statusCode).toBe(403);
    expect(paidOnly.json().message).toBe(messages.stationPaidOnly);
    const free = await t().injectAs(
      trial.token,
      post('/api/user/save_station_timing', { station_id: trialStation.id, ...mine }),
    );
    expect(free.statusCode).toBe(200);
  });

  it('refuses bad bodies with 422 and keeps what was saved', async () => {
    const member = await paidMember();
    await t().injectAs(
      member.token,
      post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
    );
    for (const body of [
      null,
      [],
      'station',
      {},
      { ...mine },
      { station_id: station.id, ...mine, station: 1 },
      { station_id: station.id, ...mine, reading: 4 },
      { station_id: station.id, ...mine, question: 1.5 },
      { station_id: station.id, ...mine, feedback: '2' },
      { station_id: `${station.id}\u0000`, ...mine },
      { station_id: 'x'.repeat(100_000), ...mine },
      { station_id: 0, ...mine },
      { station_id: -1, ...mine },
      { station_id: 2 ** 31, ...mine },
      { station_id: 1.5, ...mine },
    ]) {
      const res = await t().injectAs(member.token, post('/api/user/save_station_timing', body));
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(422);
    }
    for (const body of [null, {}, { station_id: 'abc' }, { station_id: '\u0000' }]) {
      const res = await t().injectAs(member.token, post('/api/user/clear_station_timing', body));
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await detailOf(member)).saved_timing).toEqual(mine);
  });

  it('needs a signed-in member with access', async () => {
    const anonymous = await t().app.inject(
      post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
    );
    expect(anonymous.statusCode).toBe(401);
    const lapsed = await createMember(t());
    const none = await t().injectAs(
      lapsed.token,
      post('/api/user/save_station_timing', { station_id: station.id, ...mine }),
    );
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(messages.purchaseNeeded);
  });
});

describe('POST /user/save_exam_preset', () => {
  it('saves and clears the member’s preset, shown on every station, for this member only', async () => {
    const member = await paidMember();
    const other = await paidMember();
    const ids = await announced(async () => {
      const res = await t().injectAs(
        member.token,
        post('/api/user/save_exam_preset', { preset: 'plab2' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: messages.examPresetSaved,
        exam_preset: 'plab2',
      });
    });
    expect(ids).toEqual([member.id]);
    expect((await detailOf(member)).exam_preset).toBe('plab2');
    expect((await detailOf(member, trialStation.number)).exam_preset).toBe('plab2');
    expect((await detailOf(other)).exam_preset).toBeNull();

    await t().injectAs(member.token, post('/api/user/save_exam_preset', { preset: 'ukmla_cpsa' }));
    expect((await detailOf(member)).exam_preset).toBe('ukmla_cpsa');

    const cleared = await t().injectAs(
      member.token,
      post('/api/user/save_exam_preset', { preset: null }),
    );
    expect(cleared.json()).toEqual({
      success: true,
      message: messages.examPresetCleared,
      exam_preset: null,
    });
    expect((await detailOf(member)).exam_preset).toBeNull();
  });

  it('refuses anything but a known preset or null, and keeps the one saved', async () => {
    const member = await paidMember();
    await t().injectAs(member.token, post('/api/user/save_exam_preset', { preset: 'plab2' }));
    for (const body of [
      null,
      {},
      [],
      { preset: 'PLAB2' },
      { preset: 'plab2\u0000' },
      { preset: 'x'.repeat(100_000) },
      { preset: 2 },
      { preset: ['plab2'] },
    ]) {
      const res = await t().injectAs(member.token, post('/api/user/save_exam_preset', body));
      expect(res.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(422);
    }
    expect((await detailOf(member)).exam_preset).toBe('plab2');
  });
});
