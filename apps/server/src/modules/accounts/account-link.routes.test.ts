// Activation and password reset, with the e-mails received over real SMTP and their links followed
// (docs/accounts.md).
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { accountCodes, mailOutbox } from '../../db/schema/index.ts';
import { ManualClock } from '../../lib/clock.ts';
import { createMailer } from '../../mail/mailer.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import {
  createSignupCatalogue,
  signupBody,
  type SignupCatalogue,
} from '../../test/signup-fixture.ts';
import { linkPath, startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let inbox: SmtpInbox;
let t: TestApp;
let c: SignupCatalogue;
const clock = new ManualClock(new Date());

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await buildTestApp({
    catalogue: false,
    clock,
    mailer: createMailer({
      smtpUrl: inbox.url,
      from: 'OSCE Studio <no-reply@example.test>',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    }),
  });
  c = await createSignupCatalogue(t);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const post = (url: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });
const login = (username: string, password: string) => post('/login', { username, password });

/** Signs up for the trial and answers the details and the activation link's code. */
async function signUp() {
  const body = signupBody(c, { subscription_type_id: undefined });
  const res = await post('/trial_signup', { ...body, captcha: await solvedCaptcha(t.app) });
  expect(res.statusCode).toBe(201);
  await t.settled();
  const mail = await inbox.next(body.email);
  return { body, mail, code: linkPath(mail, '/activate').split('/').pop()! };
}

describe('activation', () => {
  it('e-mails a link that activates the account once, after which login works', async () => {
    const { body, mail, code } = await signUp();
    expect(mail.subject).toContain('Activate');
    expect(mail.text).toContain(`${t.config.publicUrl}/activate/`);

    const early = await login(body.username, body.password1);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      success: false,
      token: null,
      message: messages.loginNotActivated,
    });

    const activated = await post('/activate', { code });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ success: true, message: messages.activationDone });
    const again = await post('/activate', { code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: messages.activationInvalid });

    const res = await login(body.username, body.password1);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeTruthy();
  });

  it('refuses unknown, malformed and empty codes clearly', async () => {
    for (const code of ['x'.repeat(43), 'short', 'nul\u0000byte']) {
      const res = await post('/activate', { code });
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    const none = await post('/activate', null);
    expect(none.statusCode).toBe(422);
  });

  it('keeps only a hash of each code, and clears the mail body once sent', async () => {
    const { code } = await signUp();
    const codes = await t.database.db.select().from(accountCodes);
    expect(codes.some((row) => row.codeHash === code)).toBe(false);
    const unsent = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.text, ''));
    const all = await t.database.db.select({ n: count() }).from(mailOutbox);
    expect(unsent[0]!.n).toBe(all[0]!.n);
  });
});

