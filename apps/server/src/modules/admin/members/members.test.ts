// Members in the back office (docs/admin.md, 'Members and money'): finding them by text and by
// status (decided as the member area decides it), a member's record, granting a plan queued as a
// purchase would be, ending sessions, disabling and enabling, the reset e-mail and roles; every
// write audited, every refusal clean.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import {
  adminMemberAnswerSchema,
  adminMembersAnswerSchema,
  grantAnswerSchema,
  memberActionAnswerSchema,
} from '@osce/shared/schemas/admin-members';
import { auditLog, users } from '../../../db/schema/index.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../../test/signup-fixture.ts';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY_MS, listSubscriptions, memberStatusOf } from '../../billing/billing.test-support.ts';
import { giveSubscription } from '../../users/users.test-support.ts';

const t = useTestApp({ catalogue: false });
let c: SignupCatalogue;
let admin: TestMember;
let support: TestMember;
let stranger: TestMember;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  c = await createSignupCatalogue(t());
  admin = await createMember(t(), { role: 'admin' });
  support = await createMember(t(), { role: 'support' });
  stranger = await createMember(t());
});

const get = (token: string, url: string) => t().injectAs(token, { method: 'GET', url });
const post = (token: string, url: string, payload?: unknown) =>
  t().injectAs(token, {
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function auditOf(memberId: number, action: string) {
  return t()
    .database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.memberId, memberId), eq(auditLog.action, action)));
}

/** A member named with `tag` (so a search finds exactly the ones a test made). */
function tagged(app: TestApp, tag: string, extra: Parameters<typeof createMember>[1] = {}) {
  const unique = Math.random().toString(36).slice(2, 8);
  return createMember(app, {
    username: `${tag}-${unique}`,
    email: `${tag}-${unique}@example.test`,
    ...extra,
  });
}

