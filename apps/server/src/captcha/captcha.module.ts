// The captcha's HTTP side: challenges for the widget. The service itself lives in the app context,
// since every module that guards a form (contact now, sign-up next) checks and spends through it.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { captchaRoutes } from './captcha.routes.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(captchaRoutes(ctx.captcha));
}
