// The authentication seam: bearer token -> request.user inside member and admin scopes, 401 and 403
// as the API conventions say, and nothing asked of public routes.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { ManualClock } from '../lib/clock.ts';
import { SESSION_TTL_MS } from '../modules/accounts/session.service.ts';
import { createMember, type TestMember } from '../test/member-factory.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberScope, registerAuth, staffScope } from './auth.ts';

const t = useTestApp({ catalogue: false });
let app: FastifyInstance;
let member: TestMember;
let admin: TestMember;

beforeAll(async () => {
  const sessions = t().app.ctx.sessions;
  app = Fastify();
  registerAuth(app);
  app.get('/public', async (request) => ({ user: request.user }));
  await app.register(
    memberScope(sessions, async (scope) => {
      scope.get('/me', async (request) => ({ id: request.user!.id, role: request.user!.role }));
      scope.get('/reports', { config: { role: 'admin' } }, async () => ({ ok: true }));
    }),
  );
  await app.register(
    staffScope(sessions, async (scope) => {
      scope.get(
        '/admin/stations',
        { config: { capability: 'stations.edit' } },
        async (request) => ({
          by: request.user!.id,
        }),
      );
      scope.get('/admin/refunds', { config: { capability: 'payments.refund' } }, async () => ({}));
      // A route that forgot to name its capability is closed to everyone.
      scope.get('/admin/unnamed', async () => ({}));
    }),
    { prefix: '' },
  );
  await app.ready();
  member = await createMember(t());
  admin = await createMember(t(), { role: 'admin' });
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('member scope', () => {
  it('turns a live bearer token into request.user', async () => {
    const res = await get('/me', `Bearer ${member.token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: member.id, role: 'member' });
  });

  it('answers 401 for a missing, malformed, unknown or wrongly typed token', async () => {
    for (const header of [
      undefined,
      'Bearer',
      `Basic ${member.token}`,
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${member.token}\u0000`,
    ]) {
      const res = await get('/me', header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        message: messages.credentialsExpired,
        error: 'unauthenticated',
      });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 401 once the session has expired or was closed', async () => {
    const clock = t().clock as ManualClock;
    const expiring = await createMember(t());
    clock.advance(SESSION_TTL_MS + 1000);
    try {
      expect((await get('/me', `Bearer ${expiring.token}`)).statusCode).toBe(401);
    } finally {
      clock.advance(-(SESSION_TTL_MS + 1000));
    }
    const closing = await createMember(t());
    expect((await get('/me', `Bearer ${closing.token}`)).statusCode).toBe(200);
    await t().app.ctx.sessions.close(closing.token);
    expect((await get('/me', `Bearer ${closing.token}`)).statusCode).toBe(401);
  });

  it('answers 403 when the route needs a role the member does not have', async () => {
    const res = await get('/reports', `Bearer ${member.token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, message: messages.forbidden });
    expect((await get('/reports', `Bearer ${admin.token}`)).statusCode).toBe(200);
  });
});

describe('staff scope and public routes', () => {
  it('keeps members out, lets a role in by the capability the route names', async () => {
    const editor = await createMember(t(), { role: 'editor' });
    expect((await get('/admin/stations')).statusCode).toBe(401);
    expect((await get('/admin/stations', `Bearer ${member.token}`)).statusCode).toBe(403);
    const res = await get('/admin/stations', `Bearer ${admin.token}`);
    expect(res.json()).toEqual({ by: admin.id });
    expect((await get('/admin/stations', `Bearer ${editor.token}`)).json()).toEqual({
      by: editor.id,
    });
    const refused = await get('/admin/refunds', `Bearer ${editor.token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: messages.forbidden });
    expect((await get('/admin/refunds', `Bearer ${admin.token}`)).statusCode).toBe(200);
    expect((await get('/admin/unnamed', `Bearer ${admin.token}`)).statusCode).toBe(403);
  });

  it('does not look up sessions for public routes', async () => {
    const res = await get('/public', `Bearer ${member.token}`);
    expect(res.json()).toEqual({ user: null });
  });

  it('stores only a hash of each token', async () => {
    const rows = await t().database.db.query.sessions.findMany();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === member.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});
