// Every answer passes through one onSend hook that runs a short list of steps: security headers,
// `Connection: close` while the app drains, and counting and logging the answer. One hook instead
// of one per concern, because each kind of hook Fastify has to run costs on every request, and on
// a cached public read that cost is most of what the server does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type ResponseStep = (request: FastifyRequest, reply: FastifyReply) => void;

export function registerResponseSteps(app: FastifyInstance, steps: ResponseStep[]): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const step of steps) step(request, reply);
    done(null, payload);
  });
}