describe('sending the activation e-mail again', () => {
  const resend = (usernameOrEmail: unknown) =>
    post('/resend_activation', { username_or_email: usernameOrEmail });
  const mailsTo = (email: string) =>
    inbox.messages.filter((m) =>
      [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === email)),
    );

  it('sends a new link, by username or e-mail address, that activates the account', async () => {
    const { body } = await signUp();
    const res = await resend(body.username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.activationResent });
    await t.settled();
    const mail = await inbox.next(body.email);
    expect(mail.subject).toContain('Activate');
    expect(mailsTo(body.email)).toHaveLength(2);

    await resend(` ${body.email.toUpperCase()} `.trim());
    await t.settled();
    await inbox.next(body.email);
    expect(mailsTo(body.email)).toHaveLength(3);

    const code = linkPath(mail, '/activate').split('/').pop()!;
    expect((await post('/activate', { code })).statusCode).toBe(200);
    expect((await login(body.username, body.password1)).statusCode).toBe(200);
  });

  it('answers the same for an unknown name and an active account, and sends nothing', async () => {
    const { body, code } = await signUp();
    await post('/activate', { code });
    const before = inbox.messages.length;
    for (const name of [body.username, body.email, 'nobody-here', 'nobody@example.test']) {
      const res = await resend(name);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages.activationResent });
    }
    await t.settled();
    expect(inbox.messages.length).toBe(before);
  });

  it('sends one account at most three activation e-mails an hour, however it is named', async () => {
    const { body } = await signUp();
    const outbox = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, body.email))
      )[0]!.n;
    await Promise.all([resend(body.username), resend(body.email), resend(body.username)]);
    await t.settled();
    expect(await outbox()).toBe(3);
    clock.advance(61 * 60_000);
    await resend(body.email);
    await t.settled();
    expect(await outbox()).toBe(4);
  });

  it('refuses a missing or broken name clearly', async () => {
    for (const bad of [undefined, '', 'a\u0000b', 'x'.repeat(300)]) {
      const res = await resend(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect((await resend(undefined)).json().fields.username_or_email).toBe(
      messages.usernameOrEmailRequired,
    );
    expect((await post('/resend_activation', null)).statusCode).toBe(422);
  });

  // A second app, with the rate limits on: slow to build on a loaded machine.
  it(
    'is rate limited per name asked about, and leaves other names alone',
    { timeout: 120_000 },
    async () => {
      const limited = await buildTestApp({ catalogue: false, rateLimits: true });
      try {
        const ask = (name: string) =>
          limited.app.inject({
            method: 'POST',
            url: '/api/resend_activation',
            payload: { username_or_email: name },
          });
        const codes = [];
        for (let i = 0; i < 6; i += 1) codes.push((await ask('Someone')).statusCode);
        expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
        expect((await ask('someone-else')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    },
  );
});

describe('password reset', () => {
  async function activeMember() {
    const { body, code } = await signUp();
    await post('/activate', { code });
    return body;
  }

  async function resetCode(email: string) {
    const res = await post('/reset-password', { email });
    expect(res.json()).toEqual({ success: true, message: messages.resetLinkSent });
    await t.settled();
    const mail = await inbox.next(email);
    return linkPath(mail, '/reset-password').split('/').pop()!;
  }

  it('answers the same whether or not the address has an account, and mails only real ones', async () => {
    const before = inbox.messages.length;
    const res = await post('/reset-password', { email: 'nobody@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.resetLinkSent });
    await t.settled();
    expect(inbox.messages.length).toBe(before);
  });

  it('checks the rules without using the code up, works once, and ends every session', async () => {
    const member = await activeMember();
    const session = (await login(member.username, member.password1)).json().token as string;
    const code = await resetCode(member.email);

    const weak = await post(`/reset-password/${code}`, {
      password: 'weak',
      repeat_password: 'weak',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields.password).toBe(messages.passwordTooShort);
    const mismatch = await post(`/reset-password/${code}`, {
      password: 'Better123',
      repeat_password: 'Better124',
    });
    expect(mismatch.json().fields.repeat_password).toBe(messages.passwordMismatch);

    const done = await post(`/reset-password/${code}`, {
      password: 'Better123',
      repeat_password: 'Better123',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: messages.passwordResetDone });
    expect((await t.injectAs(session, { method: 'GET', url: '/api/logout' })).statusCode).toBe(401);
    const reused = await post(`/reset-password/${code}`, {
      password: 'Other1234',
      repeat_password: 'Other1234',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(messages.resetLinkInvalid);

    expect((await login(member.username, member.password1)).statusCode).toBe(401);
    expect((await login(member.username, 'Better123')).statusCode).toBe(200);
  });

  it("takes the API's body, the password alone, and logs in with it", async () => {
    const member = await activeMember();
    const code = await resetCode(member.email);
    const done = await post(`/reset-password/${code}`, { password: 'Alone1234' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: messages.passwordResetDone });
    expect((await login(member.username, 'Alone1234')).statusCode).toBe(200);
  });

  it('refuses a missing password, and a repeat that differs, without using the code up', async () => {
    const member = await activeMember();
    const code = await resetCode(member.email);
    const missing = await post(`/reset-password/${code}`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.password).toBe(messages.passwordRequired);
    const mismatch = await post(`/reset-password/${code}`, {
      password: 'Better123',
      repeat_password: 'Better124',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields.repeat_password).toBe(messages.passwordMismatch);
    expect((await post(`/reset-password/${code}`, { password: 'Better123' })).statusCode).toBe(200);
  });

  it('expires the link after 30 minutes, and a newer link replaces an older one', async () => {
    const member = await activeMember();
    const first = await resetCode(member.email);
    const second = await resetCode(member.email);
    const body = { password: 'Better123', repeat_password: 'Better123' };
    expect((await post(`/reset-password/${first}`, body)).statusCode).toBe(400);
    clock.advance(31 * 60_000);
    expect((await post(`/reset-password/${second}`, body)).statusCode).toBe(400);
  });

  it('refuses a missing or invalid e-mail with the spec texts', async () => {
    expect((await post('/reset-password', {})).json().fields.email).toBe(messages.emailRequired);
    expect((await post('/reset-password', { email: 'nope' })).json().fields.email).toBe(
      messages.emailInvalid,
    );
  });
});