describe('GET /api/admin/members', () => {
  it('finds members by username, e-mail, name or id, case-insensitively and in part', async () => {
    const ann = await tagged(t(), 'findme', {
      profile: { firstName: 'Annabel', lastName: 'Quist' },
    });
    const other = await tagged(t(), 'someone');
    for (const search of ['FINDME', ann.email.slice(3, 14).toUpperCase(), 'annabel q', 'QUIST']) {
      const res = await get(
        support.token,
        `/api/admin/members?search=${encodeURIComponent(search)}`,
      );
      expect(res.statusCode, search).toBe(200);
      const body = adminMembersAnswerSchema.parse(res.json());
      expect(
        body.members.map((m) => m.id),
        search,
      ).toEqual([ann.id]);
      expect(body.total).toBe(1);
      expect(body.page).toBe(1);
    }
    const byId = adminMembersAnswerSchema.parse(
      (await get(support.token, `/api/admin/members?search=${other.id}`)).json(),
    );
    expect(byId.members.map((m) => m.id)).toContain(other.id);
    // A pattern character is taken literally.
    const percent = adminMembersAnswerSchema.parse(
      (await get(support.token, '/api/admin/members?search=%25')).json(),
    );
    expect(percent.total).toBe(0);
    expect(
      adminMembersAnswerSchema.parse(
        (await get(support.token, '/api/admin/members?search=findme')).json(),
      ).members[0],
    ).toEqual({
      id: ann.id,
      username: ann.username,
      email: ann.email,
      first_name: 'Annabel',
      last_name: 'Quist',
      status: 'None',
      role: 'member',
      created_at: expect.any(String),
      // The factory's session counts as a login.
      last_login_at: expect.any(String),
    });
  });

  it('filters by status as the member area decides it (in SQL), staff rows included, 25 a page', async () => {
    const now = t().clock.nowMs();
    const active = await tagged(t(), 'status');
    await giveSubscription(t(), active.id, { planName: '1 Month', countryId: c.countryId });
    const trial = await tagged(t(), 'status');
    await giveSubscription(t(), trial.id, { planName: 'Free Trial', countryId: c.countryId });
    const expired = await tagged(t(), 'status');
    await giveSubscription(t(), expired.id, {
      planName: '1 Month',
      countryId: c.countryId,
      start: new Date(now - 40 * DAY_MS),
    });
    const trialAndPaid = await tagged(t(), 'status');
    await giveSubscription(t(), trialAndPaid.id, {
      planName: 'Free Trial',
      countryId: c.countryId,
    });
    await giveSubscription(t(), trialAndPaid.id, { planName: '1 Month', countryId: c.countryId });
    const none = await tagged(t(), 'status', { role: 'editor' });
    const disabled = await tagged(t(), 'status', { profile: { disabledAt: new Date() } });
    await giveSubscription(t(), disabled.id, { planName: '1 Month', countryId: c.countryId });

    const expected = {
      Active: [active.id, trialAndPaid.id],
      Trial: [trial.id],
      Expired: [expired.id],
      None: [none.id],
      Disabled: [disabled.id],
    };
    for (const [status, ids] of Object.entries(expected)) {
      const res = await get(support.token, `/api/admin/members?search=status-&status=${status}`);
      const body = adminMembersAnswerSchema.parse(res.json());
      expect(body.members.map((m) => m.id).sort(), status).toEqual([...ids].sort());
      expect(new Set(body.members.map((m) => m.status)), status).toEqual(new Set([status]));
    }
    const all = adminMembersAnswerSchema.parse(
      (await get(support.token, '/api/admin/members?search=status-')).json(),
    );
    expect(all.total).toBe(6);
    expect(all.members.find((m) => m.id === none.id)?.role).toBe('editor');
    // The member area agrees.
    expect(await memberStatusOf(t(), active)).toBe('Active');
    expect(await memberStatusOf(t(), trial)).toBe('Trial');

    for (let i = 0; i < 26; i += 1) await tagged(t(), 'paging');
    const first = adminMembersAnswerSchema.parse(
      (await get(support.token, '/api/admin/members?search=paging-')).json(),
    );
    const second = adminMembersAnswerSchema.parse(
      (await get(support.token, '/api/admin/members?search=paging-&page=2')).json(),
    );
    expect([first.members.length, second.members.length, first.total, second.page]).toEqual([
      25, 1, 26, 2,
    ]);
  });

  it('refuses a bad filter with 422 and a member with 403', async () => {
    for (const query of [
      'status=Gold',
      'page=0',
      'page=abc',
      'search=%00',
      `search=${'x'.repeat(201)}`,
    ]) {
      const res = await get(support.token, `/api/admin/members?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await get(stranger.token, '/api/admin/members')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/members/{id}', () => {
  it("answers the member's record with subscriptions, payments, live sessions and markings", async () => {
    const member = await tagged(t(), 'record', { profile: { firstName: 'Rita' } });
    const sub = await giveSubscription(t(), member.id, {
      planName: '1 Month',
      countryId: c.countryId,
    });
    const res = await get(support.token, `/api/admin/members/${member.id}`);
    expect(res.statusCode).toBe(200);
    const { member: record } = adminMemberAnswerSchema.parse(res.json());
    expect(record).toMatchObject({
      id: member.id,
      first_name: 'Rita',
      status: 'Active',
      country: null,
      medical_school: null,
      disabled_at: null,
      sessions: 1,
      markings: 0,
      payments: [],
    });
    expect(record.subscriptions).toMatchObject([
      { id: sub.id, type_name: '1 Month', status: 'active', payment_id: null, refunded_at: null },
    ]);
    expect(JSON.stringify(res.json())).not.toContain('token');
  });

  it('answers 404 for an unknown id, 422 for a malformed one, 403 to a member', async () => {
    expect((await get(support.token, '/api/admin/members/999999')).statusCode).toBe(404);
    expect((await get(support.token, '/api/admin/members/abc')).statusCode).toBe(422);
    expect((await get(stranger.token, `/api/admin/members/${support.id}`)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/members/{id}/subscriptions', () => {
  it('grants a plan without a charge after the current one, e-mails the member, audits it', async () => {
    const member = await tagged(t(), 'grant');
    const current = await giveSubscription(t(), member.id, {
      planName: '1 Month',
      countryId: c.countryId,
    });
    const res = await post(support.token, `/api/admin/members/${member.id}/subscriptions`, {
      subscription_type_id: c.quarterId,
      reason: 'Apology for the outage',
    });
    expect(res.statusCode).toBe(201);
    const body = grantAnswerSchema.parse(res.json());
    expect(body.message).toBe(messages.adminGranted);
    expect(body.subscription).toMatchObject({
      type_name: '3 Months',
      status: 'pending',
      price: '0.00',
      payment_id: null,
      start_date: current.expiryDate.toISOString(),
    });
    expect(Date.parse(body.subscription.expiry_date)).toBe(
      current.expiryDate.getTime() + 90 * DAY_MS,
    );
    await t().settled();
    const mail = t().mail.find((m) => m.to === member.email);
    expect(mail?.subject).toBe('A subscription has been added to your OSCE Studio account');
    expect(mail?.text).toContain('3 Months');
    const [entry] = await auditOf(member.id, 'subscription.grant');
    expect(entry).toMatchObject({
      actorUsername: support.username,
      entity: 'subscription',
      entityId: String(body.subscription.id),
      reason: 'Apology for the outage',
    });
    // The member sees it on their subscriptions.
    expect((await listSubscriptions(t(), member)).map((s) => s.id)).toContain(body.subscription.id);
  });

  it('starts at once for a trial member and ends the trial, as a purchase does', async () => {
    const member = await tagged(t(), 'granttrial');
    await giveSubscription(t(), member.id, { planName: 'Free Trial', countryId: c.countryId });
    expect(await memberStatusOf(t(), member)).toBe('Trial');
    const res = await post(admin.token, `/api/admin/members/${member.id}/subscriptions`, {
      subscription_type_id: c.monthId,
      reason: 'Goodwill',
    });
    expect(res.statusCode).toBe(201);
    expect(grantAnswerSchema.parse(res.json()).subscription).toMatchObject({
      status: 'active',
      start_date: t().clock.now().toISOString(),
    });
    expect(await memberStatusOf(t(), member)).toBe('Active');
  });

  it('refuses an unknown member (404), a missing reason or plan, the trial plan (422), a member (403)', async () => {
    const member = await tagged(t(), 'grantbad');
    const url = `/api/admin/members/${member.id}/subscriptions`;
    expect(
      (
        await post(support.token, '/api/admin/members/999999/subscriptions', {
          subscription_type_id: c.monthId,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const noReason = await post(support.token, url, { subscription_type_id: c.monthId });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().fields.reason).toBe(messages.adminReasonRequired);
    const noPlan = await post(support.token, url, { reason: 'x' });
    expect(noPlan.json().fields.subscription_type_id).toBe(messages.adminGrantPlanRequired);
    for (const id of [c.trialId, 999999]) {
      const res = await post(support.token, url, { subscription_type_id: id, reason: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(messages.adminGrantPlanUnavailable);
    }
    expect((await post(support.token, url, null)).statusCode).toBe(422);
    expect(
      (await post(stranger.token, url, { subscription_type_id: c.monthId, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    expect(await auditOf(member.id, 'subscription.grant')).toEqual([]);
  });
});

describe('the account actions', () => {
  it('logout ends every session of the member', async () => {
    const member = await tagged(t(), 'logout');
    const res = await post(support.token, `/api/admin/members/${member.id}/logout`);
    expect(res.statusCode).toBe(200);
    expect(memberActionAnswerSchema.parse(res.json()).message).toBe(messages.adminSessionsEnded);
    await t().settled();
    expect((await get(member.token, '/api/user?completed=false')).statusCode).toBe(401);
    expect(await auditOf(member.id, 'member.logout')).toHaveLength(1);
  });

  it('disable ends the sessions and refuses login; enable lets them in again', async () => {
    const member = await tagged(t(), 'disable', { password: PASSWORD });
    const login = () =>
      t().app.inject({
        method: 'POST',
        url: '/api/login-and-clear',
        payload: { username: member.username, password: PASSWORD },
      });
    const res = await post(support.token, `/api/admin/members/${member.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(memberActionAnswerSchema.parse(res.json()).member.status).toBe('Disabled');
    await t().settled();
    expect((await get(member.token, '/api/user?completed=false')).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.accountDisabled);

    const enabled = await post(support.token, `/api/admin/members/${member.id}/enable`);
    expect(memberActionAnswerSchema.parse(enabled.json()).member.status).toBe('None');
    expect((await login()).statusCode).toBe(200);
    expect((await auditOf(member.id, 'member.disable'))[0]?.after).toMatchObject({
      disabled_at: expect.any(String),
    });
    expect(await auditOf(member.id, 'member.enable')).toHaveLength(1);
  });

  it('refuses disabling yourself (409) and support disabling an administrator (403)', async () => {
    const self = await post(support.token, `/api/admin/members/${support.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.adminCannotDisableSelf);
    const other = await post(support.token, `/api/admin/members/${admin.id}/disable`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.adminCannotDisableAdmin);
    const [row] = await t()
      .database.db.select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row?.disabledAt).toBeNull();
  });

  it('reset-password e-mails the usual reset link', async () => {
    const member = await tagged(t(), 'reset');
    const res = await post(support.token, `/api/admin/members/${member.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.adminResetSent);
    await t().settled();
    const mail = t().mail.find((m) => m.to === member.email);
    expect(mail?.text).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}/);
    expect(await auditOf(member.id, 'member.reset_password')).toHaveLength(1);
  });

  it('answers 404 for an unknown member and 403 to a member, changing nothing', async () => {
    const [before] = await t().database.db.select({ n: count() }).from(auditLog);
    for (const action of ['logout', 'disable', 'enable', 'reset-password']) {
      expect((await post(support.token, `/api/admin/members/999999/${action}`)).statusCode).toBe(
        404,
      );
      expect(
        (await post(stranger.token, `/api/admin/members/${support.id}/${action}`)).statusCode,
      ).toBe(403);
      expect((await post(support.token, `/api/admin/members/0/${action}`)).statusCode).toBe(422);
    }
    const [after] = await t().database.db.select({ n: count() }).from(auditLog);
    expect(after?.n).toBe(before?.n);
  });
});

describe('POST /api/admin/members/{id}/role', () => {
  it("sets a role, ends the account's sessions so it starts with a fresh login, audited as role.set", async () => {
    const member = await tagged(t(), 'role');
    expect((await get(member.token, '/api/admin/me')).statusCode).toBe(403);
    const res = await post(admin.token, `/api/admin/members/${member.id}/role`, {
      role: 'support',
    });
    expect(res.statusCode).toBe(200);
    expect(memberActionAnswerSchema.parse(res.json()).member.role).toBe('support');
    await t().settled();
    // The old (member's, 30-day) session is over; a new login gets a staff session.
    expect((await get(member.token, '/api/admin/me')).statusCode).toBe(401);
    const { token } = await t().app.ctx.sessions.open(member.id);
    expect((await get(token, '/api/admin/me')).json().role).toBe('support');
    const [entry] = await auditOf(member.id, 'role.set');
    expect(entry).toMatchObject({
      entity: 'role',
      before: { role: 'member' },
      after: { role: 'support' },
    });
  });

  it('refuses an administrator removing their own role (409), a bad role (422), unknown id (404), support (403)', async () => {
    const self = await post(admin.token, `/api/admin/members/${admin.id}/role`, { role: 'member' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.adminCannotDemoteSelf);
    const bad = await post(admin.token, `/api/admin/members/${stranger.id}/role`, { role: 'god' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields.role).toBe(messages.adminRoleInvalid);
    expect(
      (await post(admin.token, '/api/admin/members/999999/role', { role: 'editor' })).statusCode,
    ).toBe(404);
    expect(
      (await post(support.token, `/api/admin/members/${stranger.id}/role`, { role: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect((await get(admin.token, '/api/admin/me')).json().role).toBe('admin');
  });
});
