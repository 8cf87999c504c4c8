// Authentication seam: a bearer token becomes `request.user` for every route registered inside a
// member or admin scope (one hook per scope, never per route). A route may narrow the role it
// needs with `config.role`. Missing, malformed, unknown or expired token: 401. Signed in without
// the role: 403. Public routes never pay for a session lookup. A warm lookup reads nothing: the
// session's principal is cached per process and its status decided at this request's moment
// (modules/accounts/principal-cache.ts; docs/accounts.md, 'Sessions and the principal').
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { AuthUser, SessionService, UserRole } from '../modules/accounts/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The role a route needs; inside a member scope the default is any member. */
    role?: UserRole;
  }
}

const BEARER = /^Bearer ([^\s]+)$/i;

/** The bearer token a request carries, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  return BEARER.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
}

function unauthenticated(reply: FastifyReply) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer')
    .send({ success: false, message: messages.credentialsExpired, error: 'unauthenticated' });
}

function hasRole(user: AuthUser, needed: UserRole): boolean {
  return needed === 'member' || user.role === needed;
}

/**
 * A plugin whose routes all need a signed-in caller with at least `scopeRole`. Register a module's
 * member routes inside `memberScope(sessions, routes)`, and admin routes inside
 * `adminScope(sessions, routes)`.
 */
function scope(
  scopeRole: UserRole,
  sessions: SessionService,
  routes: FastifyPluginAsync,
): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      const user = token ? await sessions.authenticate(token) : null;
      if (!user) return unauthenticated(reply);
      const needed = request.routeOptions.config.role ?? scopeRole;
      if (!hasRole(user, scopeRole) || !hasRole(user, needed)) {
        return reply.status(403).send({ success: false, message: messages.forbidden });
      }
      request.user = user;
    });
    await app.register(routes);
  };
}

export const memberScope = (sessions: SessionService, routes: FastifyPluginAsync) =>
  scope('member', sessions, routes);
export const adminScope = (sessions: SessionService, routes: FastifyPluginAsync) =>
  scope('admin', sessions, routes);
