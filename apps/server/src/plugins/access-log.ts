// One place sees every answer: it counts it in the metrics, and writes a log line for those an
// operator needs to read: every write, every failure (4xx, 5xx) and every slow answer. Successful
// reads are only counted, unless ACCESS_LOG=all. The line names the route pattern, not the URL,
// so codes and tokens in paths or query strings never reach the log. It runs as the answer is
// sent (see response-steps.ts), so a duration is the time to produce the answer; a streamed file
// is counted when its stream starts.
import type { Metrics } from './metrics.ts';
import type { ResponseStep } from './response-steps.ts';

const SLOW_MS = 500;

export function accessLogStep(opts: { metrics: Metrics | null; logAll: boolean }): ResponseStep {
  const { metrics, logAll } = opts;
  return (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const method = request.method;
    const route = request.routeOptions.url ?? 'unmatched';
    metrics?.observe(method, route, status, ms / 1000);
    if (logAll || status >= 400 || ms > SLOW_MS || (method !== 'GET' && method !== 'HEAD')) {
      request.log.info(
        {
          method,
          route,
          // Unmatched paths are logged without their query string, bounded in length.
          ...(route === 'unmatched' ? { path: request.url.split('?')[0]!.slice(0, 200) } : {}),
          status,
          ms: Math.round(ms),
        },
        'request',
      );
    }
  };
}
