// Issue 19's slow provider (BENCH_ONLY=slow-purchase): members' signed-in reads measured with no
// purchase running, then while other members' card purchases wait 2 s each on the payment
// provider, then quiet again (the two quiet runs show the noise). The provider is the real Stripe
// gateway pointed (STRIPE_API_BASE_URL) at a local fake that answers after PROVIDER_DELAY_MS
// (scripts/bench/slow-stripe.mjs). Run by scripts/bench.mjs (see its header).
import path from 'node:path';
import {
  HOST,
  DURATION_S,
  WARMUP_S,
  root,
  run,
  freePort,
  startNode,
  stopProcess,
  waitFor200,
  fmt,
} from './lib.mjs';
import { cannon, measure } from './throughput.mjs';
import { DB_LABELS, prepareDatabase, runFixture, startServerSet } from './setups.mjs';
import { memberHeaders, signedInFixture } from './signed-in.mjs';
import { addIssue19Row } from './issue19.mjs';

export const PROVIDER_DELAY_MS = 2000;
/** Purchases in flight at once, each chain buying one after another over the measured run. */
export const PURCHASE_CHAINS = 2;
/**
 * The reads come at a steady READS_PER_S over READ_CONNECTIONS (a class studying, not a load test):
 * a server that is not saturated shows its latency in the p99, so a request held up behind a
 * purchase stands out instead of drowning in queueing time.
 */
export const READS_PER_S = 100;
export const READ_CONNECTIONS = 10;
/**
 * "Unchanged within noise": the p99 during purchases at most the larger of the two quiet runs'
 * p99s plus a quarter, plus 2 ms (a 2 s stall anywhere in the request path would show as seconds).
 */
const withinNoise = (during, quiet) => during <= quiet * 1.25 + 2;

const READS = [
  '/api/user',
  '/api/stations',
  '/api/user/stats',
  '/api/taxons',
  '/api/playlists',
  '/api/groups',
];
const slowStripeMain = path.join(root, 'scripts/bench/slow-stripe.mjs');

export async function slowPurchase(webSnapshot, { kind }) {
  const where = `${DB_LABELS[kind]}, 1 process`;
  const label = `slow-purchase-${kind}`;
  console.log(
    `\nSigned-in reads while purchases wait ${PROVIDER_DELAY_MS} ms on the provider (${where})…`,
  );
  const purchasers = Math.ceil(((DURATION_S * 1000) / PROVIDER_DELAY_MS + 2) * PURCHASE_CHAINS) + 4;
  const { env } = prepareDatabase(kind, label);
  const fixture = await runFixture(
    'signed-in fixture',
    signedInFixture,
    { ...env, BENCH_PURCHASERS: String(purchasers) },
    `${label}-fixture.log`,
  );
  const stripePort = await freePort();
  const stripe = startNode(
    'slow fake Stripe',
    [slowStripeMain, String(stripePort), String(PROVIDER_DELAY_MS)],
    {},
    path.join(run.tmp, `${label}-stripe.log`),
  );
  try {
    await waitFor200(stripe, `http://${HOST}:${stripePort}/health`);
    const set = await startServerSet(label, {
      processes: 1,
      webSnapshot,
      env: {
        ...env,
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_bench_not_a_real_key_0000',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bench_not_a_real_key_0000',
        STRIPE_API_BASE_URL: `http://${HOST}:${stripePort}`,
      },
    });
    try {
      return await measureAround(set, fixture, where);
    } finally {
      await set.stop();
    }
  } finally {
    await stopProcess(stripe);
  }
}

