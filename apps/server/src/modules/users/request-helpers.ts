// The signed-in member every users route acts for, set by the member scope's hook.
import type { FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthUser } from '../accounts/session.service.ts';

export function signedIn(request: FastifyRequest): AuthUser {
  // Only reachable outside a member scope, which would be a wiring mistake: refuse, never guess.
  if (!request.user) throw new HttpError(401, messages.credentialsExpired);
  return request.user;
}
