// Prometheus metrics: requests by route and status, a duration histogram, the process's own
// figures (event-loop lag, memory, GC), the database pool and how full each in-memory cache is.
// Served at /metrics behind METRICS_TOKEN, or on a separate METRICS_PORT that only the operator's
// network reaches.
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { CacheRegistry } from '../lib/cache-registry.ts';
import type { EventBridgeStatus } from '../lib/event-bridge.ts';
import {
  REQUEST_DURATION,
  REQUESTS_TOTAL,
  RequestStats,
  type CollectedMetric,
} from '../lib/request-stats.ts';

export interface Metrics {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
  countEvent(event: string): void;
  /** Reports the Redis event bridge: live or not, outages, messages (lib/event-bridge.ts). */
  watchEventBridge(bridge: EventBridgeStatus): void;
  /** Reports each registered cache's entries and capacity (lib/cache-registry.ts). */
  watchCaches(caches: CacheRegistry): void;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const stats = new RequestStats();
  registry.registerMetric(collected(REQUESTS_TOTAL, () => stats.requestsTotal()));
  registry.registerMetric(collected(REQUEST_DURATION, () => stats.durations()));
  const events = new Counter({
    name: 'domain_events_total',
    help: 'Domain events published by the services, by name',
    labelNames: ['event'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool; the embedded database has one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      stats.observe(method, route, status, seconds);
    },
    countEvent(event) {
      events.inc({ event });
    },
    watchEventBridge(bridge) {
      new Gauge({
        name: 'event_bridge_live',
        help: 'Whether this process hears every broadcast event (1), or its caches are bypassed because the Redis link is down (0); always 1 without Redis',
        registers: [registry],
        collect() {
          this.set(bridge.stats().live ? 1 : 0);
        },
      });
      new Counter({
        name: 'event_bridge_outages_total',
        help: 'Times the Redis event bridge went down since the process started',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(bridge.stats().outages);
        },
      });
      new Counter({
        name: 'event_bridge_messages_total',
        help: 'Broadcast events published to and received from the other processes; invalid: ignored messages; publish_failed: not sent',
        labelNames: ['outcome'] as const,
        registers: [registry],
        collect() {
          const stats = bridge.stats();
          this.reset();
          this.inc({ outcome: 'published' }, stats.published);
          this.inc({ outcome: 'received' }, stats.received);
          this.inc({ outcome: 'invalid' }, stats.invalid);
          this.inc({ outcome: 'publish_failed' }, stats.publishFailures);
        },
      });
    },
    watchCaches(caches) {
      // Both read at each scrape; entries at capacity: the least recently used are being evicted.
      const help = {
        entries: 'Entries each per-process cache holds now (sessions, members or answers)',
        capacity: 'The most entries each per-process cache keeps (its configured maximum; 0: off)',
      };
      for (const figure of ['entries', 'capacity'] as const) {
        new Gauge({
          name: `memory_cache_${figure}`,
          help: help[figure],
          labelNames: ['cache'] as const,
          registers: [registry],
          collect() {
            for (const usage of caches.usage()) this.set({ cache: usage.name }, usage[figure]);
          },
        });
      }
    },
  };
}

/** A metric the registry reads through get(), as it reads its own. */
function collected(name: string, read: () => CollectedMetric): Metric {
  return { name, get: async () => read() } as unknown as Metric;
}

/** GET /metrics, answered only to `Authorization: Bearer <token>`. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/**
 * Serves /metrics without a token on its own port, started when the app starts listening and
 * closed with it. Bind METRICS_PORT to a network only the monitoring system reaches.
 */
export function serveMetricsOnPort(
  app: FastifyInstance,
  metrics: Metrics,
  opts: { port: number; host: string },
): void {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  app.addHook('onListen', (done) => {
    server.once('error', done);
    server.listen(opts.port, opts.host, () => {
      server.off('error', done);
      app.log.info({ port: opts.port }, 'metrics served on their own port');
      done();
    });
  });
  app.addHook('onClose', (_instance, done) => {
    if (!server.listening) return done();
    server.close(() => done());
    server.closeAllConnections();
  });
}
