// A JSON POST for app.inject()/injectAs(): the body sent exactly as given (null, arrays and
// strings too), so edge-input tests say what they send.
import type { InjectOptions } from 'fastify';

export const jsonPost = (url: string, body: unknown): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
});
