// Two server processes on one database and one Redis (REDIS_URL): a change announced on one clears
// the other's caches at once, through the event bridge. The two processes are two apps in this
// test process, each with its own Redis connections, sharing one database as two processes share
// PostgreSQL (test/two-apps-on-redis.ts).
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { createRateLimiter } from '../context.ts';
import { createPage } from '../test/factories.ts';
import { heardBy, redisAvailable, useTwoAppsOnRedis } from '../test/two-apps-on-redis.ts';
import { BRIDGE_DOWN_MESSAGE } from './event-bridge.ts';

const token = 'metrics-token-0123456789';
const { t, second } = useTwoAppsOnRedis({ env: { METRICS_TOKEN: token } });

async function metricsOf(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.body;
}

describe.skipIf(!redisAvailable)('caches on two server processes sharing Redis', () => {
  it('a content change announced on one process clears the public answers of the other', async () => {
    const { page } = await createPage(t().database.db, { content: '<p>First version</p>' });
    const read = async () =>
      (await second().inject({ method: 'GET', url: `/api/page/${page.slug}` })).json().content;
    expect(await read()).toContain('First version');

    // Written without telling anyone: the second process still answers from its cache.
    await createPage(t().database.db, { slug: page.slug, content: '<p>Second version</p>' });
    expect(await read()).toContain('First version');

    const heard = heardBy(second(), 'content.changed');
    t().app.ctx.events.emit('content.changed', { domain: 'content' });
    await heard;
    await second().ctx.events.idle();
    expect(await read()).toContain('Second version');
  });

  it('reports the bridge in /metrics', async () => {
    expect(t().app.ctx.coherence.isLive()).toBe(true);
    const body = await metricsOf(second());
    expect(body).toContain('event_bridge_live 1');
    expect(body).toContain('event_bridge_outages_total 0');
    expect(body).toMatch(/event_bridge_messages_total\{outcome="received"\} [1-9]/);
    // Counted by the process that emitted, not again by the one that heard it.
    expect(body).not.toContain('domain_events_total{event="content.changed"}');
    expect(await metricsOf(t().app)).toContain('domain_events_total{event="content.changed"} 1');
  });
});

describe('a process whose Redis is unreachable', () => {
  it('serves from the database, keeps nothing cached, and says so once', async () => {
    const lines: { msg: string }[] = [];
    // A third process on the same database, whose Redis (port 1: nothing listens) refuses every
    // connection attempt.
    const app = await buildApp({
      config: { ...t().config, REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'info' },
      database: t().database,
      clock: t().clock,
      rateLimits: false,
      mailSweep: false,
      logger: { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) },
    });
    try {
      const { page } = await createPage(t().database.db, { content: '<p>First version</p>' });
      const read = async () =>
        (await app.inject({ method: 'GET', url: `/api/page/${page.slug}` })).json().content;
      expect(await read()).toContain('First version');
      // Written without an event: with the caches bypassed, the next read sees it anyway.
      await createPage(t().database.db, { slug: page.slug, content: '<p>Second version</p>' });
      expect(await read()).toContain('Second version');

      // The operation that emits does not fail; the event just cannot go out.
      app.ctx.events.emit('content.changed', { domain: 'content' });
      app.ctx.events.emit('content.changed', { domain: 'content' });
      await vi.waitFor(
        async () =>
          expect(await metricsOf(app)).toContain(
            'event_bridge_messages_total{outcome="publish_failed"} 2',
          ),
        // The publisher holds an event through three reconnect attempts (100 + 200 + 300 ms).
        { timeout: 5000 },
      );
      // Rate limits are served rather than refused, and that is said once too.
      const limiter = createRateLimiter(app.ctx);
      for (let i = 0; i < 3; i += 1) {
        expect((await limiter.consume('k', { max: 1, windowMs: 60_000 })).allowed).toBe(true);
      }
      const body = await metricsOf(app);
      expect(body).toContain('event_bridge_live 0');
      expect(body).toContain('event_bridge_outages_total 1');
      // Every connection retried several times by now; each said so once.
      const said = lines.map((l) => l.msg);
      expect(said.filter((m) => m === BRIDGE_DOWN_MESSAGE)).toHaveLength(1);
      expect(said.filter((m) => m === 'redis unavailable')).toHaveLength(1);
      expect(said.filter((m) => m.startsWith('event bridge: publishing failed'))).toHaveLength(1);
      expect(said.filter((m) => m.startsWith('rate limit store unavailable'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
