// POST /api/message/contact: the public contact form.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '@osce/shared/schemas/contact';
import type { MessageService } from './message.service.ts';

export function messageRoutes(service: MessageService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/message/contact',
      {
        schema: { body: contactMessageSchema },
        // Each accepted message sends an e-mail: keep one address from flooding the inbox.
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      },
      async (request) => service.sendContactMessage(request.body),
    );
  };
}
