// Login, the one-device rule, logout and password-guessing limits (docs/accounts.md).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { sessions, users } from '../../db/schema/index.ts';
import { createMember } from '../../test/member-factory.ts';
import { buildTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';

const t = useTestApp({ catalogue: false });
const PASSWORD = 'Correct1';

const login = (app: TestApp, body: unknown, url = '/api/login', remoteAddress?: string) =>
  app.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const sessionCount = async (userId: number) =>
  (
    await t().database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
  )[0]!.n;

/** A member who has never logged in (createMember also opens a session; end it). */
async function freshMember(overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t(), { password: PASSWORD, ...overrides });
  await t().app.ctx.sessions.closeAllForUser(member.id);
  return member;
}

describe('POST /api/login', () => {
  it('gives a token for the right password, whatever the case of the username', async () => {
    const member = await freshMember();
    const res = await login(t(), { username: member.username.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: messages.loginSuccess,
      modal: null,
      show_forgot_password: false,
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect((await t().injectAs(body.token, { method: 'GET', url: '/api/logout' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong password and an unknown username alike, offering the reset link', async () => {
    const member = await freshMember();
    for (const body of [
      { username: member.username, password: 'Wrong123' },
      { username: 'nobody-by-this-name', password: PASSWORD },
    ]) {
      const res = await login(t(), body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        token: null,
        message: messages.loginFailed,
        modal: null,
        show_forgot_password: true,
      });
    }
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('says to activate first, with no token, until the activation link is followed', async () => {
    const member = await freshMember({ activated: false });
    const res = await login(t(), { username: member.username, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      token: null,
      message: messages.loginNotActivated,
    });
    expect(await sessionCount(member.id)).toBe(0);
  });

  it('names each missing field, whatever the body', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordRequired,
    });
  });
});

describe('one device at a time', () => {
  it('asks before ending the other session, and ends it only on login-and-clear', async () => {
    const member = await freshMember();
    const first = (await login(t(), { username: member.username, password: PASSWORD })).json()
      .token;

    const second = await login(t(), { username: member.username, password: PASSWORD });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({
      success: false,
      token: null,
      message: messages.otherDeviceWarning,
      modal: 'confirm_token_wipe',
      show_forgot_password: false,
    });
    expect(await sessionCount(member.id)).toBe(1);

    const cleared = await login(
      t(),
      { username: member.username, password: PASSWORD },
      '/api/login-and-clear',
    );
    expect(cleared.json()).toMatchObject({ success: true });
    expect(await sessionCount(member.id)).toBe(1);
    // The first device's next call is refused; the new one works.
    expect((await t().injectAs(first, { method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
    expect(
      (await t().injectAs(cleared.json().token, { method: 'GET', url: '/api/logout' })).statusCode,
    ).toBe(200);
  });

  it('lets only one of several logins at once through', async () => {
    const member = await freshMember();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        login(t(), { username: member.username, password: PASSWORD }),
      ),
    );
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success === true)).toHaveLength(1);
    expect(bodies.filter((b) => b.modal === 'confirm_token_wipe')).toHaveLength(4);
    expect(await sessionCount(member.id)).toBe(1);
  });

  it('never asks for the clearing call with a wrong password', async () => {
    const member = await freshMember();
    await login(t(), { username: member.username, password: PASSWORD });
    const res = await login(
      t(),
      { username: member.username, password: 'Wrong123' },
      '/api/login-and-clear',
    );
    expect(res.statusCode).toBe(401);
    expect(await sessionCount(member.id)).toBe(1);
  });
});

describe('GET /api/logout', () => {
  it('ends the session it came with', async () => {
    const member = await freshMember();
    const token = (await login(t(), { username: member.username, password: PASSWORD })).json()
      .token;
    const res = await t().injectAs(token, { method: 'GET', url: '/api/logout' });
    expect(res.json()).toEqual({ success: true, message: messages.logoutSuccess });
    expect(await sessionCount(member.id)).toBe(0);
    expect((await t().injectAs(token, { method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
  });
});

describe('password guessing', () => {
  it('stops guesses at one username from any address, and leaves classmates alone', async () => {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      const victim = await createMember(limited, { password: PASSWORD });
      const classmate = await createMember(limited, { password: PASSWORD });
      await limited.app.ctx.sessions.closeAllForUser(classmate.id);
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await login(
          limited,
          { username: victim.username, password: `Guess${i}x` },
          '/api/login',
          `198.51.100.${i + 1}`,
        );
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
      expect(codes[10]).toBe(429);
      // The right password is refused too while the window lasts: the attacker learns nothing.
      const right = await login(
        limited,
        { username: victim.username, password: PASSWORD },
        '/api/login',
        '198.51.100.50',
      );
      expect(right.statusCode).toBe(429);
      const other = await login(
        limited,
        { username: classmate.username, password: PASSWORD },
        '/api/login',
        '198.51.100.1',
      );
      expect(other.statusCode).toBe(200);
      const [row] = await limited.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, victim.id));
      expect(row!.hash).toMatch(/^scrypt\$/);
    } finally {
      await limited.close();
    }
  });
});
