// Passwords (docs/accounts.md, 'Validation': sign-up, password reset, change password) and the login form: one
// rule set for the form and the server. Passwords are never trimmed: a space is a character.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { hasControlCharacters, objectBody, safeText, tooLong } from './text.ts';

/** A password as typed, required with the given message; no other rule (login, current password). */
export function typedPassword(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(PASSWORD_MAX_LENGTH, { error: tooLong(PASSWORD_MAX_LENGTH) })
    .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters });
}

/** A new password: required, at least five characters, one upper-case letter and one number. */
export function newPassword(required: string) {
  return typedPassword(required).superRefine((value, ctx) => {
    // One message at a time, in the spec's order, so the form shows what to fix next.
    const broken =
      value.length < PASSWORD_MIN_LENGTH
        ? messages.passwordTooShort
        : !/\p{Lu}/u.test(value)
          ? messages.passwordNeedsUpper
          : !/\d/.test(value)
            ? messages.passwordNeedsNumber
            : null;
    if (broken) ctx.addIssue({ code: 'custom', message: broken });
  });
}

/** Adds `message` ('The entered passwords do not match.' unless told) on `repeat` when it differs. */
export function matching<T extends z.ZodObject>(
  schema: T,
  first: string,
  repeat: string,
  message: string = messages.passwordMismatch,
) {
  return schema.superRefine(
    (value: Record<string, unknown>, ctx) => {
      if (value[first] !== value[repeat]) {
        ctx.addIssue({ code: 'custom', path: [repeat], message });
      }
    },
    {
      // Also when the first password breaks a rule: the repeat is told it differs as soon as it
      // is filled in, not only once the first is fixed.
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === repeat),
    },
  );
}

/**
 * POST /login and /login-and-clear. `captcha`, the solved proof-of-work challenge, is needed only
 * once the server asked for it (`captcha_required` in its answer) after several failed logins.
 */
export const loginSchema = objectBody(
  z.object({
    username: safeText({ required: messages.usernameRequired, max: 254 }),
    password: typedPassword(messages.passwordRequired),
    captcha: z.string().max(4000).optional(),
  }),
);

/** POST /reset-password: the address to send the link to. */
export const resetRequestSchema = objectBody(
  z.object({
    email: safeText({ required: messages.emailRequired, max: 254 }).pipe(
      z.email({ error: messages.emailInvalid }),
    ),
  }),
);

/** The reset form: the new password twice (the API receives `password`). */
export const resetPasswordSchema = objectBody(
  matching(
    z.object({
      password: newPassword(messages.passwordRequired),
      repeat_password: typedPassword(messages.repeatPasswordRequired),
    }),
    'password',
    'repeat_password',
  ),
);

/**
 * POST /reset-password/{code}: the API takes `{ password }`; the repeat is the form's business, so
 * a client may leave it out, but one that sends it must send the same password.
 */
export const resetPasswordBodySchema = objectBody(
  z
    .object({
      password: newPassword(messages.passwordRequired),
      repeat_password: typedPassword(messages.repeatPasswordRequired).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.repeat_password !== undefined && value.repeat_password !== value.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['repeat_password'],
          message: messages.passwordMismatch,
        });
      }
    }),
);

/** POST /user/change_password (settings). */
export const changePasswordSchema = objectBody(
  matching(
    z.object({
      current_password: typedPassword(messages.currentPasswordRequired),
      new_password1: newPassword(messages.newPasswordRequired),
      new_password2: typedPassword(messages.repeatNewPasswordRequired),
    }),
    'new_password1',
    'new_password2',
  ),
);

export type LoginInput = z.output<typeof loginSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
