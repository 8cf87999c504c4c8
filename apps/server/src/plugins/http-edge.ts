// The HTTP edge below the routes: what a request that stops arriving, an unknown method, or one
// address opening hundreds of sockets gets. Every refusal made here carries the API's error shape
// ({success:false, message, errors}), like the routes' own (plugins/errors.ts), even those written
// straight onto the socket before Fastify has a request. docs/operating.md describes the limits.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { messages } from '@osce/shared/messages';
import { apiSecurityHeaders } from './security.ts';

/** The methods the app answers at all; any other is a 405, whatever the path. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');
const allowed = new Set(ALLOWED_METHODS);

/** At most one "connections refused" line per address this often, with the count since the last. */
const CAP_LOG_EVERY_MS = 10_000;

/** A complete HTTP/1.1 error answer in the API's shape, for writing on a bare socket. */
export function rawErrorResponse(
  status: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): string {
  const body = JSON.stringify({ success: false, message, errors: [message] });
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...apiSecurityHeaders,
    ...extraHeaders,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}

/** Answers on the socket and closes it (as Node itself does for its own client errors). */
export function refuseOnSocket(
  socket: Duplex,
  status: number,
  message: string,
  extraHeaders?: Record<string, string>,
): void {
  // An answer already under way on this socket cannot be followed by another one.
  const current = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    socket.write(rawErrorResponse(status, message, extraHeaders));
  }
  socket.destroy();
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  // Node's requestTimeout / headersTimeout: the request did not arrive in full in time.
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.headersTooLarge },
  // A method Node's parser does not know at all (TRACK, say).
  HPE_INVALID_METHOD: { status: 405, message: messages.methodNotAllowed },
};

/**
 * Fastify's `clientErrorHandler`: what Node could not hand over as a request (a timeout, an
 * unparsable request line, headers too large) is answered in the API's shape, then closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: messages.badRequest,
  };
  if (refusal.status === 408) {
    this.log.info({ remoteAddress: socket.remoteAddress }, 'request timed out while arriving');
  }
  refuseOnSocket(
    socket,
    refusal.status,
    refusal.message,
    refusal.status === 405 ? { allow: ALLOW } : {},
  );
}

/**
 * 405 for every method the app does not use: CONNECT (which Node hands to a `connect` listener,
 * and without one just drops the socket), TRACE and the others Node parses but no route has.
 */
export function refuseOtherMethods(app: FastifyInstance): void {
  app.server.on('connect', (_request: http.IncomingMessage, socket: Duplex) =>
    refuseOnSocket(socket, 405, messages.methodNotAllowed, { allow: ALLOW }),
  );
  // A callback hook, not an async one: it runs on every request, and a promise per request is
  // most of what an allowed method would cost here.
  app.addHook('onRequest', (request, reply, done) => {
    if (allowed.has(request.method)) return done();
    reply
      .status(405)
      .header('allow', ALLOW)
      .headers(apiSecurityHeaders)
      .send({
        success: false,
        message: messages.methodNotAllowed,
        errors: [messages.methodNotAllowed],
      });
  });
}

/**
 * Caps the connections open at once from one client address (the socket's peer: behind a reverse
 * proxy that is the proxy, so cap at the proxy instead, or raise the cap). Sized so that a class
 * behind one NAT fits; what is over it is answered 429 and closed, and logged.
 */
export function capConnectionsPerAddress(
  server: http.Server,
  cap: number,
  log: FastifyBaseLogger,
): void {
  if (cap <= 0) return;
  const open = new Map<string, number>();
  const refusals = new Map<string, { lastLoggedAt: number; unlogged: number }>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      const now = Date.now();
      const seen = refusals.get(address) ?? { lastLoggedAt: 0, unlogged: 0 };
      seen.unlogged += 1;
      if (now - seen.lastLoggedAt >= CAP_LOG_EVERY_MS) {
        log.warn(
          { remoteAddress: address, cap, refused: seen.unlogged },
          'connections refused: too many open from one address',
        );
        seen.lastLoggedAt = now;
        seen.unlogged = 0;
      }
      refusals.set(address, seen);
      refuseOnSocket(socket, 429, messages.tooManyConnections, { 'retry-after': '10' });
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        refusals.delete(address);
      }
    });
  });
}

/** How often Node looks for requests past their timeout: often enough to keep the bound tight. */
export function timeoutCheckInterval(requestTimeoutMs: number): number {
  return Math.max(50, Math.min(1_000, Math.floor(requestTimeoutMs / 4)));
}
