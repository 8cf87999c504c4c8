import { afterEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { contactMessages, mailOutbox, spentCaptchas } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { buildTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ catalogue: false });
afterEach(() => {
  t().mail.length = 0;
});

const post = (payload: unknown) =>
  t().app.inject({
    method: 'POST',
    url: '/api/message/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const storedCount = async () =>
  (await t().database.db.select({ n: count() }).from(contactMessages))[0]!.n;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  enquiry: 'Group study question',
  message: 'Can four of us share one group?',
};

const everyFieldMissing = {
  name: messages.contactNameRequired,
  email: messages.contactEmailRequired,
  enquiry: messages.contactEnquiryRequired,
  message: messages.contactMessageRequired,
  captcha: messages.captchaRequired,
};

describe('POST /api/message/contact: refusals', () => {
  it('names every missing field with the spec message, and stores nothing', async () => {
    const before = await storedCount();
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, fields: everyFieldMissing });
    expect(await storedCount()).toBe(before);
    expect(t().mail).toHaveLength(0);
  });

  it('answers any body shape with the 422 envelope: null, none, empty, an array, a string', async () => {
    const bodies: { headers?: Record<string, string>; payload?: string }[] = [
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      {},
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: '[1,2]' },
      { headers: { 'content-type': 'application/json' }, payload: '"hello"' },
    ];
    for (const body of bodies) {
      const res = await t().app.inject({ method: 'POST', url: '/api/message/contact', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, fields: everyFieldMissing });
    }
  });

  it('refuses a bad e-mail address and a report without an issue type', async () => {
    const res = await post({ ...valid, email: 'not-an-email', report_issue: true, captcha: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({
      email: messages.emailInvalid,
      issue_type: messages.contactIssueTypeRequired,
    });
  });

  it('treats blank text as missing', async () => {
    const res = await post({ ...valid, name: '   ', captcha: 'x' });
    expect(res.json().fields).toEqual({ name: messages.contactNameRequired });
  });

  it('refuses a NUL byte in any field with a 422, and the same solved captcha still works after', async () => {
    const captcha = await solvedCaptcha(t().app);
    const before = await storedCount();
    for (const field of ['name', 'email', 'enquiry', 'message'] as const) {
      const res = await post({ ...valid, [field]: 'A\u0000B', captcha });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields[field]).toBe(messages.controlCharacters);
    }
    expect(await storedCount()).toBe(before);
    const retry = await post({ ...valid, captcha });
    expect(retry.statusCode).toBe(200);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses a forged or unsolved captcha and spends nothing', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        challenge: { parameters: {}, signature: 'x' },
        solution: { counter: 1, derivedKey: 'ab' },
      }),
    ).toString('base64');
    const before = await storedCount();
    for (const captcha of ['garbage', forged]) {
      const res = await post({ ...valid, captcha });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: messages.captchaRequired,
        fields: { captcha: messages.captchaRequired },
      });
    }
    expect(await storedCount()).toBe(before);
  });

  it('answers malformed JSON with a 400 envelope that does not echo the body', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/message/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "<script>',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.badRequest,
      errors: [messages.badRequest],
    });
  });
});

