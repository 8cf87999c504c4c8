// Prometheus metrics: requests by route and status, a duration histogram, the process's own
// figures (event-loop lag, memory, GC) and the database pool. Served at /metrics behind
// METRICS_TOKEN, or on a separate METRICS_PORT that only the operator's network reaches.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';

export interface Metrics {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
}

export function createMetrics(database: Database): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
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
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
    },
  };
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
