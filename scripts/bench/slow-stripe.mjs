// A fake Stripe API for `npm run bench`'s slow-provider scenario: every PaymentIntent it is asked
// to create and confirm succeeds, answered only after <delay-ms>, as a slow card network would.
// The server reaches it through STRIPE_API_BASE_URL (docs/billing.md); the answer is Stripe's own
// recorded PaymentIntent (apps/server/src/payments/fixtures/) with the amount and currency asked.
//
// Usage: node scripts/bench/slow-stripe.mjs <port> <delay-ms>
//   GET /health answers 200 at once; every other request is counted and logged on stdout.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [port, delayMs] = process.argv.slice(2).map(Number);
const fixtures = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/payments/fixtures',
);
const succeeded = JSON.parse(
  fs.readFileSync(path.join(fixtures, 'stripe-payment-intent-succeeded.json'), 'utf8'),
);
let created = 0;

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const send = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/health') return send(200, { ok: true });
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const n = ++created;
      const started = Date.now();
      setTimeout(() => {
        send(200, {
          ...succeeded,
          id: `pi_bench_${n}`,
          amount: Number(form.get('amount')),
          amount_received: Number(form.get('amount')),
          currency: form.get('currency'),
          description: form.get('description'),
          created: Math.floor(Date.now() / 1000),
        });
        console.log(`payment intent ${n} answered after ${Date.now() - started} ms`);
      }, delayMs);
      return;
    }
    console.log(`unexpected ${req.method} ${req.url}`);
    send(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such path' },
    });
  });
});
server.keepAliveTimeout = 60_000;
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
server.listen(port, '127.0.0.1');
