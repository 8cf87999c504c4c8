// GET /tutorial, POST /user/update_tutorial and POST /user/update_terms_and_conditions (see
// docs/accounts.md, 'Terms and the tutorial'): what the member has seen and agreed to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { idField } from '@osce/shared/schemas/account';
import {
  messageAnswerSchema,
  successAnswerSchema,
  tutorialAnswerSchema,
} from '@osce/shared/schemas/api';
import { objectBody } from '@osce/shared/schemas/text';
import { fieldRefusal } from '../../lib/http-error.ts';
import type { ConsentService } from './consent.service.ts';
import { signedIn } from './request-helpers.ts';

const tutorialBody = objectBody(z.object({ status: z.boolean({ error: messages.invalidInput }) }));
const termsBody = objectBody(z.object({ terms: idField(messages.termsRequired) }));

export function consentRoutes(service: ConsentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/tutorial', { schema: { response: { 200: tutorialAnswerSchema } } }, async () => {
      const row = await service.tutorial();
      return row
        ? { success: true as const, tutorial: { id: row.id, slides: row.slides } }
        : { success: false as const, tutorial: null };
    });

    app.post(
      '/user/update_tutorial',
      { schema: { body: tutorialBody, response: { 200: successAnswerSchema } } },
      async (request) => {
        await service.setTutorialViewed(signedIn(request).id, request.body.status);
        return { success: true as const };
      },
    );

    app.post(
      '/user/update_terms_and_conditions',
      { schema: { body: termsBody, response: { 200: messageAnswerSchema } } },
      async (request) => {
        const user = signedIn(request);
        const { ok } = await service.agreeToTerms(user.id, request.body.terms);
        if (!ok) throw fieldRefusal('terms', messages.termsOutdated);
        // This answer already reflects the agreement: the terms flag must not ask for it again.
        user.termsAgreedId = request.body.terms;
        return { success: true, message: messages.termsAgreed };
      },
    );
  };
}
