// Budgets per account when signed in and per address otherwise, checked after validation.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@osce/shared/messages';
import { MemoryRateLimitStore, RateLimiter } from '../lib/rate-limiter.ts';
import { createMember, type TestMember } from '../test/member-factory.ts';
import { useTestApp } from '../test/test-app.ts';
import { memberScope, registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';
import { registerRateLimits } from './rate-limit.ts';

const t = useTestApp({ catalogue: false });
let app: FastifyInstance;
let ann: TestMember;
let bob: TestMember;
const rule = { name: 'reset', perAddress: { max: 2, windowMs: 60_000 } };

beforeAll(async () => {
  app = Fastify({ trustProxy: ['127.0.0.1'] });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAuth(app);
  registerRateLimits(app, new RateLimiter(new MemoryRateLimitStore(), Date.now, () => undefined));
  const body = { body: z.object({ email: z.email() }) };
  app.post('/public', { schema: body, config: { rateLimit: rule } }, async () => ({ ok: true }));
  await app.register(
    memberScope(t().app.ctx.sessions, async (scope) => {
      scope.post('/member', { config: { rateLimit: rule } }, async () => ({ ok: true }));
    }),
  );
  await app.ready();
  ann = await createMember(t());
  bob = await createMember(t());
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, opts: { token?: string; from?: string; email?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: { email: opts.email ?? 'a@b.co' },
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      // Behind a trusted proxy (the test's loopback), the client address comes from X-Forwarded-For.
      'x-forwarded-for': opts.from ?? '203.0.113.1',
    },
  });

describe('rate limits', () => {
  it('does not count input refused by validation', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/public', { from: '203.0.113.9', email: 'no' })).statusCode).toBe(422);
    }
    expect((await post('/public', { from: '203.0.113.9' })).statusCode).toBe(200);
  });

  it('gives each address its own budget and answers 429 with the spec shape after it', async () => {
    expect((await post('/public', { from: '198.51.100.1' })).statusCode).toBe(200);
    expect((await post('/public', { from: '198.51.100.1' })).statusCode).toBe(200);
    const refused = await post('/public', { from: '198.51.100.1' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: messages.tooManyRequests });
    expect((await post('/public', { from: '198.51.100.2' })).statusCode).toBe(200);
  });

  it('gives each signed-in member their own budget, even behind one address', async () => {
    const from = '192.0.2.50';
    for (const member of [ann, bob]) {
      expect((await post('/member', { token: member.token, from })).statusCode).toBe(200);
      expect((await post('/member', { token: member.token, from })).statusCode).toBe(200);
    }
    expect((await post('/member', { token: ann.token, from })).statusCode).toBe(429);
    expect((await post('/member', { token: bob.token, from: '192.0.2.99' })).statusCode).toBe(429);
  });
});
