// Every member call of the users module refuses callers without a live session, and writes
// nothing for them; the avatar files are the one public read.
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { SESSION_TTL_MS } from '../accounts/session.service.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readUser } from './users.test-support.ts';

const t = useTestApp({ catalogue: false });

const json = (url: string, body: unknown): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});

const MEMBER_CALLS: InjectOptions[] = [
  { method: 'GET', url: '/api/user?completed=false' },
  { method: 'GET', url: '/api/user/find_by_id/1' },
  json('/api/user/update', { first_name: 'Mallory' }),
  json('/api/user/change_password', {
    current_password: 'x',
    new_password1: 'Abcde1',
    new_password2: 'Abcde1',
  }),
  { method: 'POST', url: '/api/user/upload_avatar' },
  { method: 'GET', url: '/api/user/stats' },
  { method: 'GET', url: '/api/tutorial' },
  json('/api/user/update_tutorial', { status: true }),
  json('/api/user/update_terms_and_conditions', { terms: 1 }),
  { method: 'GET', url: '/api/station/featured' },
  json('/api/message/user-contact', { enquiry: 'x', message: 'y', captcha: 'z' }),
];

describe('members only', () => {
  it('answers 401 to no token, a malformed or unknown one, and an expired one', async () => {
    const member = await createMember(t(), { profile: { firstName: 'Kept' } });
    const clock = t().clock as ManualClock;
    const expired = await createMember(t());
    for (const call of MEMBER_CALLS) {
      const label = `${call.method} ${call.url}`;
      const headersList: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-token' },
        { authorization: `Bearer ${'A'.repeat(43)}` },
        { authorization: `Basic ${member.token}` },
        { authorization: `Bearer ${member.token}\u0000` },
      ];
      for (const headers of headersList) {
        const res = await t().app.inject({ ...call, headers: { ...call.headers, ...headers } });
        expect(res.statusCode, `${label} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, error: 'unauthenticated' });
      }
      const now = clock.nowMs();
      clock.set(new Date(now + SESSION_TTL_MS + 1));
      try {
        const res = await t().injectAs(expired.token, call);
        expect(res.statusCode, `${label} expired`).toBe(401);
      } finally {
        clock.set(new Date(now));
      }
    }
    expect((await readUser(t(), member.id)).firstName).toBe('Kept');
    expect((await readUser(t(), member.id)).tutorialViewed).toBe(false);
  });

  it('counts only the caller: two members read their own figures and profile', async () => {
    const a = await createMember(t(), { profile: { firstName: 'Anna' } });
    const b = await createMember(t(), { profile: { firstName: 'Ben' } });
    for (const [member, name] of [
      [a, 'Anna'],
      [b, 'Ben'],
    ] as const) {
      const me = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
      expect(me.json()).toMatchObject({ id: member.id, first_name: name, email: member.email });
      const stats = await t().injectAs(member.token, { method: 'GET', url: '/api/user/stats' });
      expect(stats.statusCode).toBe(200);
    }
  });
});
