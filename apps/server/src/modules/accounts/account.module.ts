// The accounts domain: login and logout for now; sign-up, activation, reset and settings next.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { memberScope } from '../../plugins/auth.ts';
import { createLoginService } from './login.service.ts';
import { loginRoutes, logoutRoutes } from './login.routes.ts';

export async function register(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const login = createLoginService({ db: ctx.db, sessions: ctx.sessions });
  await app.register(loginRoutes(login));
  await app.register(memberScope(ctx.sessions, logoutRoutes(ctx.sessions)));
}
