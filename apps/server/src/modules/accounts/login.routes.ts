// POST /login, POST /login-and-clear, POST /fb_login (public) and GET /logout (members): see
// docs/accounts.md, 'API'. Every login answers in the one shape the web app reads (loginAnswerSchema).
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { loginSchema } from '@osce/shared/schemas/password';
import { socialLoginSchema } from '@osce/shared/schemas/social-login';
import { HttpError } from '../../lib/http-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { LoginResult, LoginService, SecondFactorPending } from './login.service.ts';
import type { SessionService } from './session.service.ts';
import type { SocialLoginResult, SocialLoginService } from './social-login.service.ts';

// A class signing in at once behind one school address stays well inside the per-address budget.
// Password guessing is slowed by a proof-of-work challenge (login-throttle.ts), not by a budget per
// username: that one let anyone lock the owner out with ten wrong passwords.
const loginLimit = {
  name: 'login',
  perAddress: { max: 300, windowMs: 15 * MINUTE_MS },
};

// A social login has no username to count; its token is Facebook's to check, not ours to guess.
// It shares the login budget of the address.
const socialLoginLimit = { name: loginLimit.name, perAddress: loginLimit.perAddress };

type Refusals<R extends { ok: true } | { ok: false; reason: string }> = Record<
  Extract<R, { ok: false }>['reason'],
  [status: number, message: string]
>;

const refusals: Refusals<LoginResult> = {
  credentials: [401, messages.loginFailed],
  not_activated: [403, messages.loginNotActivated],
  disabled: [403, messages.accountDisabled],
  // Not a refusal but a question: the web app shows the warning modal and, on Yes, calls
  // /login-and-clear.
  other_device: [200, messages.otherDeviceWarning],
  // A question too: the staff second factor's code (docs/admin.md, 'Second factor').
  second_factor: [200, messages.secondFactorNeeded],
};

const socialRefusals: Refusals<SocialLoginResult> = {
  invalid: [401, messages.socialLoginFailed],
  no_email: [403, messages.socialLoginNoEmail],
  no_account: [404, messages.socialLoginNoAccount],
  unavailable: [503, messages.socialLoginProviderDown],
  disabled: [403, messages.accountDisabled],
  // On Yes the web app sends the same call again with clear_other_sessions: true.
  other_device: [200, messages.otherDeviceWarning],
  second_factor: [200, messages.secondFactorNeeded],
};

/**
 * The login answer for a result: the token, the other-device question, or a refusal.
 * `captchaRequired` tells the login form to show the proof-of-work challenge for the next try.
 */
export function sendLoginResult<Reason extends string>(
  reply: FastifyReply,
  result: { ok: true; token: string } | { ok: false; reason: Reason } | SecondFactorPending,
  table: Record<Reason | SecondFactorPending['reason'], [status: number, message: string]>,
  captchaRequired = false,
) {
  if (!result.ok && result.reason === 'second_factor' && 'ticket' in result) {
    // Only for a staff login that needs it, so every other answer keeps its shape.
    return reply.send({
      success: false,
      token: null,
      message: result.enrol ? messages.secondFactorEnrolNeeded : messages.secondFactorNeeded,
      modal: null,
      show_forgot_password: false,
      second_factor: result.enrol ? 'enrol' : 'code',
      second_factor_ticket: result.ticket,
    });
  }
  if (result.ok) {
    return reply.send({
      success: true,
      token: result.token,
      message: messages.loginSuccess,
      modal: null,
      show_forgot_password: false,
    });
  }
  const [status, message] = table[result.reason];
  return reply.status(status).send({
    success: false,
    token: null,
    message,
    modal: result.reason === 'other_device' ? 'confirm_token_wipe' : null,
    show_forgot_password: result.reason === 'credentials',
    // Only when asked for, so every other answer keeps the shape clients already read.
    ...(captchaRequired ? { captcha_required: true } : {}),
  });
}

export function loginRoutes(service: LoginService, throttle: LoginThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [url, clearOtherSessions] of [
      ['/login', false],
      ['/login-and-clear', true],
    ] as const) {
      app.post(
        url,
        { schema: { body: loginSchema }, config: { rateLimit: loginLimit } },
        async (request, reply) => {
          const { captcha, ...credentials } = request.body;
          const { username } = credentials;
          if (
            (await throttle.challengeNeeded(username, request.ip)) &&
            !(await throttle.spendChallenge(captcha))
          ) {
            return reply.status(401).send({
              success: false,
              token: null,
              message: messages.loginCaptchaRequired,
              modal: null,
              show_forgot_password: true,
              captcha_required: true,
            });
          }
          const result = await service.login(credentials, { clearOtherSessions });
          if (!result.ok && result.reason === 'credentials') {
            const captchaRequired = await throttle.failed(username, request.ip);
            return sendLoginResult(reply, result, refusals, captchaRequired);
          }
          await throttle.succeeded(username, request.ip);
          return sendLoginResult(reply, result, refusals);
        },
      );
    }
  };
}

/** GET /logout, inside the member scope: ends the session the call came with. */
export function logoutRoutes(sessions: SessionService): FastifyPluginAsync {
  return async (app) => {
    app.get('/logout', async (request) => {
      const token = bearerToken(request);
      if (token) await sessions.close(token);
      return { success: true, message: messages.logoutSuccess };
    });
  };
}

/**
 * POST /fb_login: only when an identity provider is configured (FACEBOOK_APP_ID and
 * FACEBOOK_APP_SECRET), since the server must verify the provider's token itself: an e-mail sent
 * by the browser proves nothing. Off, the call answers that it is not available (and the login
 * page hides the button).
 */
export function socialLoginRoutes(service: SocialLoginService | null): FastifyPluginAsyncZod {
  return async (app) => {
    if (!service) {
      app.post('/fb_login', async () => {
        throw new HttpError(404, messages.socialLoginUnavailable);
      });
      return;
    }
    app.post(
      '/fb_login',
      { schema: { body: socialLoginSchema }, config: { rateLimit: socialLoginLimit } },
      async (request, reply) => {
        const { access_token: accessToken, clear_other_sessions: clearOtherSessions } =
          request.body;
        return sendLoginResult(
          reply,
          await service.loginWithFacebook(accessToken, { clearOtherSessions }),
          socialRefusals,
        );
      },
    );
  };
}
