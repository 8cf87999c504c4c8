// The baseline of `npm run bench`: a bare Fastify 5 app (no logging, no hooks, no plugins) that
// answers the benchmarked API paths with exactly the bytes our server sent for them, so the
// ratio ours ÷ bare measures what our stack costs on top of Fastify itself.
//
// Usage: node scripts/bench/bare-server.mjs <routes.json>
//   routes.json: { "port": 3902, "routes": { "/api/page/home-2": { "file": "/tmp/…/home.json",
//   "headers": { "etag": "…", "cache-control": "…" } }, … } }
//   Each file holds the body; it is sent as a string with the same caching headers, as our server
//   sends it. A route may name its "method" (default GET), its "status" (default 200) and its
//   "contentType" (default application/json; charset=utf-8), to answer exactly as ours did.
import fs from 'node:fs';
import Fastify from 'fastify';

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });

for (const [url, route] of Object.entries(spec.routes)) {
  // A compressed body (content-encoding set) is bytes; the others are sent as strings, as ours are.
  const body = route.headers?.['content-encoding']
    ? fs.readFileSync(route.file)
    : fs.readFileSync(route.file, 'utf8');
  const headers = route.headers ?? {};
  // GET unless the route says otherwise (My Stats is a POST with a JSON body, parsed as ours is).
  app.route({
    method: route.method ?? 'GET',
    url,
    handler: (_request, reply) => {
      reply
        .status(route.status ?? 200)
        .headers(headers)
        .type(route.contentType ?? 'application/json; charset=utf-8')
        .send(body);
    },
  });
}

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: spec.port, host: '127.0.0.1' });
