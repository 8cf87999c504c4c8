// The staff second factor (docs/admin.md, 'Second factor'): TOTP against RFC 6238's vectors,
// enrolment with recovery codes, the login's code step (tickets, replays, attempts, expiry),
// recovery codes good once, turning it off, and ADMIN_TOTP=required sending a staff login to
// enrol before any session.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { sessions, staffRecoveryCodes, staffTotp } from '../../../db/schema/index.ts';
import { ManualClock } from '../../../lib/clock.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { buildTestApp, useTestApp, type TestApp } from '../../../test/test-app.ts';
import { TICKET_MAX_ATTEMPTS } from './security.service.ts';
import { base32Decode, base32Encode, hotp, totp, type TotpAlgorithm } from './totp.ts';

describe('TOTP (RFC 6238, appendix B)', () => {
  const keys: Record<TotpAlgorithm, Buffer> = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, Record<TotpAlgorithm, string>][] = [
    [59, { sha1: '94287082', sha256: '46119246', sha512: '90693936' }],
    [1111111109, { sha1: '07081804', sha256: '68084774', sha512: '25091201' }],
    [1111111111, { sha1: '14050471', sha256: '67062674', sha512: '99943326' }],
    [1234567890, { sha1: '89005924', sha256: '91819424', sha512: '93441116' }],
    [2000000000, { sha1: '69279037', sha256: '90698825', sha512: '38618901' }],
    [20000000000, { sha1: '65353130', sha256: '77737706', sha512: '47863826' }],
  ];
  it.each(vectors)('at %i s gives the published 8-digit codes', (seconds, expected) => {
    for (const algorithm of ['sha1', 'sha256', 'sha512'] as const) {
      expect(totp(keys[algorithm], seconds * 1000, { digits: 8, algorithm }), algorithm).toBe(
        expected[algorithm],
      );
    }
  });

  it('HOTP gives RFC 4226 appendix D, and base32 goes both ways', () => {
    expect([0, 1, 2, 9].map((c) => hotp(keys.sha1, c))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
    expect(base32Encode(keys.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(keys.sha1);
    expect(base32Decode('not base32!')).toBeNull();
  });
});

const PASSWORD = 'Correct1';
const clock = new ManualClock('2026-03-02T10:00:00Z');
const t = useTestApp({ catalogue: false, clock });

/** The code an authenticator app shows now for a base32 secret. */
const codeFor = (secret: string, at = clock.nowMs()) => totp(base32Decode(secret)!, at);

const post = (app: TestApp, url: string, payload: unknown, token?: string) =>
  app.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function staff(app: TestApp, role: 'admin' | 'support' | 'editor' = 'admin') {
  const member = await createMember(app, { role, password: PASSWORD });
  return member;
}

/** Logs out every session of the member, then logs in with the password. */
async function passwordLogin(app: TestApp, member: TestMember) {
  await app.app.ctx.sessions.closeAllForUser(member.id);
  return post(app, '/api/login', { username: member.username, password: PASSWORD });
}

async function enrol(app: TestApp, member: TestMember) {
  const start = await post(app, '/api/admin/security/totp', {}, member.token);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json() as { secret: string };
  const confirm = await post(
    app,
    '/api/admin/security/totp/confirm',
    { code: codeFor(secret) },
    member.token,
  );
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}

const sessionCount = async (app: TestApp, userId: number) =>
  (
    await app.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
  )[0]!.n;

describe('enrolment', () => {
  it('starts with a secret and its otpauth URI, turns on with a first code, gives ten recovery codes once', async () => {
    const admin = await staff(t());
    const status = () => t().injectAs(admin.token, { method: 'GET', url: '/api/admin/security' });
    expect((await status()).json()).toEqual({
      enrolled: false,
      enrolled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    const start = await post(t(), '/api/admin/security/totp', {}, admin.token);
    const { secret, otpauth_uri } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/OSCE%20Studio:${encodeURIComponent(admin.username)}?secret=${secret}&issuer=OSCE%20Studio&algorithm=SHA1&digits=6&period=30`,
    );
    // The secret is stored sealed, never as given.
    const [row] = await t()
      .database.db.select()
      .from(staffTotp)
      .where(eq(staffTotp.userId, admin.id));
    expect(row!.secret).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await post(
      t(),
      '/api/admin/security/totp/confirm',
      { code: '000000' },
      admin.token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: messages.secondFactorCodeWrong });

    const confirm = await post(
      t(),
      '/api/admin/security/totp/confirm',
      { code: codeFor(secret) },
      admin.token,
    );
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t()
      .database.db.select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, admin.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await status()).json()).toMatchObject({ enrolled: true, recovery_codes_left: 10 });

    // A second start is refused while it is on; the audit names what happened, never the secret.
    expect((await post(t(), '/api/admin/security/totp', {}, admin.token)).statusCode).toBe(409);
    const audit = await t().database.db.execute(
      sql`select action, before, after from audit_log where member_id = ${admin.id} order by id`,
    );
    const rows = (audit as unknown as { rows: { action: string }[] }).rows;
    expect(rows.map((r) => r.action)).toEqual([
      'member.second_factor_start',
      'member.second_factor_on',
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(codes[0]);
  });

  it('refuses bad input with a clean 4xx', async () => {
    const admin = await staff(t(), 'support');
    for (const payload of [{}, { code: 'a\u0000b' }, { code: 'x'.repeat(100_000) }, null]) {
      const res = await post(t(), '/api/admin/security/totp/confirm', payload, admin.token);
      expect(res.statusCode, JSON.stringify(payload)?.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const payload of [{}, { ticket: 'short', code: '123456' }, { ticket: 'a'.repeat(40) }]) {
      const res = await post(t(), '/api/login/second-factor', payload);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('login with a second factor', () => {
  it('leaves a member and a staff member without one as before: a token at once', async () => {
    for (const role of ['member', 'editor'] as const) {
      const user = await createMember(t(), { role, password: PASSWORD });
      const res = await passwordLogin(t(), user);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(
        ['message', 'modal', 'show_forgot_password', 'success', 'token'].sort(),
      );
      expect(body.success).toBe(true);
    }
  });

  it('asks an enrolled staff member for the code, opens the session only on a good one, and takes each code once', async () => {
    const admin = await staff(t());
    const { secret } = await enrol(t(), admin);
    // The enrolment took this step's code.
    clock.advance(30_000);
    const first = await passwordLogin(t(), admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      success: false,
      token: null,
      message: messages.secondFactorNeeded,
      modal: null,
      show_forgot_password: false,
      second_factor: 'code',
    });
    expect(await sessionCount(t(), admin.id)).toBe(0);
    const ticket = body.second_factor_ticket as string;

    const wrong = await post(t(), '/api/login/second-factor', { ticket, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      message: messages.secondFactorCodeWrong,
      second_factor_ticket: ticket,
    });
    expect(await sessionCount(t(), admin.id)).toBe(0);

    const code = codeFor(secret);
    const good = await post(t(), '/api/login/second-factor', { ticket, code });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ success: true, message: messages.loginSuccess });
    const token = good.json().token as string;
    expect((await t().injectAs(token, { method: 'GET', url: '/api/admin/me' })).statusCode).toBe(
      200,
    );
    // The ticket is spent.
    expect((await post(t(), '/api/login/second-factor', { ticket, code })).json()).toMatchObject({
      message: messages.secondFactorTicketExpired,
    });

    // The same code with a new ticket is a replay; the next step's code is good.
    const again = (await passwordLogin(t(), admin)).json().second_factor_ticket as string;
    const replay = await post(t(), '/api/login/second-factor', { ticket: again, code });
    expect(replay.statusCode).toBe(401);
    clock.advance(30_000);
    const next = await post(t(), '/api/login/second-factor', {
      ticket: again,
      code: codeFor(secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('takes a recovery code once, and counts what is left', async () => {
    const admin = await staff(t());
    const { recoveryCodes } = await enrol(t(), admin);
    const login = async (code: string) => {
      const ticket = (await passwordLogin(t(), admin)).json().second_factor_ticket as string;
      return post(t(), '/api/login/second-factor', { ticket, code });
    };
    // Typed as a person would: capitals, no dash.
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    expect((await login(typed)).statusCode).toBe(200);
    expect((await login(recoveryCodes[3]!)).statusCode).toBe(401);
    const status = await t().injectAs(admin.token, { method: 'GET', url: '/api/admin/security' });
    // admin.token was closed by the logins; read the count from the table instead.
    expect(status.statusCode).toBe(401);
    const left = await t()
      .database.db.select({ n: count() })
      .from(staffRecoveryCodes)
      .where(
        sql`${staffRecoveryCodes.userId} = ${admin.id} and ${staffRecoveryCodes.usedAt} is null`,
      );
    expect(left[0]!.n).toBe(9);
  });

  it('spends the ticket after too many wrong codes, and after ten minutes', async () => {
    const admin = await staff(t());
    const { secret } = await enrol(t(), admin);
    const ticket = (await passwordLogin(t(), admin)).json().second_factor_ticket as string;
    for (let i = 0; i < TICKET_MAX_ATTEMPTS; i += 1) {
      await post(t(), '/api/login/second-factor', { ticket, code: '000000' });
    }
    const late = await post(t(), '/api/login/second-factor', { ticket, code: codeFor(secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(messages.secondFactorTicketExpired);
    expect(late.json().second_factor_ticket).toBeUndefined();

    const slow = (await passwordLogin(t(), admin)).json().second_factor_ticket as string;
    clock.advance(11 * 60_000);
    const expired = await post(t(), '/api/login/second-factor', {
      ticket: slow,
      code: codeFor(secret),
    });
    expect(expired.json().message).toBe(messages.secondFactorTicketExpired);
    expect(await sessionCount(t(), admin.id)).toBe(0);
  });

  it('lets two tries with one ticket open one session between them', async () => {
    const admin = await staff(t());
    const { secret } = await enrol(t(), admin);
    clock.advance(30_000);
    const ticket = (await passwordLogin(t(), admin)).json().second_factor_ticket as string;
    const code = codeFor(secret);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(t(), '/api/login/second-factor', { ticket, code })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await sessionCount(t(), admin.id)).toBe(1);
  });

  it('turns off only with a current code, and the next login needs none', async () => {
    const admin = await staff(t(), 'support');
    const { secret } = await enrol(t(), admin);
    clock.advance(30_000);
    const wrong = await post(
      t(),
      '/api/admin/security/totp/disable',
      { code: '000000' },
      admin.token,
    );
    expect(wrong.statusCode).toBe(422);
    const off = await post(
      t(),
      '/api/admin/security/totp/disable',
      { code: codeFor(secret) },
      admin.token,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, message: messages.secondFactorDisabled });
    expect((await passwordLogin(t(), admin)).json()).toMatchObject({ success: true });
  });

  it("is cleared by an administrator for another staff member, ending that member's sessions", async () => {
    const admin = await staff(t(), 'admin');
    const editor = await staff(t(), 'editor');
    await enrol(t(), editor);
    const url = `/api/admin/members/${editor.id}/second-factor/reset`;
    // Support may not; an administrator may not clear their own this way.
    const support = await staff(t(), 'support');
    expect((await post(t(), url, {}, support.token)).statusCode).toBe(403);
    const self = await post(
      t(),
      `/api/admin/members/${admin.id}/second-factor/reset`,
      {},
      admin.token,
    );
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.secondFactorResetSelf);

    const res = await post(t(), url, {}, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.secondFactorReset });
    expect(await sessionCount(t(), editor.id)).toBe(0);
    // The next login needs no code (the default is optional), and a second reset finds nothing.
    expect((await passwordLogin(t(), editor)).json()).toMatchObject({ success: true });
    expect((await post(t(), url, {}, admin.token)).statusCode).toBe(404);
  });
});

describe('ADMIN_TOTP=required', () => {
  let app: TestApp;
  const requiredClock = new ManualClock('2026-03-02T12:00:00Z');
  beforeAll(async () => {
    app = await buildTestApp({
      catalogue: false,
      clock: requiredClock,
      env: { ADMIN_TOTP: 'required' },
    });
  });
  afterAll(() => app.close());

  it('sends a staff login without enrolment to enrol, then opens the session with the first code', async () => {
    const editor = await staff(app, 'editor');
    const first = (await passwordLogin(app, editor)).json();
    expect(first).toMatchObject({
      success: false,
      token: null,
      message: messages.secondFactorEnrolNeeded,
      second_factor: 'enrol',
    });
    expect(await sessionCount(app, editor.id)).toBe(0);
    const ticket = first.second_factor_ticket as string;
    const enrolment = await post(app, '/api/login/second-factor/enrol', { ticket });
    expect(enrolment.statusCode).toBe(200);
    const { secret } = enrolment.json();
    const done = await post(app, '/api/login/second-factor', {
      ticket,
      code: totp(base32Decode(secret)!, requiredClock.nowMs()),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true });
    expect(done.json().recovery_codes).toHaveLength(10);
    const token = done.json().token as string;
    const status = await app.injectAs(token, { method: 'GET', url: '/api/admin/security' });
    expect(status.json()).toMatchObject({ enrolled: true, required: true });
    // It cannot be turned off while required.
    const off = await post(
      app,
      '/api/admin/security/totp/disable',
      { code: totp(base32Decode(secret)!, requiredClock.nowMs() + 30_000) },
      token,
    );
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(messages.secondFactorCannotDisable);
    // The next login asks for the code.
    expect((await passwordLogin(app, editor)).json()).toMatchObject({ second_factor: 'code' });
  });

  it('leaves members alone, and refuses a code ticket at the enrolment call', async () => {
    const member = await createMember(app, { password: PASSWORD });
    expect((await passwordLogin(app, member)).json()).toMatchObject({ success: true });
    const res = await post(app, '/api/login/second-factor/enrol', { ticket: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });
});
