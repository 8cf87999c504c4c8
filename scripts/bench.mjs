// `npm run bench` (after `npm run build`): measures the built product on this machine.
//
//  1. API throughput: our server (apps/server/dist/main.js, embedded PGlite in a fresh DATA_DIR,
//     LOG_LEVEL=info logging to a file) against a bare Fastify app that sends the very same bytes
//     and caching headers (scripts/bench/bare-server.mjs). autocannon, 50 connections, one server
//     loaded at a time. Goal: ours req/s >= 0.8 x bare req/s, with the default access log (writes,
//     failures and slow requests) and again with ACCESS_LOG=all (a line per request). Then repeat
//     visits: the same GET with If-None-Match must answer 304 with no body.
//  2. Home page weight: JavaScript a first-time visitor's Chromium downloads. Goal: <= 200 kB gzip.
//  3. Lighthouse (mobile defaults) on every public page (LIGHTHOUSE_PAGES below: home, plans, the
//     content pages, terms, contact, blog list, the newest blog post, a not-found path), one page at
//     a time, each with one retry; goals performance >= 90, accessibility >= 95 on every page. The
//     JavaScript each page transferred comes from the same report. Bounded: 120 s per run and
//     LIGHTHOUSE_BUDGET_MS for them all (pages left over are reported as not measured).
//
// A missed goal is reported, not fatal. The exit code is non-zero only when something could not
// run: a server that did not start or died, non-2xx answers or socket errors under load, a browser
// or Lighthouse failure. Only loopback addresses are used; every loop is bounded in time.
//
//  4. The station list (GET /api/stations, 1,000 generated stations, a member with 2,000
//     markings): goal p99 < 30 ms at 50 connections, beside a bare route with the same bytes.
//  5. My Stats (POST /api/user/stats for all time and for 3 months, a member with 2,000 markings
//     over 48 demo stations and twelve months): goal p99 < 30 ms at 50 connections, beside a bare
//     route with the same bytes.
//  6. Realtime (group study over Socket.IO): 200 groups of 6 members, all 1,200 connected by
//     websocket to one server process, each group's examiner sending pause and resume in turn once
//     a second. Fan-out, from the examiner's emit to each other member's receipt of the snapshot:
//     goal p99 < 20 ms, beside a bare Socket.IO server broadcasting the same snapshot
//     (scripts/bench/bare-socket-server.mjs). Phase-change spread, each member behind a simulated
//     network delay of 20-80 ms and with its measured clock offset: goal < 25 ms across a group.
//
//  7. Issue 19 (members as fast as visitors), each path beside a bare Fastify route answering the
//     same bytes, status, content type, caching headers and content-encoding, measured in the same
//     run; reported as req/s, p50, p99, ratio ours ÷ bare and server CPU ms per request, and all
//     together in the issue-19 table at the end of the summary (a missed goal is reported there):
//     [public]        section 1's cached public reads, goal ratio >= 0.8.
//     [signed-in]     a paid member's reads on the demo library (apps/server/src/bench/
//                     signed-in-fixture.ts: 300 markings, 3 playlists, 2 groups): GET /api/user,
//                     /api/stations, /api/user/stats (the dashboard's call) and POST /api/user/stats
//                     {date: all} (My Stats'), /api/taxons, /api/playlists, /api/groups, at 50
//                     connections with the member's token and accept-encoding as a browser sends;
//                     goal p99 < 30 ms and ratio >= 0.5; on the embedded database, then on
//                     PostgreSQL + Redis.
//     [stations-pg]   section 4's 1,000-station list on PostgreSQL + Redis; goal ratio >= 0.5 and
//                     p99 within 1.5x of bare's.
//     [cluster]       [signed-in] and [stations-pg] on two processes started by scripts/cluster
//                     (startCluster: nginx with deploy/nginx/osce.conf.template in front, caches at
//                     their defaults); the bare route sits behind its own nginx of the same
//                     configuration, so nginx's cost is in both. Server CPU counts our processes.
//     [slow-purchase] signed-in reads of another member (the six GETs in turn, a steady 100 req/s
//                     over 10 connections) measured quiet, then while card purchases wait 2 s each
//                     on the provider (two at a time, one after another, over the whole run), then
//                     quiet again; goal: p99 during purchases within noise of the quiet runs
//                     (<= 1.25 x the larger quiet p99 + 2 ms). The provider is the real Stripe
//                     gateway with STRIPE_API_BASE_URL pointed at scripts/bench/slow-stripe.mjs, a
//                     fake Stripe that answers after 2 s. On the embedded database, then PostgreSQL.
//     PostgreSQL runs make a fresh database per scenario on 127.0.0.1:5432 (user postgres;
//     BENCH_PG_URL to change) and drop it at the end; Redis is redis://127.0.0.1:6379/13 (its
//     own database index; BENCH_REDIS_URL to change; nothing is flushed).
//
// Options (environment): BENCH_ONLY=stations, stats or realtime runs section 4, 5 or 6 alone;
// BENCH_ONLY=public, signed-in, stations-pg, cluster or slow-purchase (comma-separated, or
// issue19 for all five) runs those issue-19 scenarios alone and ends with their table;
// BENCH_DURATION seconds per measured run (default 10), BENCH_WARMUP seconds per warm-up (default
// 2), BENCH_CONNECTIONS (default 50), BENCH_KEEP=1 keeps the temp dir (server logs, Lighthouse
// JSON, every fan-out command's receipts), CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES a
// comma-separated subset of the Lighthouse pages by path (e.g. "/,/contact").
//
// This file is the runner: each scenario is a module under scripts/bench/ (throughput.mjs,
// page-weight.mjs, lighthouse.mjs, station-list.mjs, my-stats.mjs, realtime.mjs, signed-in.mjs,
// slow-purchase.mjs); what they share is in scripts/bench/lib.mjs, where the issue-19 scenarios
// run (databases, one process or a cluster) in setups.mjs, and their table in issue19.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  root,
  HOST,
  DURATION_S,
  CONNECTIONS,
  ONLY,
  onlyList,
  runs,
  ISSUE19_SCENARIOS,
  GOALS,
  ENDPOINTS,
  ourServerMain,
  webDist,
  webIndex,
  bareServerMain,
  problems,
  run,
  freePort,
  startNode,
  waitFor200,
  stopProcess,
  kb,
  fmt,
  cleanup,
} from './bench/lib.mjs';
import { throughput, busiestOthers, printThroughput, revalidation } from './bench/throughput.mjs';
import { pageWeight, printPageWeight } from './bench/page-weight.mjs';
import { lighthouseAllPages } from './bench/lighthouse.mjs';
import { stationList, stationListLine } from './bench/station-list.mjs';
import { myStats, statsLine } from './bench/my-stats.mjs';
import { realtime, realtimeLines } from './bench/realtime.mjs';
import { signedIn } from './bench/signed-in.mjs';
import { stationListScaled } from './bench/station-list.mjs';
import { slowPurchase, slowPurchaseLines } from './bench/slow-purchase.mjs';
import { addIssue19Row, issue19Lines } from './bench/issue19.mjs';

