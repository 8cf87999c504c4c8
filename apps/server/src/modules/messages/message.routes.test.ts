import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@osce/shared/messages';
import { contactMessages } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.mail.length = 0;
});

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/message/contact', payload: payload as object });
const storedCount = async () =>
  (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  enquiry: 'Group study question',
  message: 'Can four of us share one group?',
};

describe('POST /api/message/contact', () => {
  it('names every missing field with the spec message, and stores nothing', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      fields: {
        name: messages.contactNameRequired,
        email: messages.contactEmailRequired,
        enquiry: messages.contactEnquiryRequired,
        message: messages.contactMessageRequired,
        captcha: messages.captchaRequired,
      },
    });
    expect(await storedCount()).toBe(0);
    expect(t.mail).toHaveLength(0);
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

  it('refuses a forged or unsolved captcha', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        challenge: { parameters: {}, signature: 'x' },
        solution: { counter: 1, derivedKey: 'ab' },
      }),
    ).toString('base64');
    for (const captcha of ['garbage', forged]) {
      const res = await post({ ...valid, captcha });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: messages.captchaRequired,
        fields: { captcha: messages.captchaRequired },
      });
    }
    expect(await storedCount()).toBe(0);
  });

  it('stores a valid message, e-mails the administrator and answers the spec toast', async () => {
    const captcha = await solvedCaptcha(t.app);
    const res = await post({
      ...valid,
      report_issue: true,
      issue_type: 'offensive_content',
      captcha,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.contactSent });

    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: valid.name,
      email: valid.email,
      reportIssue: true,
      issueType: 'offensive_content',
    });
    expect(row!.emailedAt).not.toBeNull();
    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: 'admin@example.test', replyTo: valid.email });
    expect(t.mail[0]!.subject).toContain('Group study question');
    expect(t.mail[0]!.text).toContain(valid.message);
    expect(t.mail[0]!.text).toContain('Offensive content');
  });

  it('accepts a solved captcha only once', async () => {
    const captcha = await solvedCaptcha(t.app);
    const before = await storedCount();
    expect((await post({ ...valid, captcha })).statusCode).toBe(200);
    const again = await post({ ...valid, captcha });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({ captcha: messages.captchaRequired });
    expect(await storedCount()).toBe(before + 1);
  });

  it('keeps the message when the mail server fails', async () => {
    const broken = await buildTestApp({ catalogue: false });
    try {
      const failing = { send: async () => Promise.reject(new Error('smtp down')) };
      // Swap the edge: same app wiring, a mailer that throws.
      const { buildApp } = await import('../../app.ts');
      const app = await buildApp({
        config: broken.config,
        database: broken.database,
        mailer: failing,
        rateLimits: false,
        logger: false,
      });
      const captcha = await solvedCaptcha(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/message/contact',
        payload: { ...valid, captcha },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await broken.database.db.select().from(contactMessages);
      expect(row?.emailedAt).toBeNull();
      await app.close();
    } finally {
      await broken.close();
    }
  });

  it('answers malformed JSON with a 4xx, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/message/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('rate limits', () => {
  it('stops a sixth contact attempt within ten minutes', async () => {
    const limited = await buildTestApp({ catalogue: false, rateLimits: true });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        codes.push(
          (await limited.app.inject({ method: 'POST', url: '/api/message/contact', payload: {} }))
            .statusCode,
        );
      }
      expect(codes).toEqual([422, 422, 422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
