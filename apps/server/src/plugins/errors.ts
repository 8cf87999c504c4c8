// One error shape for the whole API (docs/architecture.md, 'API conventions'): 422 with field messages
// for invalid input, the spec's message for refusals, our own short texts for what Fastify itself
// refuses (a bad URL, a body too large, a wrong content type), and a generic 500 that never leaks
// internals. Nothing the caller sent is echoed back: not the URL, not a header, not the body.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_BRAND } from '@osce/shared/constants';
import { messages, withBrand } from '@osce/shared/messages';
import { HttpError } from '../lib/http-error.ts';
import { apiSecurityHeaders } from './security.ts';

const FRAMEWORK_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: messages.badRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.uriTooLong },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: messages.badRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.badRequest },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.badRequest },
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: messages.badRequest,
  404: messages.notFound,
  413: messages.payloadTooLarge,
  414: messages.uriTooLong,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/** Fastify's `frameworkErrors` option: refusals raised before any route or hook has run. */
export function frameworkErrorHandler(error: FastifyError, reply: FastifyReply): void {
  const known = FRAMEWORK_REFUSALS[error.code];
  // These answers bypass the onSend steps that give every other answer its security headers.
  reply.headers(apiSecurityHeaders);
  void sendError(reply, known?.status ?? 400, known?.message ?? messages.badRequest);
}

function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ success: false, message, errors: [message] });
}

/**
 * The one error handler. Every text it sends has the product's name filled in (`brand`), so a
 * refusal whose message names the product can never reach a user as '{brand}'.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { brand?: string } = {},
): void {
  const brand = options.brand ?? DEFAULT_BRAND;
  const fill = (text: string) => withBrand(text, brand);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        if (!(key in fields)) fields[key] = issue.message ?? messages.invalidInput;
      }
      for (const key of Object.keys(fields)) fields[key] = fill(fields[key]!);
      const errors = Object.values(fields);
      return reply
        .status(422)
        .send({ success: false, message: errors[0] ?? messages.invalidInput, errors, fields });
    }
    if (error instanceof HttpError) {
      const message = fill(error.message);
      const fields = error.fields
        ? Object.fromEntries(Object.entries(error.fields).map(([key, text]) => [key, fill(text)]))
        : undefined;
      const errors = error.details?.errors?.map(fill);
      return reply.status(error.statusCode).send({
        success: false,
        message,
        ...(fields
          ? { errors: errors ?? Object.values(fields), fields }
          : { errors: errors ?? [message] }),
        ...(error.details?.problems ? { problems: error.details.problems } : {}),
      });
    }
    const known = FRAMEWORK_REFUSALS[error.code];
    if (known) return sendError(reply, known.status, known.message);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, MESSAGE_BY_STATUS[status] ?? messages.badRequest);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, messages.serverError);
  });
}

/**
 * JSON bodies through Fastify's own safe parser (prototype poisoning refused), except that an
 * empty body counts as no body: the route's schema then names what is missing, as it does for
 * a request without any body.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
