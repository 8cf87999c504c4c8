// GET /api/captcha: a fresh challenge for the ALTCHA widget.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@osce/shared/schemas/api';
import { MINUTE_MS } from '../plugins/rate-limit.ts';
import type { CaptchaService } from './captcha.service.ts';

export function captchaRoutes(captcha: CaptchaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/captcha',
      {
        schema: { response: { 200: captchaChallengeSchema } },
        // Issuing a challenge is cheap for us but should not be farmed in bulk; a whole class
        // opening forms at once behind one address stays well inside this.
        config: {
          rateLimit: { name: 'captcha', perAddress: { max: 300, windowMs: 10 * MINUTE_MS } },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const challenge = await captcha.createChallenge();
        return { parameters: { ...challenge.parameters }, signature: challenge.signature };
      },
    );
  };
}
