// What the back office's foundation changes for accounts (docs/admin.md, 'Staff and roles', 'Audit'):
// a disabled account cannot log in and its leftover sessions are refused, staff sessions last 12
// hours, every login is noted, and the audit log keeps entries with their secrets redacted.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_SESSION_TTL_MS } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import { sessions, users } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SESSION_TTL_MS } from '../accounts/session.service.ts';
import { createAuditService } from './audit.service.ts';

const t = useTestApp({ catalogue: false });
const PASSWORD = 'Correct1';

const login = (username: string, password = PASSWORD) =>
  t().app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

async function sessionLength(userId: number): Promise<number> {
  const [row] = await t()
    .database.db.select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return row!.expiresAt.getTime() - row!.createdAt.getTime();
}

describe('a disabled account', () => {
  it('cannot log in with the right password, and its old session is refused', async () => {
    const member = await createMember(t(), { password: PASSWORD });
    await t()
      .database.db.update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, member.id));
    // The principal was not cached by this test; a fresh lookup reads the column.
    const me = await t().injectAs(member.token, { method: 'GET', url: '/api/user' });
    expect(me.statusCode).toBe(401);
    const res = await login(member.username);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      success: false,
      token: null,
      message: messages.accountDisabled,
    });
    // A wrong password still gets the ordinary refusal: the text does not reveal the account.
    const wrong = await login(member.username, 'Wrong123');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.loginFailed);
  });
});

describe('staff sessions', () => {
  it('last 12 hours for staff and 30 days for members, and note the login', async () => {
    const editor = await createMember(t(), { role: 'editor' });
    const member = await createMember(t());
    expect(await sessionLength(editor.id)).toBe(STAFF_SESSION_TTL_MS);
    expect(await sessionLength(member.id)).toBe(SESSION_TTL_MS);
    const [row] = await t()
      .database.db.select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, editor.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });
});

describe('the audit log', () => {
  it('keeps what was recorded, newest first, with secrets redacted at any depth', async () => {
    const admin = await createMember(t(), { role: 'admin' });
    const member = await createMember(t());
    const audit = createAuditService({ db: t().database.db, clock: t().clock });
    await withTransaction(t().database.db, (tx) =>
      audit.record(
        tx,
        { id: admin.id, username: admin.username },
        {
          action: 'member.disable',
          entity: 'member',
          entityId: member.id,
          memberId: member.id,
          before: { disabled: false, passwordHash: 'scrypt$abc' },
          after: { disabled: true, nested: { token: 'tok', card: { number: '4242' } } },
          reason: 'chargeback',
        },
      ),
    );
    // A write that rolls back leaves no entry.
    await withTransaction(t().database.db, async (tx) => {
      await audit.record(
        tx,
        { id: admin.id, username: admin.username },
        { action: 'member.enable', entity: 'member', entityId: member.id, memberId: member.id },
      );
      throw new Error('the write failed');
    }).catch(() => undefined);

    const res = await t().injectAs(admin.token, {
      method: 'GET',
      url: `/api/admin/audit?member_id=${member.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entries: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          actor: admin.username,
          action: 'member.disable',
          entity: 'member',
          entity_id: String(member.id),
          member_id: member.id,
          before: { disabled: false, passwordHash: '[redacted]' },
          after: { disabled: true, nested: { token: '[redacted]', card: '[redacted]' } },
          reason: 'chargeback',
        },
      ],
      next_before: null,
    });
    const byActor = await t().injectAs(admin.token, {
      method: 'GET',
      url: `/api/admin/audit?actor=${admin.username.toUpperCase()}&entity=member`,
    });
    expect(byActor.json().entries).toHaveLength(1);
    const bad = await t().injectAs(admin.token, {
      method: 'GET',
      url: '/api/admin/audit?entity=card&before=abc',
    });
    expect(bad.statusCode).toBe(422);
  });
});
