// Refusals raised by Fastify itself go through the one error shape, with the security headers,
// and never echo what the caller sent.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { messages, withBrand } from '@osce/shared/messages';
import { HttpError } from '../lib/http-error.ts';
import { useTestApp } from '../test/test-app.ts';
import { registerErrorHandling } from './errors.ts';

const t = useTestApp({ catalogue: false });

function expectEnvelope(
  res: { statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ success: false, message, errors: [message] });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe('errors raised before a route runs', () => {
  it('answers a malformed URL with a 400 envelope that does not echo the URL', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/page/%zz<script>' });
    expectEnvelope(res, 400, messages.badRequest);
    expect(res.body).not.toContain('%zz');
    expect(res.body).not.toContain('script');
  });

  it('lets the schema, not the router, decide on long slugs', async () => {
    const long = await t().app.inject({ method: 'GET', url: `/api/page/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(404);
    const tooLong = await t().app.inject({ method: 'GET', url: `/api/page/${'a'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(422);
    const absurd = await t().app.inject({ method: 'GET', url: `/api/page/${'a'.repeat(1200)}` });
    expectEnvelope(absurd, 414, messages.uriTooLong);
    expect(absurd.body).not.toContain('aaaa');
  });

  it('refuses a body over the limit with a 413 envelope', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/message/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expectEnvelope(res, 413, messages.payloadTooLarge);
  });

  it('refuses a content type it does not read with a 415 envelope, naming nothing sent', async () => {
    const res = await t().app.inject({
      method: 'POST',
      url: '/api/message/contact',
      headers: { 'content-type': 'application/x-evil-<b>' },
      payload: 'name=Ada',
    });
    expectEnvelope(res, 415, messages.unsupportedMediaType);
    expect(res.body).not.toContain('evil');
  });
});

describe('control characters in path parameters', () => {
  it('answers a NUL byte in a slug with a 422, never a 500', async () => {
    for (const url of ['/api/page/home-2%00', '/api/blogs/x%00', '/api/blogs/%01abc']) {
      const res = await t().app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({
        success: false,
        fields: { slug: messages.controlCharacters },
      });
    }
  });

  it('answers unknown API paths with a 404 envelope and the headers', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/no-such-thing?x=<b>' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: messages.notFound });
    expect(res.body).not.toContain('<b>');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('texts that name the product', () => {
  it('reach the caller with the brand filled in, in the message, the errors and the fields', async () => {
    const app = Fastify();
    registerErrorHandling(app, { brand: 'Acme Stations' });
    app.get('/refused', () => {
      throw new HttpError(409, messages.somethingWentWrong);
    });
    app.get('/field', () => {
      throw new HttpError(422, messages.somethingWentWrong, { name: messages.somethingWentWrong });
    });
    const filled = withBrand(messages.somethingWentWrong, 'Acme Stations');
    expect(messages.somethingWentWrong).toContain('{brand}');
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect(refused.json()).toEqual({ success: false, message: filled, errors: [filled] });
    const field = await app.inject({ method: 'GET', url: '/field' });
    expect(field.json()).toEqual({
      success: false,
      message: filled,
      errors: [filled],
      fields: { name: filled },
    });
    await app.close();
  });
});
