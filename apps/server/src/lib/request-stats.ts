// Request counts and durations, kept as plain numbers on the hot path (one Map lookup and a few
// additions per request) and turned into Prometheus series only when /metrics is scraped.
// prom-client's own Counter and Histogram hash their label objects on every call, which cost
// more per request than the rest of a cached public answer.

export const REQUESTS_TOTAL = 'http_requests_total';
export const REQUEST_DURATION = 'http_request_duration_seconds';

export const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Series {
  method: string;
  route: string;
  status: number;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot is above the largest bound. */
  buckets: number[];
}

export interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The shape prom-client's registry reads from a metric's get(). */
export interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  values: MetricValue[];
}

export class RequestStats {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      s = {
        method,
        route,
        status,
        count: 0,
        sum: 0,
        buckets: new Array(DURATION_BUCKETS.length + 1).fill(0),
      };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    let i = 0;
    while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i += 1;
    s.buckets[i]! += 1;
  }

  /** http_requests_total, by method, route pattern and status. */
  requestsTotal(): CollectedMetric {
    return {
      name: REQUESTS_TOTAL,
      help: 'HTTP requests answered, by method, route pattern and status',
      type: 'counter',
      aggregator: 'sum',
      values: [...this.series.values()].map((s) => ({
        labels: { method: s.method, route: s.route, status: s.status },
        value: s.count,
      })),
    };
  }

  /** http_request_duration_seconds, by method and route pattern (statuses added together). */
  durations(): CollectedMetric {
    const name = REQUEST_DURATION;
    const byRoute = new Map<
      string,
      { method: string; route: string; count: number; sum: number; buckets: number[] }
    >();
    for (const s of this.series.values()) {
      const key = `${s.method} ${s.route}`;
      const agg = byRoute.get(key) ?? {
        method: s.method,
        route: s.route,
        count: 0,
        sum: 0,
        buckets: new Array(DURATION_BUCKETS.length + 1).fill(0),
      };
      agg.count += s.count;
      agg.sum += s.sum;
      s.buckets.forEach((n, i) => (agg.buckets[i]! += n));
      byRoute.set(key, agg);
    }
    const values: MetricValue[] = [];
    for (const agg of byRoute.values()) {
      const labels = { method: agg.method, route: agg.route };
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += agg.buckets[i]!;
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({
        labels: { le: '+Inf', ...labels },
        value: agg.count,
        metricName: `${name}_bucket`,
      });
      values.push({ labels, value: agg.sum, metricName: `${name}_sum` });
      values.push({ labels, value: agg.count, metricName: `${name}_count` });
    }
    return {
      name,
      help: 'Time to answer an HTTP request, by method and route pattern',
      type: 'histogram',
      aggregator: 'sum',
      values,
    };
  }
}
