// POST /message/user-contact: a signed-in member's message, with name and e-mail from the account,
// stored and e-mailed like the public contact form's, captcha still required.
import { count, desc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { contactMessages } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp({ catalogue: false });
afterEach(() => {
  t().mail.length = 0;
});

const send = (member: TestMember, body: unknown) =>
  t().injectAs(member.token, {
    method: 'POST',
    url: '/api/message/user-contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const storedCount = async () =>
  (await t().database.db.select({ n: count() }).from(contactMessages))[0]!.n;
const lastStored = async () =>
  (
    await t().database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1)
  )[0]!;

const valid = { enquiry: 'Station 12', message: 'The timer skipped\nthe reading phase.' };

describe('POST /api/message/user-contact', () => {
  it("stores and mails the message in the member's name, whatever the body claims", async () => {
    const member = await createMember(t(), {
      profile: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const res = await send(member, {
      ...valid,
      name: 'Someone Else',
      email: 'someone@else.test',
      report_issue: true,
      issue_type: 'error',
      station_id: 12,
      captcha: await solvedCaptcha(t().app),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.contactSent });
    expect(await lastStored()).toMatchObject({
      name: 'Ada Lovelace',
      email: member.email,
      enquiry: 'Station 12',
      message: valid.message,
      reportIssue: true,
      issueType: 'error',
      stationId: 12,
    });
    await t().settled();
    expect(t().mail).toHaveLength(1);
    expect(t().mail[0]).toMatchObject({ to: 'admin@example.test', replyTo: member.email });
    expect(t().mail[0]!.text).toContain('From: Ada Lovelace');
    expect(t().mail[0]!.text).not.toContain('someone@else.test');
  });

  it('uses the username when the account has no name yet', async () => {
    const member = await createMember(t());
    const res = await send(member, { ...valid, captcha: await solvedCaptcha(t().app) });
    expect(res.statusCode).toBe(200);
    expect((await lastStored()).name).toBe(member.username);
    // The outbox sends it after the answer: let it land here, not in the next test's inbox.
    await t().settled();
    expect(t().mail).toHaveLength(1);
  });

  it('asks for each missing field with the spec text, the captcha included, and stores nothing', async () => {
    const member = await createMember(t());
    const before = await storedCount();
    for (const payload of ['{}', 'null', '[]', '']) {
      const res = await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/message/user-contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
      expect(res.json().fields, payload).toEqual({
        enquiry: messages.contactEnquiryRequired,
        message: messages.contactMessageRequired,
        captcha: messages.captchaRequired,
      });
    }
    const noType = await send(member, { ...valid, report_issue: true, captcha: 'x' });
    expect(noType.json().fields).toEqual({ issue_type: messages.contactIssueTypeRequired });
    const badType = await send(member, { ...valid, issue_type: 'spam', captcha: 'x' });
    expect(badType.json().fields).toEqual({ issue_type: messages.contactIssueTypeRequired });
    expect(await storedCount()).toBe(before);
    expect(t().mail).toHaveLength(0);
  });

  it('refuses a wrong or reused captcha, NUL bytes and oversized text', async () => {
    const member = await createMember(t());
    const before = await storedCount();
    const wrong = await send(member, { ...valid, captcha: 'bm90IGEgY2FwdGNoYQ==' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields).toEqual({ captcha: messages.captchaRequired });

    const captcha = await solvedCaptcha(t().app);
    const nul = await send(member, { ...valid, enquiry: 'a\u0000b', captcha });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().fields).toEqual({ enquiry: messages.controlCharacters });
    const long = await send(member, { ...valid, message: 'x'.repeat(5001), captcha });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.message).toBe('Please keep this field under 5000 characters.');
    expect(await storedCount()).toBe(before);

    // The refused requests did not spend the captcha; once used, it is spent.
    expect((await send(member, { ...valid, captcha })).statusCode).toBe(200);
    const again = await send(member, { ...valid, captcha });
    expect(again.statusCode).toBe(422);
    expect(again.json().fields).toEqual({ captcha: messages.captchaRequired });
    expect(await storedCount()).toBe(before + 1);
  });

  it('needs a member token (visitors use /message/contact)', async () => {
    const before = await storedCount();
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/message/user-contact',
      payload: { ...valid, captcha: await solvedCaptcha(t().app) },
    });
    expect(res.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });
});
