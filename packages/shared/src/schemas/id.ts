// Record ids, checked at the edge: every id a route, a body or a socket message carries is a whole
// number that a database integer column can hold. An id past that range was once passed on to the
// database, which failed the request with a server error instead of a clear refusal.
import { z } from 'zod';
import { messages } from '../messages.ts';

/** The largest value of a 32-bit signed integer column: the ceiling of every id. */
export const MAX_ID = 2_147_483_647;

/** An id sent as a JSON number: a whole number from 1 to MAX_ID. */
export function recordId(message: string = messages.invalidInput) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_ID, { error: message });
}

/**
 * An id in a path, as a number: plain digits only (not '1e3', '0x10' or ' 7', which a bare
 * number coercion would accept), then the same range.
 */
export function recordIdParam(message: string = messages.invalidInput) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .pipe(recordId(message));
}
