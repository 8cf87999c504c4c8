// POST /login, POST /login-and-clear (public) and GET /logout (members): spec section 7.
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { loginSchema } from '@osce/shared/schemas/password';
import { HttpError } from '../../lib/http-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { LoginResult, LoginService } from './login.service.ts';
import type { SessionService } from './session.service.ts';

// Password guessing is stopped per username whatever the address; a class signing in at once
// behind one school address stays well inside the per-address budget.
const loginLimit = {
  name: 'login',
  perAddress: { max: 300, windowMs: 15 * MINUTE_MS },
  perKey: {
    key: (body: unknown) => {
      const username = (body as { username?: unknown } | undefined)?.username;
      return typeof username === 'string' ? `username:${username.toLowerCase()}` : null;
    },
    window: { max: 10, windowMs: 15 * MINUTE_MS },
  },
};

const refusals: Record<Exclude<LoginResult, { ok: true }>['reason'], [number, string]> = {
  credentials: [401, messages.loginFailed],
  not_activated: [403, messages.loginNotActivated],
  // Not a refusal but a question: the web app shows the warning modal and, on Yes, calls
  // /login-and-clear.
  other_device: [200, messages.otherDeviceWarning],
};

export function loginRoutes(service: LoginService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [url, clearOtherSessions] of [
      ['/login', false],
      ['/login-and-clear', true],
    ] as const) {
      app.post(
        url,
        { schema: { body: loginSchema }, config: { rateLimit: loginLimit } },
        async (request, reply) => {
          const result = await service.login(request.body, { clearOtherSessions });
          if (result.ok) {
            return {
              success: true,
              token: result.token,
              message: messages.loginSuccess,
              modal: null,
              show_forgot_password: false,
            };
          }
          const [status, message] = refusals[result.reason];
          return reply.status(status).send({
            success: false,
            token: null,
            message,
            modal: result.reason === 'other_device' ? 'confirm_token_wipe' : null,
            show_forgot_password: result.reason === 'credentials',
          });
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
 * POST /fb_login: social login needs an identity provider whose token the server verifies itself
 * (an e-mail sent by the browser proves nothing). None is configured in this release, so the call
 * answers that it is not available and the login page hides the button.
 */
export function socialLoginRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/fb_login', async () => {
      throw new HttpError(404, messages.socialLoginUnavailable);
    });
  };
}
