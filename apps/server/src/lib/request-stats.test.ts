import { Registry, type Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestStats } from './request-stats.ts';

describe('RequestStats as Prometheus series', () => {
  it('counts by method, route and status, and keeps a cumulative duration histogram per route', async () => {
    const stats = new RequestStats();
    stats.observe('GET', '/api/page/:slug', 200, 0.002);
    stats.observe('GET', '/api/page/:slug', 200, 0.03);
    stats.observe('GET', '/api/page/:slug', 404, 7);
    const registry = new Registry();
    for (const read of [() => stats.requestsTotal(), () => stats.durations()]) {
      const { name, help } = read();
      registry.registerMetric({ name, help, get: async () => read() } as unknown as Metric);
    }
    const text = await registry.metrics();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/page/:slug",status="200"} 2',
    );
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/page/:slug",status="404"} 1',
    );
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const bucket = (le: string) =>
      `http_request_duration_seconds_bucket{le="${le}",method="GET",route="/api/page/:slug"}`;
    expect(text).toContain(`${bucket('0.001')} 0`);
    expect(text).toContain(`${bucket('0.005')} 1`);
    expect(text).toContain(`${bucket('0.05')} 2`);
    expect(text).toContain(`${bucket('5')} 2`);
    expect(text).toContain(`${bucket('+Inf')} 3`);
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/page/:slug"} 3',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_sum\{method="GET",route="\/api\/page\/:slug"\} 7\.03/,
    );
  });
});
