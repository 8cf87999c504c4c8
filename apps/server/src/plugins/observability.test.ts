// What reaches the logs and the metrics: a line for writes, failures and slow answers (every
// request with ACCESS_LOG=all), never SQL parameters, bodies, tokens or query strings.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

function logSink() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as Record<string, unknown>);
      },
    },
  };
}

async function withApp(
  env: Record<string, string>,
  run: (t: TestApp, sink: ReturnType<typeof logSink>) => Promise<void>,
) {
  const sink = logSink();
  const t = await buildTestApp({
    catalogue: false,
    env: { LOG_LEVEL: 'info', ...env },
    logger: sink.stream,
  });
  try {
    await run(t, sink);
  } finally {
    await t.close();
  }
}

const requestLines = (sink: ReturnType<typeof logSink>) =>
  sink.lines.filter((l) => l.msg === 'request');

describe('logs', () => {
  it('logs writes and failures by route pattern, not successful reads, and never a body or query', async () => {
    await withApp({}, async (t, sink) => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/blogs?page=1&token=secret-in-query' });
      await t.app.inject({
        method: 'POST',
        url: '/api/message/contact',
        payload: {
          name: 'Ada',
          email: 'ada.private@example.com',
          message: 'my password is hunter2',
        },
      });
      await t.app.inject({ method: 'GET', url: '/api/page/missing-page?email=x@y.z' });
      const lines = requestLines(sink);
      // Each line carries its request's id (the request logger is made when first used).
      expect(lines.every((l) => typeof l.reqId === 'string' && l.reqId.length > 0)).toBe(true);
      expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
        ['POST', '/api/message/contact', 422],
        ['GET', '/api/page/:slug', 404],
      ]);
      const all = sink.raw.join('');
      for (const secret of [
        'ada.private@example.com',
        'hunter2',
        'secret-in-query',
        'x@y.z',
        'missing-page',
      ]) {
        expect(all).not.toContain(secret);
      }
    });
  });

  it('logs every request with ACCESS_LOG=all', async () => {
    await withApp({ ACCESS_LOG: 'all' }, async (t, sink) => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const page = await t.app.inject({ method: 'GET', url: '/no/such/path?q=secret' });
      expect(requestLines(sink).map((l) => [l.route, l.status, l.path])).toEqual([
        ['/api/health', 200, undefined],
        ['unmatched', page.statusCode, '/no/such/path'],
      ]);
      expect(sink.raw.join('')).not.toContain('secret');
    });
  });

  it('keeps the statement and the code of a database error, never its parameters', async () => {
    await withApp({}, async (t, sink) => {
      const secret = 'hunter2@example.com\u0000';
      const err = await t.database.db.execute(sql`select ${secret}::text as leaked`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(Error);
      t.app.log.error({ err }, 'request failed');
      const line = sink.lines.find((l) => l.msg === 'request failed')!;
      const logged = JSON.stringify(line);
      expect(logged).not.toContain('hunter2');
      expect(logged).toContain('select $1::text as leaked');
      expect(JSON.stringify(line.err)).toMatch(/"code":"22021"|invalid byte sequence|0x00/);
    });
  });
});

describe('metrics', () => {
  it('is not served without METRICS_TOKEN, and only to the token with it', async () => {
    await withApp({}, async (t) => {
      // Not a route then: the path falls through to the web app's not-found handling.
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('http_requests_total');
    });
    const token = 'metrics-token-0123456789';
    await withApp({ METRICS_TOKEN: token }, async (t) => {
      await t.app.inject({ method: 'GET', url: '/api/health' });
      await t.app.inject({ method: 'GET', url: '/api/page/x%00' });
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        'http_requests_total{method="GET",route="/api/health",status="200"} 1',
      );
      expect(res.body).toContain(
        'http_requests_total{method="GET",route="/api/page/:slug",status="422"} 1',
      );
      expect(res.body).toContain('http_request_duration_seconds_bucket');
      expect(res.body).toContain('nodejs_eventloop_lag_seconds');
      expect(res.body).toContain('db_pool_connections{state="total"}');
      t.app.ctx.events.emit('content.changed', { domain: 'content' });
      await t.settled();
      const after = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.body).toContain('domain_events_total{event="content.changed"} 1');
    });
  });
});

describe('metrics on their own port', () => {
  it('serves /metrics on METRICS_PORT once the app listens, and closes it with the app', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    await withApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' }, async (t) => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('route="/api/health"');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    });
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
