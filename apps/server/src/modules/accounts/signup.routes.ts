// The sign-up calls (docs/accounts.md, 'API'): /signup_validation, /trial_signup, /credit_card_signup,
// /paypal_signup and /free_subscription_signup. Their schemas read the catalogue (which states a
// country has), so bodies are parsed in the handler with the same 422 shape as a route schema.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, withBrand } from '@osce/shared/messages';
import {
  cardSignupSchema,
  freeSignupSchema,
  paypalSignupSchema,
  signupValidationSchema,
  trialSignupSchema,
  type PlaceRules,
} from '@osce/shared/schemas/account';
import { signupAnswerSchema } from '@osce/shared/schemas/api';
import { pathParam } from '@osce/shared/schemas/text';
import { fieldsRefusal, HttpError, parseBody } from '../../lib/http-error.ts';
import { HOUR_MS } from '../../plugins/rate-limit.ts';
import type { PlaceRulesLoader } from '../content/place-rules.ts';
import type { SignupKind, SignupService } from './signup.service.ts';

// Account creation is limited per address, sized for a class signing up together behind one
// school address, and per e-mail address, so one inbox cannot be flooded with activation mail.
const signupLimit = {
  name: 'signup',
  perAddress: { max: 200, windowMs: HOUR_MS },
  perKey: {
    key: (body: unknown) => {
      const email = (body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `email:${email.trim().toLowerCase()}` : null;
    },
    window: { max: 10, windowMs: HOUR_MS },
  },
};
const validationLimit = { name: 'signup_validation', perAddress: { max: 1000, windowMs: HOUR_MS } };

const promotionQuery = z.object({ promotion: pathParam(100).optional() });

const SIGNUPS: [string, SignupKind, (rules: PlaceRules) => z.ZodType][] = [
  ['/trial_signup', 'trial', trialSignupSchema],
  ['/credit_card_signup', 'credit_card', cardSignupSchema],
  ['/paypal_signup', 'paypal', paypalSignupSchema],
  ['/free_subscription_signup', 'free', freeSignupSchema],
];

export function signupRoutes(
  service: SignupService,
  placeRules: PlaceRulesLoader,
  brand: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/signup_validation',
      {
        schema: { querystring: promotionQuery, response: { 200: signupAnswerSchema } },
        config: { rateLimit: validationLimit },
      },
      async (request) => {
        const details = parseBody(signupValidationSchema(await placeRules()), request.body);
        const result = await service.validate(details, request.query.promotion);
        if (!result.ok) throw fieldsRefusal(result.fields);
        return { success: true, message: '', errors: [] };
      },
    );

    for (const [url, kind, schema] of SIGNUPS) {
      app.post(
        url,
        {
          schema: { querystring: promotionQuery, response: { 201: signupAnswerSchema } },
          config: { rateLimit: signupLimit },
        },
        async (request, reply) => {
          const details = parseBody(schema(await placeRules()), request.body) as Parameters<
            SignupService['signup']
          >[1];
          const promotion = request.query.promotion;
          const result = await service.signup(kind, details, promotion ? { promotion } : {});
          if (result.ok) {
            const message =
              kind === 'trial' ? messages.trialSuccess : withBrand(messages.signupSuccess, brand);
            return reply.status(201).send({ success: true, message, errors: [] });
          }
          if (result.reason === 'invalid') throw fieldsRefusal(result.fields);
          if (result.reason === 'in_progress') {
            throw new HttpError(409, messages.signupAlreadyInProgress);
          }
          throw new HttpError(result.status, result.message);
        },
      );
    }
  };
}
