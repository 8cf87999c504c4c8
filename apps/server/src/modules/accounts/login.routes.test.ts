// Login, the one-device rule, logout and password-guessing limits (docs/accounts.md).
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { sessions } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
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

// Every guess is a password hash: slow on a loaded machine.
describe('password guessing', { timeout: 120_000 }, () => {
  const A = '198.51.100.7';
  const B = '203.0.113.9';

  async function withLimits(work: (limited: TestApp) => Promise<void>) {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      await work(limited);
    } finally {
      await limited.close();
    }
  }

  it("never refuses the owner's right password from another address, however many guesses", async () => {
    await withLimits(async (limited) => {
      const victim = await createMember(limited, { password: PASSWORD });
      await limited.app.ctx.sessions.closeAllForUser(victim.id);
      const codes: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        const guess = { username: victim.username, password: `Guess${i}x` };
        codes.push((await login(limited, guess, '/api/login', A)).statusCode);
      }
      expect(codes.every((c) => c === 401)).toBe(true);
      const right = await login(
        limited,
        { username: victim.username, password: PASSWORD },
        '/api/login',
        B,
      );
      expect(right.statusCode).toBe(200);
      expect(right.json().token).toEqual(expect.any(String));
    });
  });

  it('asks the guessing address for a solved challenge after five failures, and takes one solved', async () => {
    await withLimits(async (limited) => {
      const victim = await createMember(limited, { password: PASSWORD });
      await limited.app.ctx.sessions.closeAllForUser(victim.id);
      const answers = [];
      for (let i = 0; i < 5; i += 1) {
        const guess = { username: victim.username, password: `Guess${i}x` };
        answers.push((await login(limited, guess, '/api/login', A)).json());
      }
      // The fifth refusal already tells the form to show the challenge.
      expect(answers.map((a) => a.captcha_required === true)).toEqual([
        false,
        false,
        false,
        false,
        true,
      ]);
      expect(answers[4].message).toBe(messages.loginFailed);

      const right = { username: victim.username, password: PASSWORD };
      const unproven = await login(limited, right, '/api/login', A);
      expect(unproven.statusCode).toBe(401);
      expect(unproven.json()).toMatchObject({
        success: false,
        token: null,
        message: messages.loginCaptchaRequired,
        captcha_required: true,
      });
      const forged = await login(
        limited,
        { ...right, captcha: 'bm90IGEgY2FwdGNoYQ==' },
        '/api/login',
        A,
      );
      expect(forged.json().captcha_required).toBe(true);

      // A guess with a solved challenge is still a guess: it spends the challenge.
      const captcha = await solvedCaptcha(limited.app);
      const wrong = await login(
        limited,
        { ...right, password: 'Guess9x', captcha },
        '/api/login',
        A,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ message: messages.loginFailed, captcha_required: true });
      const reused = await login(limited, { ...right, captcha }, '/api/login', A);
      expect(reused.json().message).toBe(messages.loginCaptchaRequired);

      const proven = await login(
        limited,
        { ...right, captcha: await solvedCaptcha(limited.app) },
        '/api/login',
        A,
      );
      expect(proven.statusCode).toBe(200);
      expect(proven.json().token).toEqual(expect.any(String));
      await limited.app.ctx.sessions.closeAllForUser(victim.id);
      // The right password ended this address's failures for the username.
      expect((await login(limited, right, '/api/login', A)).statusCode).toBe(200);
    });
  });

  it('leaves a classmate behind the same address alone', async () => {
    await withLimits(async (limited) => {
      const victim = await createMember(limited, { password: PASSWORD });
      const classmate = await createMember(limited, { password: PASSWORD });
      await limited.app.ctx.sessions.closeAllForUser(classmate.id);
      for (let i = 0; i < 6; i += 1) {
        const guess = { username: victim.username, password: `Guess${i}x` };
        await login(limited, guess, '/api/login', A);
      }
      const right = { username: classmate.username, password: PASSWORD };
      expect((await login(limited, right, '/api/login', A)).statusCode).toBe(200);
    });
  });
});
