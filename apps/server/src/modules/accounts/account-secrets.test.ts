// Passwords, tokens, codes and e-mail addresses never reach the logs or the database in clear,
// through a whole account life: sign-up (with a refused retry), activation, login, reset.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountCodes, mailOutbox, sessions, users } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import {
  createSignupCatalogue,
  signupBody,
  type SignupCatalogue,
} from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';

const logLines: string[] = [];
const t = useTestApp({
  catalogue: false,
  env: { LOG_LEVEL: 'info', ACCESS_LOG: 'all' },
  logger: { write: (line: string) => void logLines.push(line) },
});
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const post = (url: string, body: unknown) =>
  t().app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });

describe('secrets in logs and storage', () => {
  it('keeps passwords, tokens, codes and addresses out of every log line and stored row', async () => {
    const password = 'Unl1kelyPassw0rd';
    const newPassword = 'An0therSecretPass';
    const body = signupBody(c, {
      password1: password,
      password2: password,
      payment_method: 'credit_card',
      token_id: 'tok_chargeDeclined',
    });
    await post('/credit_card_signup', { ...body, captcha: await solvedCaptcha(t().app) });
    const created = await post('/credit_card_signup', {
      ...body,
      token_id: 'tok_visa',
      captcha: await solvedCaptcha(t().app),
    });
    expect(created.statusCode).toBe(201);
    await t().settled();
    const activation = /\/activate\/([\w-]{43})/.exec(
      t().mail.find((m) => m.to === body.email)!.text,
    )![1]!;
    await post('/activate', { code: activation });
    const token = (await post('/login', { username: body.username, password })).json()
      .token as string;
    await post('/reset-password', { email: body.email });
    await t().settled();
    const reset = /\/reset-password\/([\w-]{43})/.exec(
      t()
        .mail.filter((m) => m.to === body.email)
        .at(-1)!.text,
    )![1]!;
    await post(`/reset-password/${reset}`, { password: newPassword, repeat_password: newPassword });

    const secrets = [password, newPassword, token, activation, reset, body.email];
    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(logs).not.toContain(secret);

    const db = t().database.db;
    const stored = JSON.stringify([
      await db.select().from(users),
      await db.select().from(sessions),
      await db.select().from(accountCodes),
      await db.select().from(mailOutbox),
    ]);
    for (const secret of [password, newPassword, token, activation, reset]) {
      expect(stored).not.toContain(secret);
    }
  });
});
