// While the app closes, requests already in flight are still answered, but with
// `Connection: close`, so each keep-alive socket ends with its answer. Without this a request
// whose body was still arriving at SIGTERM left its socket open after the answer, and the server
// waited for it until the keep-alive timeout, long past the shutdown grace.
import type { FastifyInstance } from 'fastify';
import type { ResponseStep } from './response-steps.ts';

/** How often sockets that fell idle during the drain are closed. */
const IDLE_SWEEP_MS = 100;

/** Registers the drain; returns the step that marks answers sent while closing. */
export function registerGracefulClose(app: FastifyInstance): ResponseStep {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;

  app.addHook('preClose', (done) => {
    closing = true;
    // server.close() closes the sockets idle at that moment only; an answer already on its way
    // (its headers sent before closing began) leaves its socket idle a little later.
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweep.unref();
    done();
  });

  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });

  return (request, reply) => {
    // HTTP/2 has no Connection header; its sessions are closed by Fastify itself.
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  };
}
