// What a login answer means for the login page (docs/accounts.md, 'Rules'): a token to store, the
// other-device question, or a refusal to show (with or without the forgotten-password link).
import type { LoginAnswer } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { isApiError } from '../../../lib/api-client';

export type LoginOutcome =
  | { kind: 'logged-in'; token: string }
  | { kind: 'confirm-other-device' }
  /** A staff login's second step (docs/admin.md, 'Second factor'): the code, or enrolling first. */
  | { kind: 'second-factor'; ticket: string; enrol: boolean }
  | {
      kind: 'refused';
      message: string;
      /** The server asked for the 'Forgotten your password?' link. */
      showForgotPassword: boolean;
      /** After several failed logins the next try must bring a solved captcha. */
      captchaRequired: boolean;
      /** The account is not activated yet (403): the page offers to send the e-mail again. */
      notActivated: boolean;
      /** Per-field texts of an invalid input (422). */
      fields: Record<string, string>;
    };

function isOtherDeviceQuestion(answer: Partial<LoginAnswer> | null | undefined): boolean {
  return answer?.modal === 'confirm_token_wipe';
}

/** A 2xx answer: the token, or (with no token) the other-device question or a refusal. */
export function outcomeOfAnswer(answer: LoginAnswer): LoginOutcome {
  if (answer.success && answer.token) return { kind: 'logged-in', token: answer.token };
  if (isOtherDeviceQuestion(answer)) return { kind: 'confirm-other-device' };
  if (answer.second_factor && answer.second_factor_ticket) {
    return {
      kind: 'second-factor',
      ticket: answer.second_factor_ticket,
      enrol: answer.second_factor === 'enrol',
    };
  }
  return {
    kind: 'refused',
    message: answer.message || messages.loginFailed,
    showForgotPassword: answer.show_forgot_password === true,
    captchaRequired: answer.captcha_required === true,
    notActivated: false,
    fields: {},
  };
}

/** A failed call: 401 wrong credentials, 403 not activated, 422 invalid input, 429, network... */
export function outcomeOfError(error: unknown): LoginOutcome {
  if (!isApiError(error)) {
    return {
      kind: 'refused',
      message: messages.serverError,
      showForgotPassword: false,
      captchaRequired: false,
      notActivated: false,
      fields: {},
    };
  }
  const body = error.body as Partial<LoginAnswer> | null;
  if (isOtherDeviceQuestion(body)) return { kind: 'confirm-other-device' };
  return {
    kind: 'refused',
    message: error.message,
    showForgotPassword: body?.show_forgot_password === true,
    captchaRequired: body?.captcha_required === true,
    notActivated: error.status === 403,
    fields: error.fields,
  };
}

const DEFAULT_DESTINATION = '/profile';
const NOT_AFTER_LOGIN = ['/login', '/logout'];

/**
 * Where a successful login goes: the page the login-required redirect came from (its router state
 * `{ from }`), or /profile. Only a path of this site: never another origin, never back to login.
 */
export function destinationAfterLogin(state: unknown): string {
  const from =
    state !== null && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  // '//host' and '/\host' are other origins to a browser.
  if (typeof from !== 'string' || !/^\/(?![/\\])/.test(from)) {
    return DEFAULT_DESTINATION;
  }
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return NOT_AFTER_LOGIN.includes(pathname.replace(/\/+$/, '')) ? DEFAULT_DESTINATION : from;
}
