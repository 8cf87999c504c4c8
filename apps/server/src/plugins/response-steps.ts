// Every answer passes through one onSend hook that runs a short list of steps: security headers,
// `Connection: close` while the app drains, the terms flag, and counting and logging the answer.
// One hook instead of one per concern, because each kind of hook Fastify has to run costs on
// every request, and on a cached public read that cost is most of what the server does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets headers or records the answer; a step that must change the body (the terms flag) returns
 * the new payload, any other returns nothing and the payload goes on as it was.
 */
export type ResponseStep = (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
) => unknown;

export function registerResponseSteps(app: FastifyInstance, steps: ResponseStep[]): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    let body: unknown = payload;
    for (const step of steps) {
      const replaced = step(request, reply, body);
      if (replaced !== undefined) body = replaced;
    }
    done(null, body);
  });
}
