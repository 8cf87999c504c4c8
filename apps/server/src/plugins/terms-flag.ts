// The terms flag (docs/accounts.md, 'API': "any response may carry update_terms"): every answer to a signed-in
// member who has not agreed to the current terms carries `X-Update-Terms: true` and, when it is a
// JSON object, `update_terms: true`; the web app stores the flag and shows the banner. It is a
// response step (response-steps.ts), so it costs no hook of its own and no query: the member's
// agreed terms come with the session (request.user), the current terms id from memory, kept by
// the users module that owns consent (modules/users/current-terms.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResponseStep } from './response-steps.ts';

/** The current terms id: null when none is published, undefined while not known yet. */
export type CurrentTermsId = () => number | null | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    termsFlag: {
      /** Names where the current terms id comes from (the users module, at registration). */
      useCurrentTerms(source: CurrentTermsId): void;
    };
  }
}

export const UPDATE_TERMS_HEADER = 'x-update-terms';

export function registerTermsFlag(app: FastifyInstance): ResponseStep {
  let currentTermsId: CurrentTermsId = () => undefined;
  app.decorate('termsFlag', {
    useCurrentTerms(source: CurrentTermsId) {
      currentTermsId = source;
    },
  });
  return (request, reply, payload) => {
    const user = request.user;
    if (!user) return undefined;
    const current = currentTermsId();
    if (current === null || current === undefined || user.termsAgreedId === current) {
      return undefined;
    }
    reply.header(UPDATE_TERMS_HEADER, 'true');
    return flagJsonObject(reply, payload);
  };
}

/**
 * The body with `update_terms: true` when it is a serialised JSON object; anything else (an array,
 * an image, a stream) as it was. Parsed rather than spliced, so a body that names the flag itself
 * (GET /user) never carries it twice; this runs only until the member agrees.
 */
function flagJsonObject(reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return undefined;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    if (body.update_terms === true) return undefined;
    return JSON.stringify({ ...body, update_terms: true });
  } catch {
    return undefined;
  }
}
