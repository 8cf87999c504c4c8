// While the app closes, requests already in flight are still answered, but with
// `Connection: close`, so each keep-alive socket ends with its answer. Without this a request
// whose body was still arriving at SIGTERM left its socket open after the answer, and the server
// waited for it until the keep-alive timeout, long past the shutdown grace.
// A request that comes in while closing is answered 503 in the API's shape, and a body that has
// not finished arriving a few seconds into the drain is cut (its socket answered 503 and closed),
// so one stalled upload cannot hold the shutdown past its grace and turn a clean stop into exit 1.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { messages } from '@osce/shared/messages';
import { refuseOnSocket } from './http-edge.ts';
import type { ResponseStep } from './response-steps.ts';

/** How often sockets that fell idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;
/** How long a body still arriving when closing begins may take to finish (within the grace). */
export const BODY_DRAIN_MS = 3_000;

/** Registers the drain; returns the step that marks answers sent while closing. */
export function registerGracefulClose(
  app: FastifyInstance,
  options: { bodyDrainMs?: number } = {},
): ResponseStep {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  let cutStalled: NodeJS.Timeout | undefined;
  const inFlight = new Set<IncomingMessage>();

  // A callback hook, not an async one: it runs on every request, and a promise (and a listener)
  // per request shows on the cheapest reads.
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      reply
        .status(503)
        .header('retry-after', '5')
        .send({
          success: false,
          message: messages.serviceUnavailable,
          errors: [messages.serviceUnavailable],
        });
      return;
    }
    const raw = request.raw;
    // Only a request that has a body can stall mid-body (a GET's headers are all of it).
    const headers = raw.headers;
    const hasBody =
      headers['transfer-encoding'] !== undefined ||
      (headers['content-length'] !== undefined && headers['content-length'] !== '0');
    if (hasBody) {
      inFlight.add(raw);
      reply.raw.once('close', () => inFlight.delete(raw));
    }
    done();
  });

  app.addHook('preClose', (done) => {
    closing = true;
    // server.close() closes the sockets idle at that moment only; an answer already on its way
    // (its headers sent before closing began) leaves its socket idle a little later.
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    cutStalled = setTimeout(() => {
      for (const raw of inFlight) {
        if (raw.complete) continue;
        app.log.warn(
          { remoteAddress: raw.socket.remoteAddress },
          'shutdown: closing a request whose body stopped arriving',
        );
        refuseOnSocket(raw.socket, 503, messages.serviceUnavailable);
      }
    }, options.bodyDrainMs ?? BODY_DRAIN_MS);
    cutStalled.unref();
    done();
  });

  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    clearTimeout(cutStalled);
    done();
  });

  return (request, reply) => {
    // HTTP/2 has no Connection header; its sessions are closed by Fastify itself.
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  };
}
