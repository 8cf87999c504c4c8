// POST /api/fb_login (docs/accounts.md): off unless Facebook is configured; when on, the
// server verifies the token with Facebook (here: recorded Graph API answers on a local server) and
// logs in the account with the e-mail Facebook gives, one device at a time.
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { sessions, users } from '../../db/schema/index.ts';
import {
  startReplayServer,
  type ReplayResponse,
  type ReplayRoute,
} from '../../payments/replay-server.ts';
import { createMember } from '../../test/member-factory.ts';
import { buildTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import {
  FACEBOOK_APP_ID,
  FACEBOOK_APP_SECRET,
  FACEBOOK_TOKEN,
  facebookFixture,
} from './facebook-fixtures.ts';

const facebookEnv = { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET };

// One Graph API stand-in for the file; each test sets what it answers.
const debugRoute: ReplayRoute = {
  method: 'GET',
  path: '/debug_token',
  respond: { status: 501, body: {} },
};
const meRoute: ReplayRoute = { method: 'GET', path: '/me', respond: { status: 501, body: {} } };
const graph = await startReplayServer([debugRoute, meRoute]);
afterAll(() => graph.close());

const validToken = { status: 200, body: facebookFixture('facebook-debug-token-valid') };
const meWith = (email: string): ReplayResponse => ({
  status: 200,
  body: { ...facebookFixture('facebook-me'), email },
});

function facebookAnswers(debug: ReplayResponse, me: ReplayResponse = { status: 501, body: {} }) {
  debugRoute.respond = debug;
  meRoute.respond = me;
  graph.requests.length = 0;
}

const t = useTestApp({ catalogue: false, env: facebookEnv, facebookGraphUrl: graph.url });

const fbLogin = (app: TestApp, body: unknown, remoteAddress?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/fb_login',
    payload: body as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const sessionCount = async (app: TestApp, userId: number) =>
  (
    await app.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
  )[0]!.n;

/** A member who is not logged in anywhere (createMember opens a session; end it). */
async function freshMember(app: TestApp, overrides: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(app, overrides);
  await app.app.ctx.sessions.closeAllForUser(member.id);
  return member;
}

const refusal = (message: string) => ({
  success: false,
  token: null,
  message,
  modal: null,
  show_forgot_password: false,
});

describe('social login off (the default)', () => {
  it('answers that it is not available, tells the page so, and keeps Facebook out of the CSP', async () => {
    const off = await buildTestApp({ catalogue: false });
    try {
      const res = await fbLogin(off, { access_token: FACEBOOK_TOKEN });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        success: false,
        message: messages.socialLoginUnavailable,
      });
      const config = (await off.app.inject({ method: 'GET', url: '/api/payments/config' })).json();
      expect(config.social_login).toBe(false);
      expect(config).not.toHaveProperty('facebook_app_id');
      const page = await off.app.inject({ method: 'GET', url: '/login' });
      expect(page.headers['content-security-policy']).not.toContain('facebook');
    } finally {
      await off.close();
    }
  });
});

