// The study area's access rules, walked over every study route for each kind of caller: no token
// (401), no current subscription (403, the administrator included), trial (trial stations only)
// and paid (everything). One access function decides; this test holds every route to it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { ManualClock } from '../../lib/clock.ts';
import { createCountry } from '../../test/factories.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { createStation, createTaxons } from '../../test/station-factory.ts';
import { jsonPost } from '../../test/inject-json.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';

const t = useTestApp({ catalogue: false });

const post = jsonPost;

let paid: TestMember;
let trial: TestMember;
let lapsed: TestMember;
let admin: TestMember;
let trialStation: { id: number; number: number };
let paidStation: { id: number; number: number };

/** Every member study route, aimed at a station the caller may use where a station is named. */
const studyRoutes = ({ id, number }: { id: number; number: number }): InjectOptions[] => [
  { method: 'GET', url: '/api/stations' },
  { method: 'GET', url: '/api/taxons' },
  { method: 'GET', url: '/api/station/featured' },
  { method: 'GET', url: `/api/station/${number}` },
  post(`/api/station/${number}/favourite`, { favourited: true }),
  post('/api/user/save_filters', {
    name: 'Mine',
    filters: { levels: [], difficulties: [], types: [], specialties: [], systems: [] },
    completed_filters: [],
    hidden_station_names: false,
  }),
  post(`/api/station/${id}/started`, { role: 'candidate-1' }),
  post(`/api/station/${id}/mark`, {
    mark: 0,
    scores: [],
    global_score: 0,
    status: 'attempt_again',
  }),
  post(`/api/station/${id}/status`, { status: 'complete' }),
  post('/api/user/save_timing', { reading: 1, station: 6, question: 2, feedback: 2 }),
  { method: 'GET', url: `/api/station/${id}/pass_mark` },
  post('/api/circuits', { preset: 'finals', station_count: 1, station_ids: [id] }),
];

beforeAll(async () => {
  const us = await createCountry(t().database.db, { code: 'US' });
  await createTaxons(t());
  trialStation = await createStation(t(), { availableToTrial: true, featured: true });
  paidStation = await createStation(t(), { featured: true });
  paid = await createMember(t());
  await giveSubscription(t(), paid.id, { countryId: us.id });
  trial = await createMember(t());
  await giveSubscription(t(), trial.id, { countryId: us.id, planName: FREE_TRIAL });
  lapsed = await createMember(t());
  await giveSubscription(t(), lapsed.id, {
    countryId: us.id,
    start: new Date(t().clock.nowMs() - 40 * 86_400_000),
    days: 30,
  });
  admin = await createMember(t(), { role: 'admin' });
});

describe('the study area', () => {
  it('answers 401 without a token on every route', async () => {
    for (const call of studyRoutes(trialStation)) {
      const res = await t().app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 403 with the purchase text to a member whose subscription ended, and to the administrator', async () => {
    for (const member of [lapsed, admin]) {
      for (const call of studyRoutes(trialStation)) {
        const res = await t().injectAs(member.token, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().message).toBe(messages.purchaseNeeded);
      }
    }
  });

  it('checks access before the input: a bad station number still answers 403 without a subscription', async () => {
    const res = await t().injectAs(lapsed.token, { method: 'GET', url: '/api/station/abc' });
    expect(res.statusCode).toBe(403);
  });

  it('lets trial and paid members use every route on a trial station', async () => {
    for (const member of [trial, paid]) {
      for (const call of studyRoutes(trialStation)) {
        const res = await t().injectAs(member.token, call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(200);
      }
    }
  });

  it('keeps a paid station from a trial member on every station call, and gives it to a paid one', async () => {
    for (const call of studyRoutes(paidStation)) {
      const url = String(call.url);
      // A circuit naming the station opens it too.
      if (!/station\/\d/.test(url) && !url.endsWith('/circuits')) continue;
      const res = await t().injectAs(trial.token, call);
      // Starring opens nothing, so a trial member may star a paid station.
      expect(res.statusCode, `${call.method} ${url}`).toBe(url.endsWith('/favourite') ? 200 : 403);
    }
    const url = `/api/station/${paidStation.number}`;
    const refused = await t().injectAs(trial.token, { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.stationPaidOnly);
    const opened = await t().injectAs(paid.token, { method: 'GET', url });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().station.number).toBe(paidStation.number);
  });

  it('lists every station to a trial member, flagged, and features only what they may start', async () => {
    const list = (await t().injectAs(trial.token, { method: 'GET', url: '/api/stations' })).json();
    expect(list.map((s: { number: number }) => s.number)).toEqual(
      expect.arrayContaining([trialStation.number, paidStation.number]),
    );
    const featured = (
      await t().injectAs(trial.token, { method: 'GET', url: '/api/station/featured' })
    ).json();
    expect(featured.map((s: { number: number }) => s.number)).toEqual([trialStation.number]);
    const paidFeatured = (
      await t().injectAs(paid.token, { method: 'GET', url: '/api/station/featured' })
    ).json();
    expect(paidFeatured.map((s: { number: number }) => s.number)).toEqual([
      trialStation.number,
      paidStation.number,
    ]);
  });

  it('decides at the moment of the request: access ends with the subscription, with no one acting', async () => {
    const us = await createCountry(t().database.db, { code: 'AU' });
    const member = await createMember(t());
    await giveSubscription(t(), member.id, {
      countryId: us.id,
      start: new Date(t().clock.nowMs() - 29 * 86_400_000),
      days: 30,
    });
    const before = await t().injectAs(member.token, { method: 'GET', url: '/api/taxons' });
    expect(before.statusCode).toBe(200);
    (t().clock as ManualClock).advance(2 * 86_400_000);
    const after = await t().injectAs(member.token, { method: 'GET', url: '/api/taxons' });
    expect(after.statusCode).toBe(403);
  });
});
