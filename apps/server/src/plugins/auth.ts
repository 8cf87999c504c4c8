// Authentication seam: a bearer token becomes `request.user` for every route registered inside a
// member or staff scope (one hook per scope, never per route). A route may narrow the role it
// needs with `config.role`. Missing, malformed, unknown or expired token: 401. Signed in without
// the role: 403. Public routes never pay for a session lookup. A warm lookup reads nothing: the
// session's principal is cached per process and its status decided at this request's moment
// (modules/accounts/principal-cache.ts; docs/accounts.md, 'Sessions and the principal').
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import { can, isStaff, type AdminCapability, type UserRole } from '@osce/shared/admin/roles';
import type { AuthUser, SessionService } from '../modules/accounts/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** The role a route needs; inside a member scope the default is any member. */
    role?: UserRole;
    /** In the staff scope: the capability the route needs (every route there names one). */
    capability?: AdminCapability;
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

function forbidden(reply: FastifyReply) {
  return reply.status(403).send({ success: false, message: messages.forbidden });
}

/** Turns the bearer token into `request.user`, or answers 401; `allow` then decides 403. */
function authenticated(
  sessions: SessionService,
  allow: (user: AuthUser, request: FastifyRequest) => boolean,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const user = token ? await sessions.authenticate(token) : null;
    if (!user) return unauthenticated(reply);
    if (!allow(user, request)) return forbidden(reply);
    request.user = user;
  };
}

/**
 * A plugin whose routes all need a signed-in caller. Register a module's member routes inside
 * `memberScope(sessions, routes)`; a route may narrow the role with `config.role`.
 */
export function memberScope(sessions: SessionService, routes: FastifyPluginAsync) {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook(
      'onRequest',
      authenticated(sessions, (user, request) =>
        hasRole(user, request.routeOptions.config.role ?? 'member'),
      ),
    );
    await app.register(routes);
  };
  return plugin;
}

/**
 * The back office's routes (docs/admin.md, 'Staff and roles'): each names the capability it needs
 * in `config.capability`; a caller whose role lacks it, or a route that names none, is refused
 * with 403 before the handler runs, so a refusal never changes anything.
 */
export function staffScope(sessions: SessionService, routes: FastifyPluginAsync) {
  const plugin: FastifyPluginAsync = async (app) => {
    app.addHook(
      'onRequest',
      authenticated(sessions, (user, request) => {
        const capability = request.routeOptions.config.capability;
        return isStaff(user.role) && capability !== undefined && can(user.role, capability);
      }),
    );
    await app.register(routes);
  };
  return plugin;
}
