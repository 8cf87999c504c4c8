// How full each per-process cache is, in /metrics (lib/cache-registry.ts): a signed-in member's
// reads fill the caches they go through, and each cache's capacity is its configured maximum.
import { describe, expect, it } from 'vitest';
import { memberWith } from '../test/member-with-access.ts';
import { createStation, createTaxons } from '../test/station-factory.ts';
import { useTestApp } from '../test/test-app.ts';

const token = 'metrics-token-0123456789';
// Distinct maxima, so each capacity shows which setting it comes from.
const t = useTestApp({
  catalogue: false,
  env: {
    METRICS_TOKEN: token,
    PRINCIPAL_CACHE_MAX: '301',
    MEMBER_LIST_CACHE_MAX: '41',
    STATS_CACHE_MAX: '31',
    MEMBER_ANSWER_CACHE_MAX: '21',
  },
});

/** Each cache's figure in one metric, by the cache's name. */
function gauge(body: string, metric: string): Record<string, number> {
  const values: Record<string, number> = {};
  for (const [, cache, value] of body.matchAll(
    new RegExp(`^${metric}\\{cache="(\\w+)"\\} (\\d+)$`, 'gm'),
  )) {
    values[cache!] = Number(value);
  }
  return values;
}

async function metrics(): Promise<string> {
  const res = await t().app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('memory_cache_entries and memory_cache_capacity', () => {
  it("show every cache empty at first, and filled by a signed-in member's reads", async () => {
    const capacity = {
      principal_sessions: 301,
      principal_entitlements: 301,
      public_responses: 1000,
      member_station_lists: 41,
      member_stats: 31,
      member_answers_user: 21,
      member_answers_playlists: 21,
      member_answers_groups: 21,
    };
    const before = await metrics();
    expect(gauge(before, 'memory_cache_capacity')).toEqual(capacity);
    expect(Object.values(gauge(before, 'memory_cache_entries'))).toEqual(
      Object.values(capacity).map(() => 0),
    );

    await createTaxons(t());
    await createStation(t());
    const member = await memberWith(t(), 'paid');
    for (const url of [
      '/api/user',
      '/api/stations',
      '/api/user/stats',
      '/api/playlists',
      '/api/groups',
    ]) {
      const res = await t().injectAs(member.token, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const publicRead = await t().app.inject({ method: 'GET', url: '/api/countries' });
    expect(publicRead.statusCode).toBe(200);

    const after = await metrics();
    expect(gauge(after, 'memory_cache_entries')).toEqual({
      principal_sessions: 1,
      principal_entitlements: 1,
      public_responses: 1,
      member_station_lists: 1,
      member_stats: 1,
      member_answers_user: 1,
      member_answers_playlists: 1,
      member_answers_groups: 1,
    });
    expect(gauge(after, 'memory_cache_capacity')).toEqual(capacity);
  });
});
