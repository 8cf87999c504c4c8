import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { ApiError } from '../../../lib/api-client';
import { destinationAfterLogin, outcomeOfAnswer, outcomeOfError } from './login-outcome';

const answer = {
  success: true,
  token: 'abc',
  message: messages.loginSuccess,
  modal: null,
  show_forgot_password: false,
};

describe('outcomeOfAnswer', () => {
  it('logs in with the token of a successful answer', () => {
    expect(outcomeOfAnswer(answer)).toEqual({ kind: 'logged-in', token: 'abc' });
  });

  it('asks the other-device question on modal confirm_token_wipe', () => {
    const question = {
      success: false,
      token: null,
      message: messages.otherDeviceWarning,
      modal: 'confirm_token_wipe' as const,
      show_forgot_password: false,
    };
    expect(outcomeOfAnswer(question)).toEqual({ kind: 'confirm-other-device' });
  });

  it('treats a success without a token as a refusal with its message', () => {
    const odd = {
      ...answer,
      success: false,
      token: null,
      message: 'No',
      show_forgot_password: true,
    };
    expect(outcomeOfAnswer(odd)).toEqual({
      kind: 'refused',
      message: 'No',
      showForgotPassword: true,
      captchaRequired: false,
      notActivated: false,
      fields: {},
    });
  });
});

describe('outcomeOfError', () => {
  it('shows the 401 message and the forgotten-password link the server asks for', () => {
    const error = new ApiError(401, {
      success: false,
      message: messages.loginFailed,
      token: null,
      modal: null,
      show_forgot_password: true,
    } as never);
    expect(outcomeOfError(error)).toEqual({
      kind: 'refused',
      message: messages.loginFailed,
      showForgotPassword: true,
      captchaRequired: false,
      notActivated: false,
      fields: {},
    });
  });

  it('shows the not-activated message (403) without the link', () => {
    const error = new ApiError(403, {
      success: false,
      message: messages.loginNotActivated,
      show_forgot_password: false,
    } as never);
    expect(outcomeOfError(error)).toMatchObject({
      kind: 'refused',
      message: messages.loginNotActivated,
      showForgotPassword: false,
      notActivated: true,
    });
  });

  it('asks for the captcha when the server says several logins failed', () => {
    const error = new ApiError(401, {
      success: false,
      message: messages.loginCaptchaRequired,
      token: null,
      modal: null,
      show_forgot_password: true,
      captcha_required: true,
    } as never);
    expect(outcomeOfError(error)).toMatchObject({
      kind: 'refused',
      message: messages.loginCaptchaRequired,
      captchaRequired: true,
      notActivated: false,
    });
  });

  it('shows the rate limit (429) and network failures as they come, without the link', () => {
    const limited = new ApiError(429, { success: false, message: messages.tooManyRequests });
    expect(outcomeOfError(limited)).toMatchObject({
      message: messages.tooManyRequests,
      showForgotPassword: false,
    });
    expect(outcomeOfError(new TypeError('boom'))).toMatchObject({
      kind: 'refused',
      message: messages.serverError,
    });
  });

  it('passes the per-field texts of a 422 on', () => {
    const error = new ApiError(422, {
      success: false,
      message: messages.invalidInput,
      fields: { username: messages.usernameRequired },
    });
    expect(outcomeOfError(error)).toMatchObject({
      fields: { username: messages.usernameRequired },
    });
  });

  it('recognises the other-device question in a refusal too', () => {
    const error = new ApiError(409, {
      success: false,
      message: messages.otherDeviceWarning,
      modal: 'confirm_token_wipe',
    } as never);
    expect(outcomeOfError(error)).toEqual({ kind: 'confirm-other-device' });
  });
});

describe('destinationAfterLogin', () => {
  it('goes to /profile by default', () => {
    expect(destinationAfterLogin(null)).toBe('/profile');
    expect(destinationAfterLogin(undefined)).toBe('/profile');
    expect(destinationAfterLogin({ other: 1 })).toBe('/profile');
  });

  it('goes back to the page the login-required redirect came from, query included', () => {
    expect(destinationAfterLogin({ from: '/settings' })).toBe('/settings');
    expect(destinationAfterLogin({ from: '/search?specialty=3' })).toBe('/search?specialty=3');
  });

  it('never leaves the site and never returns to login or logout', () => {
    expect(destinationAfterLogin({ from: '//evil.example' })).toBe('/profile');
    expect(destinationAfterLogin({ from: '/\\evil.example' })).toBe('/profile');
    expect(destinationAfterLogin({ from: 'https://evil.example/' })).toBe('/profile');
    expect(destinationAfterLogin({ from: '/login' })).toBe('/profile');
    expect(destinationAfterLogin({ from: '/logout/' })).toBe('/profile');
  });
});
