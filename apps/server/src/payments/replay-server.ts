// Test helper: a local HTTP server that answers with recorded provider responses (fixtures/) and
// keeps every request it received, so adapter tests run the real SDKs with no internet and
// assert what would have been sent.
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * A recorded response body from fixtures/ (or another adapter's fixtures folder), parsed afresh
 * (tests may change their copy).
 */
export function readFixture(name: string, dir: string = fixturesDir): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

export interface RecordedRequest {
  method: string;
  /** Path with query string, as sent. */
  path: string;
  /** Lower-case names, as Node gives them. */
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ReplayResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answer this late (a slow provider, for timeouts). */
  delayMs?: number;
}

export interface ReplayRoute {
  method: string;
  /** Matched against the path without its query string. */
  path: string | RegExp;
  /** One response, or one per call in order (the last repeats). */
  respond: ReplayResponse | ReplayResponse[];
}

export interface ReplayServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts on 127.0.0.1 at a free port. An unmatched request is answered 501 and recorded. */
export async function startReplayServer(routes: ReplayRoute[]): Promise<ReplayServer> {
  const requests: RecordedRequest[] = [];
  const calls = new Map<ReplayRoute, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const bare = path.split('?')[0] ?? path;
      const route = routes.find(
        (r) =>
          r.method === req.method &&
          (typeof r.path === 'string' ? r.path === bare : r.path.test(bare)),
      );
      if (!route) {
        res.writeHead(501, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ replay: `no recorded response for ${req.method} ${bare}` }));
        return;
      }
      const n = calls.get(route) ?? 0;
      calls.set(route, n + 1);
      const answers = Array.isArray(route.respond) ? route.respond : [route.respond];
      const answer = answers[Math.min(n, answers.length - 1)] as ReplayResponse;
      const send = () => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  // Keep idle connections well past the client's own keep-alive, so a request never meets a
  // connection the server is closing at that instant (a rare 'socket hang up' on a busy machine).
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
