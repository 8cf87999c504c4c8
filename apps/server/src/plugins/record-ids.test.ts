// Ids are checked at the edge on every route: an id past the database's integer range (2^31) or
// one no integer can hold (1e400), in the path or in a JSON body, is a clear 4xx, never a database
// error, and no answer carries a message placeholder left unfilled. The routes come from the app's
// own route table, so a new route is walked without anyone listing it here.
import { describe, expect, it } from 'vitest';
import { createMember } from '../test/member-factory.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ catalogue: false });

const BAD_IDS = ['2147483648', '1e400'];
/** The id fields the API's bodies take, each sent out of range at once. */
const BODY_ID_FIELDS = [
  'id',
  'station_id',
  'user_id',
  'uid',
  'group_id',
  'playlist_id',
  'guide_id',
  'voucher',
  'voucher_id',
  'subscription_type_id',
  'state_id',
  'country_id',
  'medical_school_id',
];
/** `{brand}`, `{name}`, `{max}`...: a placeholder that should have been filled before sending. */
const PLACEHOLDER = /\{[a-zA-Z_]+\}/;

function failures(
  answers: { route: string; status: number; body: string }[],
): { route: string; status: number; body: string }[] {
  return answers.filter((a) => a.status < 400 || a.status >= 500 || PLACEHOLDER.test(a.body));
}

describe('ids out of range', () => {
  it('are refused with a 4xx and no unfilled placeholder in every route path', async () => {
    const admin = await createMember(t(), { role: 'admin' });
    const routes = t().app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.url.includes(':') && r.method !== 'HEAD',
    );
    expect(routes.length).toBeGreaterThan(10);
    const answers = [];
    for (const route of routes) {
      for (const bad of BAD_IDS) {
        const url = route.url.replace(/:[A-Za-z_]+/g, bad);
        const res = await t().injectAs(admin.token, {
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        answers.push({ route: `${route.method} ${url}`, status: res.statusCode, body: res.body });
      }
    }
    expect(failures(answers)).toEqual([]);
  });

  it('are refused with a 4xx and no unfilled placeholder in every JSON body', async () => {
    const admin = await createMember(t(), { role: 'admin' });
    const routes = t().app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.body !== undefined && !r.url.includes('webhooks'),
    );
    expect(routes.length).toBeGreaterThan(10);
    const answers = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z_]+/g, '1');
      for (const bad of BAD_IDS) {
        const payload = `{${BODY_ID_FIELDS.map((field) => `"${field}":${bad}`).join(',')}}`;
        const res = await t().injectAs(admin.token, {
          method: route.method as 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        answers.push({
          route: `${route.method} ${url} ${bad}`,
          status: res.statusCode,
          body: res.body,
        });
      }
    }
    expect(failures(answers)).toEqual([]);
  });
});
