// The study scope's access check, one hook for every study call: decided at the moment of the
// request (never a stored flag), before the input is validated, so a member without access learns
// that first whatever they sent. The decision comes with the signed-in principal
// (request.user.access: the member's entitlements, cached with the session and read against this
// request's clock), so the check costs no query. Routes read it with studyAccessOfRequest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@osce/shared/messages';
import type { StudyAccess } from '@osce/shared/stations/access';
import { HttpError } from '../../lib/http-error.ts';
import { signedIn } from '../users/request-helpers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every study call by the access check: 'paid' or 'trial' ('none' never gets in). */
    studyAccess: StudyAccess | null;
  }
}

/**
 * Registers the check on a study scope. `_accessOf` is no longer asked (the principal carries the
 * access); it stays in the signature until each caller, in its owner's next change, drops it.
 */
export function registerStudyAccess(
  app: FastifyInstance,
  _accessOf?: (userId: number) => Promise<StudyAccess>,
): void {
  app.decorateRequest('studyAccess', null);
  app.addHook('preValidation', async (request) => {
    const { access } = signedIn(request);
    if (access === 'none') throw new HttpError(403, messages.purchaseNeeded);
    request.studyAccess = access;
  });
}

export function studyAccessOfRequest(request: FastifyRequest): StudyAccess {
  if (!request.studyAccess) throw new HttpError(403, messages.purchaseNeeded);
  return request.studyAccess;
}
