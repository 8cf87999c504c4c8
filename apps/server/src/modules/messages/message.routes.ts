// POST /api/message/contact: the public contact form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAnswerSchema } from '@osce/shared/schemas/api';
import { messages } from '@osce/shared/messages';
import { contactMessageSchema } from '@osce/shared/schemas/contact';
import { fieldRefusal } from '../../lib/http-error.ts';
import { HOUR_MS } from '../../plugins/rate-limit.ts';
import type { MessageService } from './message.service.ts';

/**
 * Each accepted message sends an e-mail. A cohort behind one address may well write several in an
 * hour; the captcha is what keeps robots out. The members' form shares this budget.
 */
export const contactRateLimit = {
  name: 'contact',
  perAddress: { max: 60, windowMs: HOUR_MS },
  perAccount: { max: 10, windowMs: HOUR_MS },
};

export function messageRoutes(service: MessageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/message/contact',
      {
        schema: { body: contactMessageSchema, response: { 200: contactAnswerSchema } },
        config: { rateLimit: contactRateLimit },
      },
      async (request) => {
        const result = await service.sendContactMessage(request.body);
        if (!result.ok) throw fieldRefusal('captcha', messages.captchaRequired);
        return { success: true as const, message: messages.contactSent };
      },
    );
  };
}
