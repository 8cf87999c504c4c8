// The back office's Messages section (docs/admin.md, 'Messages'): contact messages and station
// reports listed for support, answered by e-mail, closed; each write audited in its transaction.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxMessages } from '@osce/shared/admin/inbox-prices-messages';
import { messages } from '@osce/shared/messages';
import { adminMessagesAnswerSchema } from '@osce/shared/schemas/admin-messages';
import { auditLog, contactMessages, mailOutbox } from '../../../db/schema/index.ts';
import { solvedCaptcha } from '../../../test/captcha-solver.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { createStation, createTaxons } from '../../../test/station-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ catalogue: false });
let support: TestMember;
let member: TestMember;
let station: { id: number; number: number };

beforeAll(async () => {
  support = await createMember(t(), { role: 'support' });
  member = await createMember(t(), { profile: { firstName: 'Ada', lastName: 'Lovelace' } });
  await createTaxons(t());
  station = await createStation(t());
});

const list = async (query = '') => {
  const res = await t().injectAs(support.token, {
    method: 'GET',
    url: `/api/admin/messages${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return adminMessagesAnswerSchema.parse(res.json());
};
const post = (url: string, payload?: unknown, who: TestMember = support) =>
  t().injectAs(who.token, {
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const auditCount = async (action: string, id: number) =>
  (
    await t()
      .database.db.select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
  )[0]!.n;

async function report(text: string) {
  const res = await post(
    '/api/message/user-contact',
    {
      enquiry: `Issue with station ${station.number}`,
      message: text,
      report_issue: true,
      issue_type: 'error',
      station_id: station.id,
      captcha: await solvedCaptcha(t().app),
    },
    member,
  );
  expect(res.statusCode).toBe(200);
  await t().settled();
  const [row] = await t()
    .database.db.select()
    .from(contactMessages)
    .where(eq(contactMessages.message, text));
  return row!;
}

async function visitorMessage(text: string) {
  const res = await t().app.inject({
    method: 'POST',
    url: '/api/message/contact',
    payload: {
      name: 'Grace Hopper',
      email: 'grace@example.test',
      enquiry: 'Group prices',
      message: text,
      captcha: await solvedCaptcha(t().app),
    },
  });
  expect(res.statusCode).toBe(200);
  await t().settled();
  const [row] = await t()
    .database.db.select()
    .from(contactMessages)
    .where(eq(contactMessages.message, text));
  return row!;
}

describe('GET /api/admin/messages', () => {
  it('lists station reports and contact messages newest first, with the member and station', async () => {
    const fromVisitor = await visitorMessage('Do you sell group licences?');
    const fromMember = await report('The marking guide has item 3 twice.');
    const { messages: found, total, page } = await list();
    expect(page).toBe(1);
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = found.map((m) => m.id);
    expect(ids.indexOf(fromMember.id)).toBeLessThan(ids.indexOf(fromVisitor.id));
    expect(found.find((m) => m.id === fromMember.id)).toMatchObject({
      kind: 'station_report',
      name: 'Ada Lovelace',
      email: member.email,
      member_id: member.id,
      station_number: station.number,
      station_id: station.id,
      issue_type: 'error',
      subject: `Issue with station ${station.number}`,
      message: 'The marking guide has item 3 twice.',
      status: 'open',
      reply: null,
    });
    expect(found.find((m) => m.id === fromVisitor.id)).toMatchObject({
      kind: 'contact',
      name: 'Grace Hopper',
      member_id: null,
      station_number: null,
      subject: 'Group prices',
      status: 'open',
    });
    const reports = await list('?kind=station_report&status=open');
    expect(reports.messages.every((m) => m.kind === 'station_report' && m.status === 'open')).toBe(
      true,
    );
    expect(reports.messages.map((m) => m.id)).toContain(fromMember.id);
    expect((await list('?kind=contact')).messages.map((m) => m.id)).not.toContain(fromMember.id);
  });

  it('pages by 50 with the total', async () => {
    const at = t().clock.now();
    await t()
      .database.db.insert(contactMessages)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          name: 'Bulk',
          email: 'bulk@example.test',
          enquiry: `Bulk ${i}`,
          message: 'x',
          status: 'closed' as const,
          createdAt: new Date(at.getTime() - (i + 1) * 1000),
        })),
      );
    const first = await list('?status=closed');
    expect(first.total).toBeGreaterThanOrEqual(55);
    expect(first.messages).toHaveLength(50);
    const second = await list('?status=closed&page=2');
    expect(second.page).toBe(2);
    expect(second.messages.length).toBe(first.total - 50);
    expect(second.messages[0]!.id).not.toBe(first.messages[0]!.id);
  });

  it('refuses a bad filter with a 422, an editor and a member with 403', async () => {
    for (const q of ['?status=pending', '?kind=spam', '?page=0', '?page=%00']) {
      const res = await t().injectAs(support.token, {
        method: 'GET',
        url: `/api/admin/messages${q}`,
      });
      expect(res.statusCode, q).toBe(422);
    }
    const editor = await createMember(t(), { role: 'editor' });
    for (const who of [editor, member]) {
      const res = await t().injectAs(who.token, { method: 'GET', url: '/api/admin/messages' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.forbidden);
    }
  });
});

describe('POST /api/admin/messages/{id}/reply and /close', () => {
  it('e-mails the reply to the sender, marks it answered with who answered, and audits it', async () => {
    const m = await report('Station timer stops at 2 minutes.');
    t().mail.length = 0;
    const res = await post(`/api/admin/messages/${m.id}/reply`, {
      text: 'Thank you, fixed now.\nPlease try again.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      id: m.id,
      status: 'answered',
      reply: 'Thank you, fixed now.\nPlease try again.',
      answered_by: support.username,
      closed_at: null,
    });
    expect(res.json().message.answered_at).toBe(t().clock.now().toISOString());
    await t().settled();
    expect(t().mail).toHaveLength(1);
    expect(t().mail[0]).toMatchObject({ to: member.email, replyTo: 'admin@example.test' });
    expect(t().mail[0]!.subject).toContain(`Issue with station ${station.number}`);
    expect(t().mail[0]!.text).toContain('Thank you, fixed now.');
    expect(t().mail[0]!.text).toContain('> Station timer stops at 2 minutes.');
    const [entry] = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.reply'), eq(auditLog.entityId, String(m.id))));
    expect(entry).toMatchObject({
      entity: 'message',
      actorUsername: support.username,
      memberId: member.id,
      before: { status: 'open' },
      after: { status: 'answered' },
    });
    expect((await list('?status=answered')).messages.map((x) => x.id)).toContain(m.id);
  });

  it('refuses an empty, oversized or NUL reply and an unknown id, writing and sending nothing', async () => {
    const m = await visitorMessage('Hello there');
    const mailBefore = (await t().database.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const cases: [unknown, number, string][] = [
      [{}, 422, inboxMessages.replyRequired],
      [null, 422, inboxMessages.replyRequired],
      [{ text: '   ' }, 422, inboxMessages.replyRequired],
      [{ text: 'a\u0000b' }, 422, messages.controlCharacters],
      [{ text: 'x'.repeat(10_001) }, 422, 'Please keep this field under 10000 characters.'],
    ];
    for (const [body, status, text] of cases) {
      const res = await post(`/api/admin/messages/${m.id}/reply`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().fields.text).toBe(text);
    }
    const missing = await post('/api/admin/messages/999999/reply', { text: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(inboxMessages.notFound);
    expect((await post('/api/admin/messages/abc/close')).statusCode).toBe(422);
    const [row] = await t()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, m.id));
    expect(row!.status).toBe('open');
    expect((await t().database.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailBefore);
    expect(await auditCount('message.reply', m.id)).toBe(0);
  });

  it('closes once under five requests at once; a closed message takes no reply', async () => {
    const m = await visitorMessage('Please close me');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/admin/messages/${m.id}/close`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      inboxMessages.alreadyClosed,
    );
    expect(answers.find((a) => a.statusCode === 200)!.json().message).toMatchObject({
      status: 'closed',
      closed_at: t().clock.now().toISOString(),
    });
    expect(await auditCount('message.close', m.id)).toBe(1);
    t().mail.length = 0;
    const reply = await post(`/api/admin/messages/${m.id}/reply`, { text: 'Too late' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(inboxMessages.closedCannotReply);
    await t().settled();
    expect(t().mail).toHaveLength(0);
  });

  it('lets an administrator answer too', async () => {
    const admin = await createMember(t(), { role: 'admin' });
    const m = await visitorMessage('For the admin');
    const res = await post(`/api/admin/messages/${m.id}/reply`, { text: 'Hello Grace' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message.answered_by).toBe(admin.username);
    await t().settled();
  });
});