// ---------------------------------------------------------------------------------------------
// Section 1: cached public reads against bare, with each access-log setting, and repeat visits.
// Answers with our default-log server still running (the page weight and Lighthouse use it).

async function publicReads(webSnapshot) {
  const oursPort = await freePort();
  const barePort = await freePort();
  const oursBase = `http://${HOST}:${oursPort}`;
  const bareBase = `http://${HOST}:${barePort}`;

  const startOurs = async (accessLog) => {
    console.log(
      `Starting our server on ${oursBase} (fresh PGlite data dir, LOG_LEVEL=info to a file, ACCESS_LOG=${accessLog})…`,
    );
    const proc = startNode(
      `our server (ACCESS_LOG=${accessLog})`,
      [ourServerMain],
      {
        NODE_ENV: 'production',
        PORT: String(oursPort),
        HOST,
        DATA_DIR: path.join(run.tmp, `data-${accessLog}`),
        // The embedded PGlite database and in-process rate limits, whatever the shell has set.
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        ACCESS_LOG: accessLog,
        PUBLIC_URL: oursBase,
        WEB_DIST_DIR: webSnapshot,
      },
      path.join(run.tmp, `server-${accessLog}.log`),
    );
    const t0 = Date.now();
    await waitFor200(proc, `${oursBase}/api/health`);
    console.log(
      `  healthy after ${fmt((Date.now() - t0) / 1000, 1)} s (includes migrations and seeding)`,
    );
    return proc;
  };
  // A line per request first; that server then gives way to the default one, which stays up for
  // the page weight and Lighthouse.
  let ours = await startOurs('all');

  // The baseline sends exactly the bytes our server sent.
  const routes = {};
  for (const ep of ENDPOINTS) {
    const res = await fetch(oursBase + ep.path);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`our server answered ${res.status} to ${ep.path}`);
    const file = path.join(run.tmp, `body-${ENDPOINTS.indexOf(ep)}.json`);
    fs.writeFileSync(file, body);
    ep.etag = res.headers.get('etag');
    routes[ep.route] = {
      file,
      headers: { etag: ep.etag, 'cache-control': res.headers.get('cache-control') },
    };
    ep.body = body;
    ep.contentType = res.headers.get('content-type');
  }
  const bareSpec = path.join(run.tmp, 'bare-routes.json');
  fs.writeFileSync(bareSpec, JSON.stringify({ port: barePort, routes }));
  console.log(`Starting the bare Fastify baseline on ${bareBase}…`);
  const bare = startNode(
    'bare server',
    [bareServerMain, bareSpec],
    {},
    path.join(run.tmp, 'bare.log'),
  );
  await waitFor200(bare, bareBase + ENDPOINTS[0].path);
  for (const ep of ENDPOINTS) {
    const res = await fetch(bareBase + ep.path);
    const body = Buffer.from(await res.arrayBuffer());
    if (!body.equals(ep.body) || res.headers.get('content-type') !== ep.contentType) {
      throw new Error(`the bare server's answer to ${ep.path} differs from ours`);
    }
    console.log(`  ${ep.label}: ${ep.body.length} B body, ${ep.contentType}, identical on both`);
  }

  console.log('\nThroughput with ACCESS_LOG=all (one server loaded at a time):');
  const rowsAll = await throughput(ours, oursBase, bareBase, bare);
  printThroughput(rowsAll);
  await stopProcess(ours);
  ours = await startOurs('default');
  console.log('\nThroughput with the default access log (one server loaded at a time):');
  const rows = await throughput(ours, oursBase, bareBase, bare);
  await stopProcess(bare);
  printThroughput(rows);
  const revalidations = [];
  for (const ep of ENDPOINTS) revalidations.push(await revalidation(oursBase, ep));
  for (const row of rows) {
    addIssue19Row({
      scenario: 'public',
      path: `${row.ep.label} (public, cached)`,
      db: 'embedded, 1 process',
      ours: row.ours,
      bare: row.bare,
      goal: `ratio >= ${GOALS.ratio}`,
      ok: row.ratio !== null && row.ratio >= GOALS.ratio,
    });
  }
  return { ours, oursBase, rows, rowsAll, revalidations };
}

