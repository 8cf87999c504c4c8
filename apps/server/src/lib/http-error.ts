// A refusal a service can throw with the spec's message; the error handler turns it into
// `{ success: false, message, fields? }` with the given status.
import type { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { toFieldErrors } from '@osce/shared/validation';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
    /**
     * More of the answer for a refusal with several parts: `errors` replaces the default list of
     * field messages, `problems` is sent as it is (docs/admin.md, 'The library').
     */
    public readonly details?: { errors?: string[]; problems?: unknown[] },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 about one field, in the same shape as a schema failure. */
export function fieldRefusal(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: message });
}

/** A 422 naming each field's message, as a schema failure is answered. */
export function fieldsRefusal(fields: Record<string, string>): HttpError {
  return new HttpError(422, Object.values(fields)[0] ?? messages.invalidInput, fields);
}

/**
 * Parses a body with a schema built at request time (one that reads the catalogue, which a route's
 * static schema cannot), answering a failure exactly as a route schema failure is answered.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw fieldsRefusal(toFieldErrors(result.error).fields);
  return result.data;
}