async function measureAround(set, fixture, where) {
  const plans = await (await fetch(`${set.base}/api/subscription_plans?country=US`)).json();
  const plan = plans.find((p) => Number(p.discounted_cost ?? p.cost) > 0);
  if (!plan) throw new Error('no paid plan in /api/subscription_plans to buy');
  const headers = memberHeaders(fixture.token);
  const reads = {
    connections: READ_CONNECTIONS,
    overallRate: READS_PER_S,
    requests: READS.map((p) => ({ method: 'GET', path: p, headers })),
  };
  const url = `${set.base}/api/user`;
  const queue = [...fixture.purchasers];
  const purchases = [];
  const buyOne = async (token) => {
    const t0 = performance.now();
    const res = await fetch(`${set.base}/api/user/purchase_subscription_credit_card`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription_type: plan.id,
        country: 'US',
        token_id: 'pm_card_visa',
        terms_and_conditions: true,
      }),
    });
    const text = await res.text();
    purchases.push({ status: res.status, ms: performance.now() - t0 });
    if (res.status !== 201)
      throw new Error(`a purchase answered ${res.status}: ${text.slice(0, 200)}`);
  };
  // One purchase first, untimed: the payment path's code is warm like the reads'.
  await buyOne(queue.shift());
  purchases.length = 0;

  console.log(
    `  reads: ${READS.join(', ')} in turn, ${WARMUP_S} s warm-up, then ${DURATION_S} s quiet…`,
  );
  await cannon(url, WARMUP_S, headers, reads);
  const before = await measure(set.procs, url, headers, reads);
  console.log(`  …${DURATION_S} s with ${PURCHASE_CHAINS} purchases at a time in flight…`);
  let stop = false;
  const chain = async () => {
    while (!stop && queue.length) await buyOne(queue.shift());
  };
  const chains = Array.from({ length: PURCHASE_CHAINS }, chain);
  const during = await measure(set.procs, url, headers, reads);
  stop = true;
  await Promise.all(chains);
  console.log(`  …and ${DURATION_S} s quiet again`);
  const after = await measure(set.procs, url, headers, reads);
  const quietP99 = Math.max(before.p99, after.p99);
  const ms = purchases.map((p) => p.ms).sort((a, b) => a - b);
  const result = {
    where,
    before,
    during,
    after,
    purchases: purchases.length,
    purchaseMs: { min: ms[0], median: ms[Math.floor(ms.length / 2)], max: ms.at(-1) },
    ok: withinNoise(during.p99, quietP99),
  };
  console.log(
    `  p99 ${fmt(before.p99)} ms quiet, ${fmt(during.p99)} ms during ${purchases.length} purchases` +
      ` (each ${fmt(result.purchaseMs.min)}-${fmt(result.purchaseMs.max)} ms), ${fmt(after.p99)} ms quiet again`,
  );
  addIssue19Row({
    scenario: 'slow-purchase',
    path: `reads while ${PROVIDER_DELAY_MS / 1000} s purchases run (bare = quiet)`,
    db: where,
    ours: during,
    bare: before.p99 >= after.p99 ? before : after,
    goal: 'p99 within noise of quiet',
    ok: result.ok,
  });
  return result;
}

export function slowPurchaseLines(r) {
  return [
    `Signed-in reads (${READS.length} paths in turn, ${READS_PER_S} req/s, ${r.where}) while purchases wait ${PROVIDER_DELAY_MS} ms on the provider:` +
      ` quiet p50 ${fmt(r.before.p50)} / p99 ${fmt(r.before.p99)} ms, ${fmt(r.before.rps)} req/s;` +
      ` during ${r.purchases} purchases (${PURCHASE_CHAINS} at a time, each ${fmt(r.purchaseMs.min)}-${fmt(r.purchaseMs.max)} ms, median ${fmt(r.purchaseMs.median)})` +
      ` p50 ${fmt(r.during.p50)} / p99 ${fmt(r.during.p99)} ms, ${fmt(r.during.rps)} req/s;` +
      ` quiet again p99 ${fmt(r.after.p99)} ms; p99 difference ${fmt(r.during.p99 - Math.max(r.before.p99, r.after.p99))} ms` +
      ` (goal: within noise, <= 1.25 x quiet + 2 ms: ${r.ok ? 'ok' : 'BELOW GOAL'})`,
  ];
}
