// POST /user/change_password (docs/accounts.md, 'Validation'): the current password checked,
// the new one stored, every other device signed out, guessing limited, nothing logged.
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { verifyPassword } from '../accounts/password-hasher.ts';
import { createMember, type TestMember } from '../../test/member-factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { readUser, sessionCount } from './users.test-support.ts';

const logLines: string[] = [];
// Rate limits on and every log line kept at the most talkative level: one app for the file.
const t = useTestApp({
  catalogue: false,
  rateLimits: true,
  env: { LOG_LEVEL: 'trace', ACCESS_LOG: 'all' },
  logger: { write: (line: string) => void logLines.push(line) },
});

const CURRENT = 'Current1';
const NEW = 'Brand-New2';

const change = (member: TestMember, body: unknown, token = member.token) =>
  t().injectAs(token, {
    method: 'POST',
    url: '/api/user/change_password',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const valid = { current_password: CURRENT, new_password1: NEW, new_password2: NEW };
const login = (username: string, password: string) =>
  t().app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

describe('POST /api/user/change_password', () => {
  it('stores the new password and signs out every other device, keeping this one', async () => {
    const member = await createMember(t(), { password: CURRENT });
    const phone = await t().app.ctx.sessions.open(member.id);
    const laptop = await t().app.ctx.sessions.open(member.id);
    const other = await createMember(t(), { password: CURRENT });
    expect(await sessionCount(t(), member.id)).toBe(3);

    const res = await change(member, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.passwordChanged });

    const row = await readUser(t(), member.id);
    expect(await verifyPassword(NEW, row.passwordHash!)).toBe(true);
    expect(await verifyPassword(CURRENT, row.passwordHash!)).toBe(false);
    expect(await sessionCount(t(), member.id)).toBe(1);
    const me = (token: string) => t().injectAs(token, { method: 'GET', url: '/api/user' });
    expect((await me(member.token)).statusCode).toBe(200);
    expect((await me(phone.token)).statusCode).toBe(401);
    expect((await me(laptop.token)).statusCode).toBe(401);
    // Another member is untouched.
    expect(await sessionCount(t(), other.id)).toBe(1);
    expect(await verifyPassword(CURRENT, (await readUser(t(), other.id)).passwordHash!)).toBe(true);

    // The new password logs in (after the other-device question, as this device is still in).
    await t().app.ctx.sessions.closeAllForUser(member.id);
    expect((await login(member.username, NEW)).json()).toMatchObject({ success: true });
  });

  it('refuses a wrong current password on its field, changing nothing', async () => {
    const member = await createMember(t(), { password: CURRENT });
    const phone = await t().app.ctx.sessions.open(member.id);
    const before = (await readUser(t(), member.id)).passwordHash;
    const res = await change(member, { ...valid, current_password: 'Wrong123' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: messages.currentPasswordWrong,
      fields: { current_password: messages.currentPasswordWrong },
    });
    expect((await readUser(t(), member.id)).passwordHash).toBe(before);
    expect(await sessionCount(t(), member.id)).toBe(2);
    expect((await t().injectAs(phone.token, { method: 'GET', url: '/api/user' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an account without a password (social login) as a wrong current password', async () => {
    const member = await createMember(t());
    const res = await change(member, valid);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ current_password: messages.currentPasswordWrong });
    expect((await readUser(t(), member.id)).passwordHash).toBeNull();
  });

  it('gives each password rule its own text', async () => {
    const member = await createMember(t(), { password: CURRENT });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {},
        {
          current_password: messages.currentPasswordRequired,
          new_password1: messages.newPasswordRequired,
          new_password2: messages.repeatNewPasswordRequired,
        },
      ],
      [
        { ...valid, new_password1: 'Ab1', new_password2: 'Ab1' },
        { new_password1: messages.passwordTooShort },
      ],
      [
        { ...valid, new_password1: 'abcde1', new_password2: 'abcde1' },
        { new_password1: messages.passwordNeedsUpper },
      ],
      [
        { ...valid, new_password1: 'Abcdef', new_password2: 'Abcdef' },
        { new_password1: messages.passwordNeedsNumber },
      ],
      [{ ...valid, new_password2: 'Brand-New3' }, { new_password2: messages.passwordMismatch }],
      [
        { ...valid, new_password1: 'Ab1\u0000xyz', new_password2: 'Ab1\u0000xyz' },
        { new_password1: messages.controlCharacters, new_password2: messages.controlCharacters },
      ],
      [
        { ...valid, current_password: 'x'.repeat(10_000) },
        { current_password: 'Please keep this field under 128 characters.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await change(member, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(res.json().fields).toEqual(fields);
    }
    for (const payload of ['null', '[]', '']) {
      const res = await t().injectAs(member.token, {
        method: 'POST',
        url: '/api/user/change_password',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(422);
    }
    expect(await verifyPassword(CURRENT, (await readUser(t(), member.id)).passwordHash!)).toBe(
      true,
    );
  });

  it("changes the caller's password only: B's token cannot touch A", async () => {
    const a = await createMember(t(), { password: CURRENT });
    const b = await createMember(t(), { password: 'Bees-Pass9' });
    const res = await change(a, { ...valid, current_password: 'Bees-Pass9' }, b.token);
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword(CURRENT, (await readUser(t(), a.id)).passwordHash!)).toBe(true);
    expect(await verifyPassword(NEW, (await readUser(t(), b.id)).passwordHash!)).toBe(true);
    expect(await sessionCount(t(), a.id)).toBe(1);
  });

  it('stops guessing the current password per account, and leaves other members alone', async () => {
    const member = await createMember(t(), { password: CURRENT });
    const classmate = await createMember(t(), { password: CURRENT });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await change(member, { ...valid, current_password: `Guess${i}x` })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 422)).toBe(true);
    expect(codes[10]).toBe(429);
    const right = await change(member, valid);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, message: messages.tooManyRequests });
    expect(await verifyPassword(CURRENT, (await readUser(t(), member.id)).passwordHash!)).toBe(
      true,
    );
    // Same address, another account: its own budget.
    expect((await change(classmate, valid)).statusCode).toBe(200);
  });

  it('needs a member token', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/user/change_password',
      payload: valid,
    });
    expect(res.statusCode).toBe(401);
  });

  it('never writes a password to the log', async () => {
    await t().settled();
    expect(logLines.length).toBeGreaterThan(10);
    const all = logLines.join('\n');
    for (const secret of [CURRENT, NEW, 'Wrong123', 'Bees-Pass9', 'Guess3x']) {
      expect(all).not.toContain(secret);
    }
  });
});
