// Who may call the back office, walked over every /api/admin route the app registers (from its
// route table, so a route added later is covered without touching this file): no token 401, a
// member 403, a staff role without the route's capability 403 with the spec's text, and nothing
// written on any refusal; a role with the capability gets past the gate.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CAPABILITIES, can, STAFF_ROLES, type UserRole } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ catalogue: false });
const callers = new Map<UserRole, TestMember>();

beforeAll(async () => {
  for (const role of ['member', ...STAFF_ROLES] as const) {
    callers.set(role, await createMember(t(), { role }));
  }
});

const adminRoutes = () =>
  t().app.routeTable.filter(
    (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );

/** The route's URL with every path parameter filled by a value no record has. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

async function call(method: string, url: string, token?: string) {
  return t().app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

async function auditCount(): Promise<number> {
  const result = await t().database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

describe('the back office routes', () => {
  it('are there, and each names a capability the roles know', () => {
    const routes = adminRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/me', 'GET /api/admin/audit']),
    );
    for (const route of routes) {
      expect(ADMIN_CAPABILITIES, `${route.method} ${route.url}`).toContain(route.capability);
    }
  });

  // Every route times every role: a few hundred requests, which a loaded machine takes a while over.
  it(
    'refuse a caller without a token (401), a member and a role without the capability (403), writing nothing',
    { timeout: 180_000 },
    async () => {
      const before = await auditCount();
      for (const route of adminRoutes()) {
        const name = `${route.method} ${route.url}`;
        const anonymous = await call(route.method, route.url);
        expect(anonymous.statusCode, `${name} without a token`).toBe(401);
        for (const [role, caller] of callers) {
          if (role !== 'member' && can(role, route.capability as never)) continue;
          const res = await call(route.method, route.url, caller.token);
          expect(res.statusCode, `${name} as ${role}`).toBe(403);
          expect(res.json(), `${name} as ${role}`).toEqual({
            success: false,
            message: messages.forbidden,
          });
        }
      }
      expect(await auditCount()).toBe(before);
    },
  );

  it(
    'let a role with the capability past the gate, and answer its empty call without a 500',
    { timeout: 180_000 },
    async () => {
      for (const route of adminRoutes()) {
        for (const [role, caller] of callers) {
          if (role === 'member' || !can(role, route.capability as never)) continue;
          const res = await call(route.method, route.url, caller.token);
          const name = `${route.method} ${route.url} as ${role}`;
          expect([401, 403], name).not.toContain(res.statusCode);
          // An empty body and an id nobody has: a clear answer, never a server error.
          expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        }
      }
    },
  );
});

describe('GET /api/admin/me', () => {
  it("answers the caller's role and what it opens", async () => {
    const support = callers.get('support')!;
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${support.token}` },
    });
    expect(res.json()).toEqual({
      id: support.id,
      username: support.username,
      role: 'support',
      capabilities: ['dashboard.read', 'members.read', 'members.manage', 'messages.manage'],
    });
  });
});