describe('social login on (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET set)', () => {
  it("tells the page, with the public App ID only, and lets Facebook's SDK load", async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toMatchObject({ social_login: true, facebook_app_id: FACEBOOK_APP_ID });
    expect(res.body).not.toContain(FACEBOOK_APP_SECRET);
    const csp = (await t().app.inject({ method: 'GET', url: '/login' })).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.facebook\.com/);
  });

  it('logs in the account with the e-mail Facebook gives, whatever its case', async () => {
    const member = await freshMember(t());
    facebookAnswers(validToken, meWith(member.email.toUpperCase()));
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: messages.loginSuccess,
      modal: null,
      show_forgot_password: false,
    });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(await sessionCount(t(), member.id)).toBe(1);
    const me = await t().injectAs(body.token, { method: 'GET', url: '/api/user?completed=false' });
    expect(me.json().username).toBe(member.username);
    // The token was checked with Facebook before anyone was logged in.
    expect(graph.requests.map((r) => r.path.split('?')[0])).toEqual(['/debug_token', '/me']);
  });

  it('ignores an e-mail address in the body: only the one Facebook gives counts', async () => {
    const victim = await freshMember(t());
    const holder = await freshMember(t());
    facebookAnswers(validToken, meWith(holder.email));
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN, email: victim.email });
    expect(res.statusCode).toBe(200);
    expect(await sessionCount(t(), victim.id)).toBe(0);
    expect(await sessionCount(t(), holder.id)).toBe(1);

    // Nor does it stand in for an address Facebook did not grant.
    facebookAnswers(validToken, { status: 200, body: facebookFixture('facebook-me-no-email') });
    const noEmail = await fbLogin(t(), { access_token: FACEBOOK_TOKEN, email: victim.email });
    expect(noEmail.statusCode).toBe(403);
    expect(await sessionCount(t(), victim.id)).toBe(0);
  });

  it.each([
    ['expired', 'facebook-debug-token-expired'],
    ['unparseable', 'facebook-debug-token-unparseable'],
    ["another app's", 'facebook-debug-token-other-app'],
  ])('refuses an %s token with a 401 in the login answer shape', async (_kind, fixture) => {
    const member = await freshMember(t());
    facebookAnswers({ status: 200, body: facebookFixture(fixture) }, meWith(member.email));
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(messages.socialLoginFailed));
    expect(await sessionCount(t(), member.id)).toBe(0);
  });

  it('says e-mail access must be granted when Facebook gives no address', async () => {
    facebookAnswers(validToken, { status: 200, body: facebookFixture('facebook-me-no-email') });
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(messages.socialLoginNoEmail));
  });

  it('says to sign up first when no account has the address', async () => {
    facebookAnswers(validToken, meWith('nobody-here@example.test'));
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(refusal(messages.socialLoginNoAccount));
  });

  it('answers 503, and logs nobody in, when Facebook fails', async () => {
    const member = await freshMember(t());
    facebookAnswers({ status: 500, body: facebookFixture('facebook-error-unknown') });
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(refusal(messages.socialLoginProviderDown));
    facebookAnswers(validToken, { status: 500, body: facebookFixture('facebook-error-unknown') });
    expect((await fbLogin(t(), { access_token: FACEBOOK_TOKEN })).statusCode).toBe(503);
    expect(await sessionCount(t(), member.id)).toBe(0);
  });

  it('activates an account whose activation link was never followed: Facebook vouched for the address', async () => {
    const member = await freshMember(t(), { activated: false });
    facebookAnswers(validToken, meWith(member.email));
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const [row] = await t()
      .database.db.select({ activatedAt: users.activatedAt })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row!.activatedAt).toBeInstanceOf(Date);
  });

  it('refuses a missing, blank or control-character token before asking Facebook', async () => {
    facebookAnswers(validToken);
    for (const body of [{}, { access_token: '   ' }, { access_token: 'EAA\u0007x' }]) {
      const res = await fbLogin(t(), body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual(['access_token']);
    }
    const tooLong = await fbLogin(t(), { access_token: 'E'.repeat(5000) });
    expect(tooLong.statusCode).toBe(422);
    expect(graph.requests).toHaveLength(0);
  });
});

