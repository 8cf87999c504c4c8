// One error shape for the whole API (ARCHITECTURE.md, API conventions): 422 with field messages
// for invalid input, the spec's message for refusals, 404 JSON for unknown /api routes, and a
// generic 500 that never leaks internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@osce/shared/messages';
import { HttpError } from '../lib/http-error.ts';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(key in fields)) fields[key] = issue.message ?? messages.invalidInput;
      }
      const errors = Object.values(fields);
      return reply
        .status(422)
        .send({ success: false, message: errors[0] ?? messages.invalidInput, errors, fields });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.fields
          ? { errors: Object.values(error.fields), fields: error.fields }
          : { errors: [error.message] }),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: messages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's fault, said plainly.
      return reply.status(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: messages.serverError });
  });
}
