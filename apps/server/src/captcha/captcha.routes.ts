// GET /api/captcha: a fresh challenge for the ALTCHA widget.
import type { FastifyPluginAsync } from 'fastify';
import type { CaptchaService } from './captcha.service.ts';

export function captchaRoutes(captcha: CaptchaService): FastifyPluginAsync {
  return async (app) => {
    app.get(
      '/captcha',
      // Issuing a challenge is cheap for us but should not be farmed in bulk.
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return captcha.createChallenge();
      },
    );
  };
}
