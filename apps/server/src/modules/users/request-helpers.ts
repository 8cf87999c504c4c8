// Two things every users route needs: the signed-in member (set by the member scope's hook), and
// parsing a body with a schema built at request time (one that reads the catalogue, which a
// route's static schema cannot), answered exactly as a route schema failure is.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { toFieldErrors } from '@osce/shared/validation';
import { HttpError } from '../../lib/http-error.ts';
import type { AuthUser } from '../accounts/session.service.ts';

export function signedIn(request: FastifyRequest): AuthUser {
  // Only reachable outside a member scope, which would be a wiring mistake: refuse, never guess.
  if (!request.user) throw new HttpError(401, messages.credentialsExpired);
  return request.user;
}

export function parseWith<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { message, fields } = toFieldErrors(result.error);
  throw new HttpError(422, message, fields);
}
