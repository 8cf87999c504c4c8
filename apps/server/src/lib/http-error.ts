// A refusal a service can throw with the spec's message; the error handler turns it into
// `{ success: false, message, fields? }` with the given status.
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 about one field, in the same shape as a schema failure. */
export function fieldRefusal(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: message });
}
