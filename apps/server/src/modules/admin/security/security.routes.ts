// The staff second factor's calls (docs/admin.md, 'Second factor'). In the staff scope, for the
// caller's own account: GET /api/admin/security, POST /security/totp (start an enrolment),
// /security/totp/confirm and /security/totp/disable. Public, the code step of a staff login:
// POST /api/login/second-factor and /api/login/second-factor/enrol.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import {
  recoveryCodesAnswerSchema,
  secondFactorEnrolSchema,
  secondFactorLoginSchema,
  securityStatusSchema,
  totpCodeBodySchema,
  totpEnrolmentSchema,
} from '@osce/shared/schemas/admin-security';
import { messageAnswerSchema } from '@osce/shared/schemas/api';
import { z } from 'zod';
import { recordIdParam } from '@osce/shared/schemas/id';
import { HttpError } from '../../../lib/http-error.ts';
import { MINUTE_MS } from '../../../plugins/rate-limit.ts';
import { sendLoginResult } from '../../accounts/login.routes.ts';
import type { StaffSecurityService } from './security.service.ts';

// Guessing a 6-digit code: each ticket allows 5 tries and needs the password, and an address or
// an account gets this many tries in a quarter of an hour whatever the tickets.
const codeLimit = {
  name: 'second-factor',
  perAddress: { max: 30, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 30, windowMs: 15 * MINUTE_MS },
};

const memberIdParams = z.object({ id: recordIdParam() });

const actorOf = (user: { id: number; username: string }) => ({
  id: user.id,
  username: user.username,
});

/** Inside the staff scope: every staff role manages their own second factor. */
export function securityRoutes(security: StaffSecurityService): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { capability: 'dashboard.read' as const };
    app.get(
      '/security',
      { schema: { response: { 200: securityStatusSchema } }, config },
      async (request) => security.status(request.user!.id),
    );
    app.post(
      '/security/totp',
      { schema: { response: { 200: totpEnrolmentSchema } }, config },
      async (request) => security.start(actorOf(request.user!)),
    );
    app.post(
      '/security/totp/confirm',
      {
        schema: { body: totpCodeBodySchema, response: { 200: recoveryCodesAnswerSchema } },
        config: { ...config, rateLimit: codeLimit },
      },
      async (request) => ({
        success: true as const,
        message: messages.secondFactorEnabled,
        recovery_codes: await security.confirm(actorOf(request.user!), request.body.code),
      }),
    );
    app.post(
      '/security/totp/disable',
      {
        schema: { body: totpCodeBodySchema, response: { 200: messageAnswerSchema } },
        config: { ...config, rateLimit: codeLimit },
      },
      async (request) => {
        await security.disable(actorOf(request.user!), request.body.code);
        return { success: true, message: messages.secondFactorDisabled };
      },
    );
    // An administrator clears another staff member's second factor (docs/admin.md, 'Second factor').
    app.post(
      '/members/:id/second-factor/reset',
      {
        schema: { params: memberIdParams, response: { 200: messageAnswerSchema } },
        config: { capability: 'members.role' },
      },
      async (request) => {
        const cleared = await security.resetFor(actorOf(request.user!), request.params.id);
        if (!cleared) throw new HttpError(404, messages.secondFactorNotOn);
        return { success: true, message: messages.secondFactorReset };
      },
    );
  };
}

/** Public: the code step of a staff login, answered in the login's own shape. */
export function secondFactorLoginRoutes(security: StaffSecurityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/login/second-factor/enrol',
      {
        schema: { body: secondFactorEnrolSchema, response: { 200: totpEnrolmentSchema } },
        config: { rateLimit: codeLimit },
      },
      async (request) => security.enrolForLogin(request.body.ticket),
    );
    app.post(
      '/login/second-factor',
      { schema: { body: secondFactorLoginSchema }, config: { rateLimit: codeLimit } },
      async (request, reply) => {
        const { ticket, code } = request.body;
        const result = await security.completeLogin(ticket, code);
        if (!result.ok) {
          const wrong = result.reason === 'wrong_code';
          return reply.status(401).send({
            success: false,
            token: null,
            message: wrong ? messages.secondFactorCodeWrong : messages.secondFactorTicketExpired,
            modal: null,
            show_forgot_password: false,
            // A wrong code keeps the step (and its ticket); an expired one goes back to the password.
            ...(wrong ? { second_factor_ticket: ticket } : {}),
          });
        }
        if (result.opening.ok && result.recoveryCodes) {
          return reply.send({
            success: true,
            token: result.opening.token,
            message: messages.loginSuccess,
            modal: null,
            show_forgot_password: false,
            recovery_codes: result.recoveryCodes,
          });
        }
        return sendLoginResult(reply, result.opening, {
          disabled: [403, messages.accountDisabled],
          other_device: [200, messages.otherDeviceWarning],
          second_factor: [200, messages.secondFactorNeeded],
        });
      },
    );
  };
}
