// POST /message/user-contact: the contact form of a signed-in member (name and e-mail from the
// account), answered like the public /message/contact.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { contactAnswerSchema } from '@osce/shared/schemas/api';
import { userContactSchema } from '@osce/shared/schemas/user-contact';
import { fieldRefusal } from '../../lib/http-error.ts';
import { contactRateLimit } from '../messages/message.routes.ts';
import { signedIn } from './request-helpers.ts';
import type { UserContactService } from './user-contact.service.ts';

export function userContactRoutes(service: UserContactService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/message/user-contact',
      {
        schema: { body: userContactSchema, response: { 200: contactAnswerSchema } },
        // The public form's budget, shared with it. A member is counted per account; the captcha
        // still keeps a stolen session from flooding the inbox.
        config: { rateLimit: contactRateLimit },
      },
      async (request) => {
        const result = await service.send(signedIn(request).id, request.body);
        if (!result.ok) throw fieldRefusal('captcha', messages.captchaRequired);
        return { success: true as const, message: messages.contactSent };
      },
    );
  };
}
