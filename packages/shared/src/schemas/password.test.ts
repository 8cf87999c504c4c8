import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { toFieldErrors } from '../validation.ts';
import {
  changePasswordSchema,
  loginSchema,
  newPassword,
  resetPasswordBodySchema,
  resetPasswordSchema,
  resetRequestSchema,
} from './password.ts';

const fields = (schema: { safeParse(v: unknown): { error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value) as { error?: Parameters<typeof toFieldErrors>[0] };
  return result.error ? toFieldErrors(result.error).fields : {};
};

describe('new passwords (docs/accounts.md, Validation)', () => {
  const rule = newPassword(messages.passwordRequired);
  const first = (value: unknown) => rule.safeParse(value).error?.issues[0]?.message;

  it('says which rule a password breaks, one at a time, in the spec order', () => {
    expect(first(undefined)).toBe(messages.passwordRequired);
    expect(first('')).toBe(messages.passwordRequired);
    expect(first('Ab1')).toBe(messages.passwordTooShort);
    expect(first('abcde1')).toBe(messages.passwordNeedsUpper);
    expect(first('Abcdef')).toBe(messages.passwordNeedsNumber);
    expect(first('x'.repeat(129) + 'A1')).toBe('Please keep this field under 128 characters.');
    expect(first('Abcd1\u0000')).toBe(messages.controlCharacters);
  });

  it('accepts a password that keeps every rule, spaces and accents included, untrimmed', () => {
    expect(rule.parse(' Ab1de ')).toBe(' Ab1de ');
    expect(rule.safeParse('Ärzte 2026').success).toBe(true);
  });
});

describe('login, reset and change-password forms', () => {
  it('asks for a username and a password at login, with no strength rule', () => {
    expect(fields(loginSchema, null)).toEqual({
      username: messages.usernameRequired,
      password: messages.passwordRequired,
    });
    expect(loginSchema.safeParse({ username: ' ada ', password: 'x' }).data).toEqual({
      username: 'ada',
      password: 'x',
    });
  });

  it('asks for a valid e-mail address to send a reset link to', () => {
    expect(fields(resetRequestSchema, {})).toEqual({ email: messages.emailRequired });
    expect(fields(resetRequestSchema, { email: 'ada@' })).toEqual({ email: messages.emailInvalid });
    expect(fields(resetRequestSchema, { email: 'ada@example.com' })).toEqual({});
  });

  it('checks the new password and that the repeat matches it', () => {
    expect(fields(resetPasswordSchema, {})).toEqual({
      password: messages.passwordRequired,
      repeat_password: messages.repeatPasswordRequired,
    });
    expect(fields(resetPasswordSchema, { password: 'Abcde1', repeat_password: 'Abcde2' })).toEqual({
      repeat_password: messages.passwordMismatch,
    });
    expect(fields(resetPasswordSchema, { password: 'abc', repeat_password: 'abd' })).toEqual({
      password: messages.passwordTooShort,
      repeat_password: messages.passwordMismatch,
    });
    expect(fields(resetPasswordSchema, { password: 'Abcde1', repeat_password: 'Abcde1' })).toEqual(
      {},
    );
  });

  it('lets an API client send the new password alone; a repeat, when sent, must match', () => {
    expect(fields(resetPasswordBodySchema, { password: 'Abcde1' })).toEqual({});
    expect(fields(resetPasswordBodySchema, {})).toEqual({ password: messages.passwordRequired });
    expect(
      fields(resetPasswordBodySchema, { password: 'Abcde1', repeat_password: 'Abcde2' }),
    ).toEqual({ repeat_password: messages.passwordMismatch });
    expect(
      fields(resetPasswordBodySchema, { password: 'Abcde1', repeat_password: 'Abcde1' }),
    ).toEqual({});
  });

  it('takes a solved captcha with a login, and leaves it optional', () => {
    expect(fields(loginSchema, { username: 'ada', password: 'x' })).toEqual({});
    expect(fields(loginSchema, { username: 'ada', password: 'x', captcha: 'payload' })).toEqual({});
    expect(
      Object.keys(fields(loginSchema, { username: 'ada', password: 'x', captcha: 7 })),
    ).toEqual(['captcha']);
  });

  it('gives the settings form its own texts', () => {
    expect(fields(changePasswordSchema, {})).toEqual({
      current_password: messages.currentPasswordRequired,
      new_password1: messages.newPasswordRequired,
      new_password2: messages.repeatNewPasswordRequired,
    });
    expect(
      fields(changePasswordSchema, {
        current_password: 'old',
        new_password1: 'Newpass1',
        new_password2: 'Newpass2',
      }),
    ).toEqual({ new_password2: messages.passwordMismatch });
  });
});
