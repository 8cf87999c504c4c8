// POST /activate, POST /resend_activation, POST /reset-password and POST /reset-password/{code}
// (docs/accounts.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { activateSchema, resendActivationSchema } from '@osce/shared/schemas/account';
import { messageAnswerSchema } from '@osce/shared/schemas/api';
import { resetPasswordBodySchema, resetRequestSchema } from '@osce/shared/schemas/password';
import { pathParam } from '@osce/shared/schemas/text';
import { HttpError } from '../../lib/http-error.ts';
import { HOUR_MS, MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { AccountLinkService } from './account-link.service.ts';

// Reset mail is limited per address (sized for a class behind one school address) and per
// e-mail address, so nobody can flood an inbox with reset links.
const resetRequestLimit = {
  name: 'reset_request',
  perAddress: { max: 100, windowMs: HOUR_MS },
  perKey: {
    key: (body: unknown) => {
      const email = (body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : null;
    },
    window: { max: 5, windowMs: HOUR_MS },
  },
};
// Activation mail again: per address like the reset mail, and per name asked about; the service
// also caps the e-mails per account, however the account is named.
const resendActivationLimit = {
  name: 'resend_activation',
  perAddress: { max: 100, windowMs: HOUR_MS },
  perKey: {
    key: (body: unknown) => {
      const name = (body as { username_or_email?: unknown } | undefined)?.username_or_email;
      return typeof name === 'string' ? `name:${name.trim().toLowerCase()}` : null;
    },
    window: { max: 5, windowMs: HOUR_MS },
  },
};
const codeLimit = { name: 'account_code', perAddress: { max: 300, windowMs: 15 * MINUTE_MS } };

// Codes are 43 base64url characters; the bound only keeps junk out.
const codeParams = z.object({ code: pathParam(200) });

export function accountLinkRoutes(service: AccountLinkService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/activate',
      {
        schema: { body: activateSchema, response: { 200: messageAnswerSchema } },
        config: { rateLimit: codeLimit },
      },
      async (request) => {
        if (!(await service.activate(request.body.code))) {
          throw new HttpError(400, messages.activationInvalid);
        }
        return { success: true, message: messages.activationDone };
      },
    );

    app.post(
      '/resend_activation',
      {
        schema: { body: resendActivationSchema, response: { 200: messageAnswerSchema } },
        config: { rateLimit: resendActivationLimit },
      },
      async (request) => {
        await service.resendActivation(request.body.username_or_email);
        return { success: true, message: messages.activationResent };
      },
    );

    app.post(
      '/reset-password',
      {
        schema: { body: resetRequestSchema, response: { 200: messageAnswerSchema } },
        config: { rateLimit: resetRequestLimit },
      },
      async (request) => {
        await service.requestReset(request.body.email);
        return { success: true, message: messages.resetLinkSent };
      },
    );

    app.post(
      '/reset-password/:code',
      {
        schema: {
          params: codeParams,
          body: resetPasswordBodySchema,
          response: { 200: messageAnswerSchema },
        },
        config: { rateLimit: codeLimit },
      },
      async (request) => {
        // The body's rules were checked before this point, so a password that breaks one never
        // uses the code up.
        if (!(await service.resetPassword(request.params.code, request.body.password))) {
          throw new HttpError(400, messages.resetLinkInvalid);
        }
        return { success: true, message: messages.passwordResetDone };
      },
    );
  };
}