describe('social login, one device at a time', () => {
  it('asks before ending the other session, and ends it only with clear_other_sessions', async () => {
    const member = await createMember(t()); // logged in elsewhere
    facebookAnswers(validToken, meWith(member.email));

    const asked = await fbLogin(t(), { access_token: FACEBOOK_TOKEN });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      success: false,
      token: null,
      message: messages.otherDeviceWarning,
      modal: 'confirm_token_wipe',
      show_forgot_password: false,
    });
    expect(await sessionCount(t(), member.id)).toBe(1);

    const cleared = await fbLogin(t(), {
      access_token: FACEBOOK_TOKEN,
      clear_other_sessions: true,
    });
    expect(cleared.json()).toMatchObject({ success: true, modal: null });
    expect(await sessionCount(t(), member.id)).toBe(1);
    expect(
      (await t().injectAs(member.token, { method: 'GET', url: '/api/logout' })).statusCode,
    ).toBe(401);
    expect(
      (await t().injectAs(cleared.json().token, { method: 'GET', url: '/api/logout' })).statusCode,
    ).toBe(200);
  });

  it('never ends the other session for a token Facebook refuses', async () => {
    const member = await createMember(t());
    facebookAnswers({ status: 200, body: facebookFixture('facebook-debug-token-expired') });
    const res = await fbLogin(t(), { access_token: FACEBOOK_TOKEN, clear_other_sessions: true });
    expect(res.statusCode).toBe(401);
    expect(
      (await t().injectAs(member.token, { method: 'GET', url: '/api/logout' })).statusCode,
    ).toBe(200);
  });

  it('lets only one of several logins at once through, password and social alike', async () => {
    const member = await freshMember(t(), { password: 'Correct1' });
    facebookAnswers(validToken, meWith(member.email));
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, () => fbLogin(t(), { access_token: FACEBOOK_TOKEN })),
      ...Array.from({ length: 2 }, () =>
        t().app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: member.username, password: 'Correct1' },
        }),
      ),
    ]);
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.success === true)).toHaveLength(1);
    expect(bodies.filter((b) => b.modal === 'confirm_token_wipe')).toHaveLength(4);
    expect(await sessionCount(t(), member.id)).toBe(1);
  });
});

describe('social login limits and logs', () => {
  it("shares the login budget of an address, and leaves other addresses' alone", async () => {
    const limited = await buildTestApp({
      catalogue: false,
      rateLimits: true,
      env: facebookEnv,
      facebookGraphUrl: graph.url,
    });
    try {
      facebookAnswers({ status: 200, body: facebookFixture('facebook-debug-token-expired') });
      const codes: number[] = [];
      for (let i = 0; i < 301; i += 1) {
        codes.push(
          (await fbLogin(limited, { access_token: FACEBOOK_TOKEN }, '203.0.113.7')).statusCode,
        );
      }
      expect(codes.slice(0, 300).filter((c) => c !== 401)).toEqual([]);
      expect(codes[300]).toBe(429);
      const password = await limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'someone', password: 'Whatever1' },
        remoteAddress: '203.0.113.7',
      });
      expect(password.statusCode).toBe(429);
      expect(
        (await fbLogin(limited, { access_token: FACEBOOK_TOKEN }, '203.0.113.8')).statusCode,
      ).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('writes neither the token, the e-mail address nor the app secret to the log', async () => {
    const raw: string[] = [];
    const logged = await buildTestApp({
      catalogue: false,
      env: { ...facebookEnv, LOG_LEVEL: 'trace', ACCESS_LOG: 'all' },
      facebookGraphUrl: graph.url,
      logger: { write: (line: string) => void raw.push(line) },
    });
    try {
      const member = await freshMember(logged);
      facebookAnswers(validToken, meWith(member.email));
      expect((await fbLogin(logged, { access_token: FACEBOOK_TOKEN })).statusCode).toBe(200);
      facebookAnswers(validToken, { status: 500, body: facebookFixture('facebook-error-unknown') });
      expect((await fbLogin(logged, { access_token: FACEBOOK_TOKEN })).statusCode).toBe(503);
      facebookAnswers({ status: 400, body: facebookFixture('facebook-error-app-secret') });
      expect((await fbLogin(logged, { access_token: FACEBOOK_TOKEN })).statusCode).toBe(503);
      await logged.settled();
      const text = raw.join('');
      expect(text).toContain('/api/fb_login');
      expect(text).toContain('facebook: unavailable');
      expect(text).not.toContain(FACEBOOK_TOKEN);
      expect(text).not.toContain(FACEBOOK_APP_SECRET);
      expect(text.toLowerCase()).not.toContain(member.email.toLowerCase());
    } finally {
      await logged.close();
    }
  });
});