describe('POST /api/message/contact: a message sent', () => {
  it('stores it, e-mails the administrator and answers the spec toast', async () => {
    const captcha = await solvedCaptcha(t().app);
    const res = await post({
      ...valid,
      report_issue: true,
      issue_type: 'offensive_content',
      captcha,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.contactSent });
    await t().settled();

    const rows = await t().database.db.select().from(contactMessages);
    const row = rows.find((r) => r.issueType === 'offensive_content');
    expect(row).toMatchObject({ name: valid.name, email: valid.email, reportIssue: true });
    expect(row!.mailId).not.toBeNull();
    expect(t().mail).toHaveLength(1);
    expect(t().mail[0]).toMatchObject({ to: 'admin@example.test', replyTo: valid.email });
    expect(t().mail[0]!.subject).toContain('Group study question');
    expect(t().mail[0]!.text).toContain(valid.message);
    expect(t().mail[0]!.text).toContain('Offensive content');
  });

  it('accepts a solved captcha once, even when the same one is sent five times at once', async () => {
    const captcha = await solvedCaptcha(t().app);
    const before = await storedCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ ...valid, captcha })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    const refused = answers.find((a) => a.statusCode === 422)!;
    expect(refused.json().fields).toEqual({ captcha: messages.captchaRequired });
    expect(await storedCount()).toBe(before + 1);
  });

  it('keeps the message while the mail server is down and e-mails it once when it is back', async () => {
    let mailServerUp = false;
    const delivered: MailMessage[] = [];
    const flaky = await buildTestApp({
      catalogue: false,
      mailer: {
        async send(message) {
          if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
          delivered.push(message);
        },
      },
    });
    try {
      const captcha = await solvedCaptcha(flaky.app);
      const res = await flaky.app.inject({
        method: 'POST',
        url: '/api/message/contact',
        payload: { ...valid, captcha },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: messages.contactSent });
      await flaky.settled();
      // The first attempt failed: the message is kept and its e-mail waits in the outbox.
      const [row] = await flaky.database.db.select().from(contactMessages);
      expect(row?.name).toBe(valid.name);
      const queued = await flaky.database.db.select().from(mailOutbox);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ id: row!.mailId, attempts: 1, sentAt: null });
      expect(delivered).toHaveLength(0);

      // The mail server is back; the outbox's next pass after the retry delay delivers it.
      mailServerUp = true;
      (flaky.clock as ManualClock).advance(60_000);
      await flaky.app.ctx.outbox.drain();
      (flaky.clock as ManualClock).advance(3_600_000);
      await flaky.app.ctx.outbox.drain();
      expect(delivered).toHaveLength(1);
      expect(delivered[0]).toMatchObject({ to: 'admin@example.test', replyTo: valid.email });
      expect(delivered[0]!.text).toContain(valid.message);
      const [sent] = await flaky.database.db.select().from(mailOutbox);
      expect(sent!.sentAt).not.toBeNull();
    } finally {
      await flaky.close();
    }
  });

  it('forgets spent captchas once their challenge has expired', async () => {
    const captcha = await solvedCaptcha(t().app);
    expect((await post({ ...valid, captcha })).statusCode).toBe(200);
    const spent = async () =>
      (await t().database.db.select({ n: count() }).from(spentCaptchas))[0]!.n;
    expect(await spent()).toBeGreaterThan(0);
    (t().clock as ManualClock).advance(11 * 60 * 1000);
    // The old payload can no longer verify; the next spend prunes it on the way.
    expect((await post({ ...valid, captcha })).statusCode).toBe(422);
    const fresh = await solvedCaptcha(t().app);
    expect((await post({ ...valid, captcha: fresh })).statusCode).toBe(200);
    expect(await spent()).toBe(1);
  });
});

describe('rate limits on contact messages', () => {
  it('does not count submissions refused for their input, and lets a class through', async () => {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      const send = (payload: unknown) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/message/contact',
          payload: payload as object,
        });
      for (let i = 0; i < 80; i += 1) expect((await send({})).statusCode).toBe(422);
      // Sixty classmates behind one address, each with a captcha the server checks.
      const codes: number[] = [];
      for (let i = 0; i < 61; i += 1)
        codes.push((await send({ ...valid, captcha: 'x' })).statusCode);
      expect(codes.slice(0, 60).every((c) => c === 422)).toBe(true);
      expect(codes[60]).toBe(429);
      const refused = await send({ ...valid, captcha: 'x' });
      expect(refused.json()).toEqual({ success: false, message: messages.tooManyRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own budget.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/message/contact',
        payload: { ...valid, captcha: 'x' },
        remoteAddress: '10.1.2.3',
      });
      expect(other.statusCode).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