/** Section 1's summary lines. */
function publicLines({ rows, rowsAll, revalidations }) {
  const verdict = (ok) => (ok ? 'ok' : 'BELOW GOAL');
  const lines = [];
  for (const [mode, list] of [
    ['default access log', rows],
    ['ACCESS_LOG=all', rowsAll],
  ])
    for (const row of list) {
      lines.push(
        `[${mode}] ${row.ep.label}: ours ${fmt(row.ours.rps)} req/s (p99 ${fmt(row.ours.p99)} ms) vs bare Fastify ${fmt(row.bare.rps)} req/s` +
          ` (p99 ${fmt(row.bare.p99)} ms) = ${fmt(row.ratio, 2)} (goal >= ${GOALS.ratio}: ${verdict(row.ratio >= GOALS.ratio)});` +
          ` server CPU ${fmt(row.ours.usPerRequest)} vs ${fmt(row.bare.usPerRequest)} µs/request; non-2xx ${row.ours.non2xx + row.bare.non2xx}`,
      );
    }
  for (const r of revalidations) {
    lines.push(
      `${r.label} with If-None-Match: ${r.ok ? '304' : 'NOT 304'}, ${r.bodyBytes} B body; ${fmt(r.rps)} req/s (p99 ${fmt(r.p99)} ms),` +
        ` ${fmt(r.ratio, 2)} x ours answering 200 with the body`,
    );
  }
  if (busiestOthers(rows) > 0.2) {
    lines.push(
      `(other processes used up to ${fmt(busiestOthers(rows), 2)} of the 2 cores during these runs: req/s figures are noisy)`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Issue 19: signed-in reads on each database, the large station list on PostgreSQL, both on two
// processes behind nginx, and reads while purchases wait on a slow provider. Each adds its rows
// to the issue-19 table; one that cannot run is reported and the next goes on.

async function issue19Scenarios(webSnapshot, lines) {
  const attempt = async (name, fn) => {
    try {
      return await fn();
    } catch (err) {
      problems.push(`${name}: ${err.message.split('\n')[0]}`);
      console.error(
        `\n${name} could not be measured: ${process.env.BENCH_DEBUG ? err.stack : err.message}`,
      );
      return null;
    }
  };
  if (runs('signed-in')) {
    await attempt('signed-in reads (embedded)', () => signedIn(webSnapshot, { kind: 'embedded' }));
    await attempt('signed-in reads (PostgreSQL + Redis)', () =>
      signedIn(webSnapshot, { kind: 'pg' }),
    );
  }
  if (runs('stations-pg')) {
    await attempt('station list (PostgreSQL + Redis)', () =>
      stationListScaled(webSnapshot, { kind: 'pg', processes: 1 }),
    );
  }
  if (runs('cluster')) {
    await attempt('signed-in reads (2 processes)', () =>
      signedIn(webSnapshot, { kind: 'pg', processes: 2 }),
    );
    await attempt('station list (2 processes)', () =>
      stationListScaled(webSnapshot, { kind: 'pg', processes: 2 }),
    );
  }
  if (runs('slow-purchase')) {
    for (const kind of ['embedded', 'pg']) {
      const r = await attempt(`slow purchase (${kind})`, () => slowPurchase(webSnapshot, { kind }));
      if (r) lines.push(...slowPurchaseLines(r));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = Date.now();
  for (const file of [ourServerMain, webIndex]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  }
  run.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-bench-'));
  // The server reads index.html once at start and the files on each request: a rebuild of
  // apps/web/dist while the bench runs (a colleague's `npm run build`) would break the page load
  // mid-measurement, so the server gets a snapshot. One taken during a rebuild is detected.
  const webSnapshot = path.join(run.tmp, 'web');
  const indexBefore = fs.statSync(webIndex).mtimeMs;
  fs.cpSync(webDist, webSnapshot, { recursive: true });
  if (fs.statSync(webIndex).mtimeMs !== indexBefore) {
    throw new Error(
      `${path.relative(root, webDist)} was rebuilt while it was being copied: run the bench again`,
    );
  }
  if (ONLY === 'stations') {
    const r = await stationList(webSnapshot);
    console.log(`\n===== summary =====\n${stationListLine(r)}\n===================`);
    return;
  }
  if (ONLY === 'stats') {
    const rows = await myStats(webSnapshot);
    console.log(`\n===== summary =====\n${rows.map(statsLine).join('\n')}\n===================`);
    return;
  }
  if (ONLY === 'realtime') {
    const r = await realtime(webSnapshot);
    console.log(`\n===== summary =====\n${realtimeLines(r).join('\n')}\n===================`);
    return;
  }
  const issue19Only = onlyList.length > 0 && onlyList.every((n) => ISSUE19_SCENARIOS.includes(n));
  console.log(
    `OSCE Studio bench — node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections,` +
      ` ${DURATION_S} s runs, temp dir ${run.tmp}`,
  );
  if (issue19Only) {
    const lines = [];
    if (runs('public')) {
      const pub = await publicReads(webSnapshot);
      await stopProcess(pub.ours);
      lines.push(...publicLines(pub));
    }
    await issue19Scenarios(webSnapshot, lines);
    lines.push(...issue19Lines());
    if (problems.length) lines.push(`Could not run cleanly: ${problems.join('; ')}`);
    console.log(`\n===== summary =====\n${lines.join('\n')}\n===================`);
    return;
  }
  const { ours, oursBase, rows, rowsAll, revalidations } = await publicReads(webSnapshot);

  let weight = null;
  try {
    weight = await pageWeight(`${oursBase}/`);
    printPageWeight(weight);
  } catch (err) {
    problems.push(`page weight: ${err.message}`);
    console.error(`\nHome page weight could not be measured: ${err.message}`);
  }

  const lighthouse = await lighthouseAllPages(oursBase);

  let stations = null;
  try {
    stations = await stationList(webSnapshot);
  } catch (err) {
    problems.push(`station list: ${err.message.split('\n')[0]}`);
    console.error(`\nStation list could not be measured: ${err.message}`);
  }

  let statsRows = null;
  try {
    statsRows = await myStats(webSnapshot);
  } catch (err) {
    problems.push(`my stats: ${err.message.split('\n')[0]}`);
    console.error(`\nMy Stats could not be measured: ${err.message}`);
  }

  let realtimeResult = null;
  try {
    realtimeResult = await realtime(webSnapshot);
  } catch (err) {
    problems.push(`realtime: ${err.message.split('\n')[0]}`);
    console.error(`\nRealtime could not be measured: ${err.message}`);
  }

  const issue19Extra = [];
  await issue19Scenarios(webSnapshot, issue19Extra);

  if (ours.child.exitCode !== null) problems.push('our server was not running at the end');
  const oursStopped = await stopProcess(ours);
  if (oursStopped.code !== 0)
    problems.push(
      `our server's shutdown ended with code ${oursStopped.code} (signal ${oursStopped.signal})`,
    );
  const serverLogLines = fs.readFileSync(ours.logFile, 'utf8').split('\n').filter(Boolean);
  const logErrors = serverLogLines.filter((line) => /"level":(50|60)/.test(line)).length;

  // Summary to paste into a closing note.
  const verdict = (ok) => (ok ? 'ok' : 'BELOW GOAL');
  const lines = [
    `Bench ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, node ${process.version}, ${os.cpus().length} cores,` +
      ` autocannon ${CONNECTIONS} connections x ${DURATION_S} s, one server at a time, loopback`,
  ];
  lines.push(...publicLines({ rows, rowsAll, revalidations }));
  lines.push(
    weight
      ? `Home page JS, first visit: ${fmt(kb(weight.jsGzip), 1)} kB gzip (goal <= ${GOALS.jsGzipKb} kB: ${verdict(kb(weight.jsGzip) <= GOALS.jsGzipKb)});` +
          ` ${fmt(kb(weight.jsTransferred), 1)} kB actually transferred (${weight.encodings}) in ${weight.jsFiles} files;` +
          ` ${fmt(kb(weight.allTransferred), 1)} kB for all ${weight.allFiles} responses`
      : 'Home page JS: not measured (see above)',
  );
  if (lighthouse.length === 0) lines.push('Lighthouse: did not run (see above)');
  for (const lh of lighthouse) {
    lines.push(
      `Lighthouse 12.8 mobile ${lh.page}: performance ${lh.performance} (goal >= ${GOALS.performance}: ${verdict(lh.performance >= GOALS.performance)}),` +
        ` accessibility ${lh.accessibility} (goal >= ${GOALS.accessibility}: ${verdict(lh.accessibility >= GOALS.accessibility)});` +
        ` JS ${fmt(kb(lh.jsTransferred), 1)} kB; ${Object.entries(lh.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}`,
    );
  }
  lines.push(stations ? stationListLine(stations) : 'GET /api/stations: not measured (see above)');
  lines.push(...(statsRows ? statsRows.map(statsLine) : ['POST /api/user/stats: not measured']));
  lines.push(...(realtimeResult ? realtimeLines(realtimeResult) : ['Realtime: not measured']));
  lines.push(...issue19Extra, ...issue19Lines());
  lines.push(
    `Server log: ${serverLogLines.length} lines, ${logErrors} at error level; took ${fmt((Date.now() - started) / 1000)} s`,
  );
  if (problems.length) lines.push(`Could not run cleanly: ${problems.join('; ')}`);
  console.log(`\n===== summary =====\n${lines.join('\n')}\n===================`);
}

try {
  await main();
} catch (err) {
  problems.push(err.message.split('\n')[0]);
  console.error(`\nbench failed: ${process.env.BENCH_DEBUG ? err.stack : err.message}`);
} finally {
  await cleanup();
}
if (problems.length) {
  console.error(
    `\n${problems.length} problem(s) kept the bench from running cleanly:\n  - ${problems.join('\n  - ')}`,
  );
  process.exitCode = 1;
}
