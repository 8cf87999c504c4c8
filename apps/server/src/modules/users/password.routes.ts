// POST /user/change_password (settings): docs/accounts.md, 'Validation', "Change password".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { messageAnswerSchema } from '@osce/shared/schemas/api';
import { changePasswordSchema } from '@osce/shared/schemas/password';
import { fieldRefusal } from '../../lib/http-error.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { MINUTE_MS } from '../../plugins/rate-limit.ts';
import type { PasswordService } from './password.service.ts';
import { signedIn } from './request-helpers.ts';

// Guessing the current password from a stolen session is stopped per account; a signed-in caller
// is counted per account, never per address, so a class behind one address is not affected.
const changePasswordLimit = {
  name: 'change-password',
  perAddress: { max: 300, windowMs: 15 * MINUTE_MS },
  perAccount: { max: 10, windowMs: 15 * MINUTE_MS },
};

export function passwordRoutes(service: PasswordService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/change_password',
      {
        schema: { body: changePasswordSchema, response: { 200: messageAnswerSchema } },
        config: { rateLimit: changePasswordLimit },
      },
      async (request) => {
        const { id } = signedIn(request);
        // The member scope let the call in, so the token is there; it is the session kept.
        const token = bearerToken(request)!;
        const result = await service.changePassword(id, token, request.body);
        if (!result.ok) throw fieldRefusal('current_password', messages.currentPasswordWrong);
        return { success: true, message: messages.passwordChanged };
      },
    );
  };
}
