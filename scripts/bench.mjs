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
// Options (environment): BENCH_ONLY=stations, stats or realtime runs section 4, 5 or 6 alone;
// BENCH_DURATION seconds per measured run (default 10), BENCH_WARMUP seconds per warm-up (default
// 2), BENCH_CONNECTIONS (default 50), BENCH_KEEP=1 keeps the temp dir (server logs, Lighthouse
// JSON, every fan-out command's receipts), CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES a
// comma-separated subset of the Lighthouse pages by path (e.g. "/,/contact").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const DURATION_S = positiveNumber(process.env.BENCH_DURATION, 10);
const WARMUP_S = positiveNumber(process.env.BENCH_WARMUP, 2);
const CONNECTIONS = positiveNumber(process.env.BENCH_CONNECTIONS, 50);
const KEEP = process.env.BENCH_KEEP === '1';
// BENCH_ONLY=stations runs just the station-list scenario (section 4), stats just My Stats (5),
// realtime just group study over Socket.IO (6).
const ONLY = process.env.BENCH_ONLY ?? '';
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags Debian's Chromium needs on these machines, shared with the e2e tests.
const CHROME_FLAGS = JSON.parse(
  fs.readFileSync(path.join(root, 'e2e/support/chromium-flags.json'), 'utf8'),
);
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LIGHTHOUSE_TIMEOUT_MS = 120_000;
const LIGHTHOUSE_BUDGET_MS = 20 * 60_000;
// Every public page (docs/architecture.md, 'Routes') that this release builds. The blog post's slug is read from
// /api/blogs at run time, so editors can change the catalogue.
const LIGHTHOUSE_PAGES = [
  '/',
  '/subscription-plans',
  '/about-us',
  '/faqs',
  '/privacy-policy',
  '/terms-and-conditions',
  '/contact',
  '/blog',
  '/blog/{newest}',
  '/no-such-page-for-the-bench',
];

const GOALS = { ratio: 0.8, jsGzipKb: 200, performance: 90, accessibility: 95 };
const ENDPOINTS = [
  { label: 'GET /api/page/home-2', path: '/api/page/home-2', route: '/api/page/home-2' },
  {
    label: 'GET /api/subscription_plans?country=US',
    path: '/api/subscription_plans?country=US',
    route: '/api/subscription_plans',
  },
];

const ourServerMain = path.join(root, 'apps/server/dist/main.js');
// The server honours WEB_DIST_DIR too, so a build elsewhere can be measured.
const webDist = path.resolve(root, process.env.WEB_DIST_DIR || 'apps/web/dist');
const webIndex = path.join(webDist, 'index.html');
const bareServerMain = path.join(root, 'scripts/bench/bare-server.mjs');

/** Things that could not run; any of them makes the exit code non-zero. */
const problems = [];
const children = new Set();
let browser;
let tmp;

// ---------------------------------------------------------------------------------------------
// Helpers

function positiveNumber(raw, fallback) {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves null after ms without keeping the process alive (for races against a deadline). */
const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms, null).unref());

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts a node child process whose stdout and stderr go to logFile (never blocking on a pipe). */
function startNode(name, args, env, logFile) {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const proc = { name, child, logFile, exited: null, stopping: false };
  proc.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(proc);
      if (!proc.stopping)
        problems.push(`${name} exited unexpectedly (code ${code}, signal ${signal})`);
      resolve({ code, signal });
    });
    child.on('error', (err) => {
      problems.push(`${name} could not be started: ${err.message}`);
      resolve({ code: null, signal: null });
    });
  });
  children.add(proc);
  return proc;
}

/** `init`: fetch options beyond a GET (a POST route of the bare server). */
async function waitFor200(proc, url, init = {}) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) break;
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  const why =
    proc.child.exitCode !== null || proc.child.signalCode !== null
      ? 'exited before answering'
      : `did not answer 200 within ${START_TIMEOUT_MS / 1000} s`;
  throw new Error(`${proc.name} ${why} at ${url}\n${tail(proc.logFile)}`);
}

function tail(file, lines = 15) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return text ? `--- last lines of ${path.basename(file)} ---\n${text}` : '';
  } catch {
    return '';
  }
}

async function stopProcess(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.stopping = true;
  proc.child.kill('SIGTERM');
  const done = await Promise.race([proc.exited, deadline(STOP_TIMEOUT_MS)]);
  if (done) return done;
  console.error(
    `${proc.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: killing it`,
  );
  proc.child.kill('SIGKILL');
  return proc.exited;
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 after the command name; USER_HZ = 100.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * CPU seconds all processes of the machine have spent so far (user + nice + system, all cores),
 * from /proc/stat. Interrupt time is left out: loopback traffic's own share lands there.
 */
function machineBusySeconds() {
  try {
    const [, ...ticks] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    const [user, nice, system] = ticks;
    return (user + nice + system) / 100;
  } catch {
    return null;
  }
}

const kb = (bytes) => bytes / 1000;
const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

// ---------------------------------------------------------------------------------------------
// Cleanup, also on Ctrl-C

let cleaning = null;
function cleanup() {
  cleaning ??= (async () => {
    if (browser) await browser.close().catch(() => {});
    // Out of the set first: a socket still in it reports its disconnection as a problem.
    const sockets = [...realtimeSockets];
    realtimeSockets.clear();
    for (const socket of sockets) socket.disconnect();
    for (const proc of [...children]) {
      if (proc.name.startsWith('lighthouse')) {
        proc.stopping = true;
        proc.child.kill('SIGKILL');
      }
    }
    await Promise.all([...children].map((proc) => stopProcess(proc)));
    if (tmp) {
      if (KEEP) console.log(`kept ${tmp}`);
      else fs.rmSync(tmp, { recursive: true, force: true });
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers…`);
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Throughput

/** `request` adds autocannon options beyond a GET: { method, body }. */
async function cannon(url, seconds, headers = undefined, request = {}) {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    ...request,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

async function measure(proc, url, headers = undefined, request = {}) {
  const before = cpuSeconds(proc.child.pid);
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  const r = await cannon(url, DURATION_S, headers, request);
  const wall = (performance.now() - t0) / 1000;
  const after = cpuSeconds(proc.child.pid);
  const machineAfter = machineBusySeconds();
  const self = process.cpuUsage(selfBefore);
  r.cpu = before === null || after === null ? null : (after - before) / wall;
  // Server CPU time per answered request: steadier than req/s when the load generator or other
  // processes, not the server, set the pace.
  r.usPerRequest = r.cpu === null || !r.rps ? null : (r.cpu * 1e6) / r.rps;
  r.loadgenCpu = (self.user + self.system) / 1e6 / wall;
  // Whatever else kept this machine's cores busy meanwhile (other people's builds, tests…).
  r.othersCpu =
    r.cpu === null || machineBefore === null || machineAfter === null
      ? null
      : Math.max(0, (machineAfter - machineBefore) / wall - r.cpu - r.loadgenCpu);
  if (r.non2xx || r.errors || r.timeouts) {
    problems.push(
      `${proc.name} ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  }
  return r;
}

async function throughput(ours, oursBase, bareBase, bare) {
  const rows = [];
  for (const ep of ENDPOINTS) {
    console.log(
      `  ${ep.label}: warm-up ${WARMUP_S} s each, then ${DURATION_S} s on ours, ${DURATION_S} s on bare…`,
    );
    await cannon(oursBase + ep.path, WARMUP_S);
    await cannon(bareBase + ep.path, WARMUP_S);
    const o = await measure(ours, oursBase + ep.path);
    const b = await measure(bare, bareBase + ep.path);
    rows.push({
      ep,
      ours: o,
      bare: b,
      ratio: b.rps ? o.rps / b.rps : null,
      cpuRatio: o.usPerRequest && b.usPerRequest ? b.usPerRequest / o.usPerRequest : null,
    });
  }
  return rows;
}

function busiestOthers(rows) {
  return Math.max(...rows.flatMap((row) => [row.ours.othersCpu ?? 0, row.bare.othersCpu ?? 0]));
}

function printThroughput(rows) {
  const head =
    'endpoint'.padEnd(40) +
    'ours req/s'.padStart(11) +
    'p99 ms'.padStart(8) +
    'bare req/s'.padStart(12) +
    'p99 ms'.padStart(8) +
    'ratio'.padStart(8) +
    '  goal';
  console.log(`\n${head}`);
  for (const row of rows) {
    const ok = row.ratio !== null && row.ratio >= GOALS.ratio;
    console.log(
      row.ep.label.padEnd(40) +
        fmt(row.ours.rps).padStart(11) +
        fmt(row.ours.p99).padStart(8) +
        fmt(row.bare.rps).padStart(12) +
        fmt(row.bare.p99).padStart(8) +
        fmt(row.ratio, 2).padStart(8) +
        `  >= ${GOALS.ratio} ${ok ? 'ok' : 'BELOW GOAL'}`,
    );
  }
  console.log(
    '\nCPU during the measured runs in cores (1.00 = one core busy): server / load generator / other processes.' +
      ' A server well below 1.00 was not the bottleneck; other processes above ~0.2 competed for the 2 cores' +
      ' and make req/s noisy. Server CPU per request is the steadier comparison.',
  );
  for (const row of rows) {
    const cpu = (r) =>
      `${fmt(r.cpu, 2)} / ${fmt(r.loadgenCpu, 2)} / ${fmt(r.othersCpu, 2)}, ${fmt(r.usPerRequest)} µs CPU/request,` +
      ` ${fmt(r.bytesPerRequest)} B/response`;
    console.log(`  ${row.ep.label}\n    ours ${cpu(row.ours)}\n    bare ${cpu(row.bare)}`);
    console.log(`    CPU-per-request ratio bare ÷ ours ${fmt(row.cpuRatio, 2)}`);
  }
  if (busiestOthers(rows) > 0.2) {
    console.log(
      `  NOTE: other processes used up to ${fmt(busiestOthers(rows), 2)} cores during the runs: rerun on a quiet machine for firm figures.`,
    );
  }
}

/**
 * A repeat visit: the same GET carrying the ETag it was given. Checks the 304 and its empty body,
 * then loads it like the 200 runs; every answer must be a 304.
 */
async function revalidation(base, ep) {
  const url = base + ep.path;
  const headers = { 'if-none-match': ep.etag };
  const probe = await fetch(url, { headers });
  const bodyBytes = (await probe.arrayBuffer()).byteLength;
  const ok = probe.status === 304 && bodyBytes === 0;
  if (!ok) problems.push(`${ep.label}: If-None-Match answered ${probe.status} with ${bodyBytes} B`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP_S });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  if (r['3xx'] !== r.requests.total || r.errors || r.timeouts) {
    problems.push(`${ep.label} revalidation: ${r.requests.total - r['3xx']} answers were not 304`);
  }
  const full = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    label: ep.label,
    ok,
    bodyBytes,
    rps: r.requests.average,
    p99: r.latency.p99,
    ratio: full.requests.average ? r.requests.average / full.requests.average : null,
  };
}

// ---------------------------------------------------------------------------------------------
// 2. Home page weight in headless Chromium

async function pageWeight(url) {
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--headless', ...CHROME_FLAGS],
  });
  const context = await browser.newContext(); // fresh profile: empty cache, no cookies
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const read = (async () => {
      const request = response.request();
      const headers = await response.allHeaders();
      const contentType = headers['content-type'] ?? '';
      const isJs = request.resourceType() === 'script' || /javascript/i.test(contentType);
      const sizes = await request.sizes();
      const entry = {
        url: response.url(),
        isJs,
        status: response.status(),
        encoding: headers['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        encodedBody: sizes.responseBodySize,
        raw: 0,
        gzip: 0,
      };
      if (isJs) {
        const body = await response.body();
        entry.raw = body.length;
        entry.gzip = zlib.gzipSync(body, { level: 9 }).length;
      }
      return entry;
    })().catch((err) => ({ url: response.url(), failed: err.message }));
    // A response that never finishes (a stream) must not hold the bench up.
    pending.push(
      Promise.race([
        read,
        deadline(15_000).then(() => ({ url: response.url(), failed: 'not finished in 15 s' })),
      ]),
    );
  });
  const failedRequests = [];
  page.on('requestfailed', (request) =>
    failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`),
  );
  const acceptEncoding = new Promise((resolve) => {
    page.once('request', (request) =>
      request.allHeaders().then((h) => resolve(h['accept-encoding'] ?? '')),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  const entries = await Promise.all(pending);
  const failed = entries.filter((e) => e.failed);
  for (const e of failed) problems.push(`page weight: could not read ${e.url}: ${e.failed}`);
  for (const e of entries.filter((x) => x.status >= 400))
    problems.push(`page load: ${e.status} for ${e.url}`);
  for (const f of failedRequests) problems.push(`page load: request failed ${f}`);
  const js = entries.filter((e) => !e.failed && e.isJs);
  const result = {
    acceptEncoding: await acceptEncoding,
    jsFiles: js.length,
    jsTransferred: js.reduce((s, e) => s + e.transferred, 0),
    jsEncodedBody: js.reduce((s, e) => s + e.encodedBody, 0),
    jsRaw: js.reduce((s, e) => s + e.raw, 0),
    jsGzip: js.reduce((s, e) => s + e.gzip, 0),
    allFiles: entries.length,
    allTransferred: entries.reduce((s, e) => s + (e.transferred ?? 0), 0),
    encodings: [...new Set(js.map((e) => e.encoding))].join(', '),
    largest: [...js].sort((a, b) => b.gzip - a.gzip).slice(0, 5),
    // precompress.mjs skips files under 1 kB; anything bigger sent as is means no .br/.gz beside it.
    uncompressed: js.filter((e) => e.encoding === 'identity' && e.raw >= 1024).length,
    title: await page.title(),
  };
  await browser.close();
  browser = undefined;
  return result;
}

function printPageWeight(w) {
  const ok = kb(w.jsGzip) <= GOALS.jsGzipKb;
  console.log(`\nHome page "${w.title}" (first visit, Accept-Encoding: ${w.acceptEncoding})`);
  console.log(
    `  JavaScript: ${w.jsFiles} files, ${fmt(kb(w.jsGzip), 1)} kB gzip -9 (goal <= ${GOALS.jsGzipKb} kB ${ok ? 'ok' : 'BELOW GOAL'}),` +
      ` ${fmt(kb(w.jsTransferred), 1)} kB transferred by Chromium (${w.encodings}; body ${fmt(kb(w.jsEncodedBody), 1)} kB + headers),` +
      ` ${fmt(kb(w.jsRaw), 1)} kB uncompressed`,
  );
  if (w.uncompressed) {
    console.log(
      `  NOTE: ${w.uncompressed} JavaScript files over 1 kB were sent uncompressed: is the build precompressed?`,
    );
  }
  console.log(
    `  Everything: ${w.allFiles} responses, ${fmt(kb(w.allTransferred), 1)} kB transferred`,
  );
  for (const e of w.largest) {
    console.log(
      `    ${fmt(kb(e.gzip), 1).padStart(7)} kB gzip  ${fmt(kb(e.raw), 1).padStart(7)} kB raw  ${new URL(e.url).pathname}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

async function runLighthouse(url) {
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
  const out = path.join(tmp, `lighthouse${name}.json`);
  const log = path.join(tmp, `lighthouse${name}.log`);
  const proc = startNode(
    'lighthouse',
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance,accessibility',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${['--headless=new', ...CHROME_FLAGS].join(' ')}`,
      '--quiet',
      // The not-found page answers 404 (search engines read the status) and is measured all the same.
      '--ignore-status-code',
    ],
    { CHROME_PATH },
    log,
  );
  proc.stopping = true; // its exit is expected; the code is judged below
  const done = await Promise.race([proc.exited, deadline(LIGHTHOUSE_TIMEOUT_MS)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
    throw new Error(
      `Lighthouse did not finish within ${LIGHTHOUSE_TIMEOUT_MS / 1000} s\n${tail(log)}`,
    );
  }
  if (done.code !== 0 || !fs.existsSync(out)) {
    throw new Error(
      `Lighthouse exited with code ${done.code} (signal ${done.signal})\n${tail(log)}`,
    );
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (report.runtimeError)
    throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (id) => {
    const s = report.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id) => report.audits[id]?.displayValue ?? 'n/a';
  const failedA11y = (report.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    jsTransferred: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    metrics: {
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
      SI: metric('speed-index'),
    },
    failedA11y,
    warnings: report.runWarnings ?? [],
  };
}

function printLighthouse(lh) {
  const perfOk = lh.performance !== null && lh.performance >= GOALS.performance;
  const a11yOk = lh.accessibility !== null && lh.accessibility >= GOALS.accessibility;
  console.log(
    `  ${lh.page.padEnd(34)} performance ${fmt(lh.performance).padStart(3)} ${perfOk ? 'ok' : 'BELOW GOAL'},` +
      ` accessibility ${fmt(lh.accessibility).padStart(3)} ${a11yOk ? 'ok' : 'BELOW GOAL'},` +
      ` JS ${fmt(kb(lh.jsTransferred), 1)} kB in ${lh.jsFiles} files`,
  );
  console.log(
    `    ${Object.entries(lh.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  if (lh.failedA11y.length)
    console.log(`    failed accessibility audits: ${lh.failedA11y.join(', ')}`);
  for (const w of lh.warnings) console.log(`    warning: ${w}`);
}

/** The Lighthouse pages as paths on this server (the newest blog post's slug filled in). */
async function lighthousePages(base) {
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const pages = [];
  for (const page of LIGHTHOUSE_PAGES) {
    if (only.length && !only.includes(page)) continue;
    if (!page.includes('{newest}')) {
      pages.push(page);
      continue;
    }
    const res = await fetch(`${base}/api/blogs`);
    const slug = res.ok ? (await res.json()).data?.[0]?.slug : undefined;
    if (slug) pages.push(page.replace('{newest}', encodeURIComponent(slug)));
    else problems.push('lighthouse: no blog post to measure (GET /api/blogs had none)');
  }
  return pages;
}

/** Every page in turn, one retry each, within LIGHTHOUSE_BUDGET_MS. */
async function lighthouseAllPages(base) {
  console.log(
    `\nLighthouse 12.8 (mobile emulation, simulated throttling), one page at a time; goals performance >= ${GOALS.performance}, accessibility >= ${GOALS.accessibility}:`,
  );
  const until = Date.now() + LIGHTHOUSE_BUDGET_MS;
  const results = [];
  for (const page of await lighthousePages(base)) {
    // Lighthouse's trace recording fails now and then (NO_NAVSTART, "please run Lighthouse
    // again"): one retry, and the failure is reported if the second run fails too.
    let lh = null;
    for (let attempt = 1; attempt <= 2 && !lh; attempt++) {
      if (Date.now() > until) {
        problems.push(
          `lighthouse: ${page} not measured, the ${LIGHTHOUSE_BUDGET_MS / 60_000} min budget ran out`,
        );
        break;
      }
      try {
        lh = { page, ...(await runLighthouse(`${base}${page}`)) };
        printLighthouse(lh);
      } catch (err) {
        console.error(`  ${page}: Lighthouse failed (attempt ${attempt} of 2): ${err.message}`);
        if (attempt === 2) problems.push(`lighthouse ${page}: ${err.message.split('\n')[0]}`);
      }
    }
    if (lh) results.push(lh);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// 4. The station list: GET /api/stations for a member with a long history, over a generated
//    library of 1,000 stations (apps/server/src/bench/station-list-fixture.ts prepares the
//    database; the library exists only for the bench). Goal: p99 under 30 ms at CONNECTIONS
//    connections; reported beside a bare Fastify route sending the same bytes.

const STATION_GOALS = { p99Ms: 30 };
const stationFixture = path.join(root, 'apps/server/src/bench/station-list-fixture.ts');

/** A GET whose body comes back as sent (fetch would undo the gzip). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer in 30 s`)));
  });
}

function runToEnd(name, args, env, logFile) {
  const proc = startNode(name, args, env, logFile);
  proc.stopping = true; // it is meant to exit
  return proc.exited;
}

async function stationList(webSnapshot) {
  const dataDir = path.join(tmp, 'data-stations');
  const fixtureLog = path.join(tmp, 'station-fixture.log');
  console.log(
    '\nStation list: preparing 1,000 generated stations and a member with 2,000 markings…',
  );
  const t0 = Date.now();
  const done = await runToEnd(
    'station-list fixture',
    ['--import', 'tsx', stationFixture],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    fixtureLog,
  );
  const lastLine = fs.readFileSync(fixtureLog, 'utf8').trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !lastLine.startsWith('{')) {
    throw new Error(`the station-list fixture failed (code ${done.code})\n${tail(fixtureLog)}`);
  }
  const fixture = JSON.parse(lastLine);
  console.log(
    `  ${fixture.stations} stations, ${fixture.markings} markings, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const ours = startNode(
    'our server (station list)',
    [ourServerMain],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'default',
      PUBLIC_URL: base,
      WEB_DIST_DIR: webSnapshot,
      // Keep the generated library: a start with SEED would refresh it from content/stations/.
      SEED: 'false',
    },
    path.join(tmp, 'server-stations.log'),
  );
  // As a browser asks: with its token, accepting gzip.
  const headers = { authorization: `Bearer ${fixture.token}`, 'accept-encoding': 'gzip' };
  try {
    await waitFor200(ours, `${base}/api/health`);
    const res = await rawGet(`${base}/api/stations`, headers);
    if (res.status !== 200) throw new Error(`GET /api/stations answered ${res.status}`);
    const body = res.body;
    const encoding = res.headers['content-encoding'] ?? 'identity';
    const json = encoding === 'gzip' ? zlib.gunzipSync(body) : body;
    const list = JSON.parse(json.toString('utf8'));
    const touched = list.filter((s) => s.status !== 'not_attempted').length;
    console.log(
      `  GET /api/stations: ${list.length} stations (${touched} with the member's history), ${fmt(kb(json.length), 1)} kB JSON,` +
        ` ${fmt(kb(body.length), 1)} kB sent (${encoding})`,
    );
    const file = path.join(tmp, 'body-stations.json');
    fs.writeFileSync(file, body);
    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const spec = path.join(tmp, 'bare-stations.json');
    fs.writeFileSync(
      spec,
      JSON.stringify({
        port: barePort,
        routes: {
          '/api/stations': {
            file,
            headers:
              encoding === 'gzip' ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {},
          },
        },
      }),
    );
    const bare = startNode(
      'bare server (stations)',
      [bareServerMain, spec],
      {},
      path.join(tmp, 'bare-stations.log'),
    );
    try {
      await waitFor200(bare, `${bareBase}/api/stations`);
      await cannon(`${base}/api/stations`, WARMUP_S, headers);
      await cannon(`${bareBase}/api/stations`, WARMUP_S, headers);
      const o = await measure(ours, `${base}/api/stations`, headers);
      const b = await measure(bare, `${bareBase}/api/stations`, headers);
      return {
        bytes: json.length,
        sent: body.length,
        encoding,
        stations: list.length,
        ours: o,
        bare: b,
      };
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(ours);
  }
}

function stationListLine(r) {
  const ok = r.ours.p99 < STATION_GOALS.p99Ms;
  return (
    `GET /api/stations (${r.stations} stations, ${fmt(kb(r.bytes), 1)} kB JSON sent as ${fmt(kb(r.sent), 1)} kB ${r.encoding}, member with history):` +
    ` ours ${fmt(r.ours.rps)} req/s,` +
    ` p99 ${fmt(r.ours.p99)} ms (goal < ${STATION_GOALS.p99Ms} ms: ${ok ? 'ok' : 'BELOW GOAL'}); bare Fastify with the same bytes` +
    ` ${fmt(r.bare.rps)} req/s, p99 ${fmt(r.bare.p99)} ms; ratio ${fmt(r.bare.rps ? r.ours.rps / r.bare.rps : null, 2)};` +
    ` server CPU ${fmt(r.ours.usPerRequest)} vs ${fmt(r.bare.usPerRequest)} µs/request`
  );
}

// ---------------------------------------------------------------------------------------------
// 5. My Stats: POST /api/user/stats for a member with 2,000 markings over 48 demo stations and
//    twelve months (apps/server/src/bench/stats-fixture.ts prepares the database), for all time
//    and for the last 3 months. The answer is aggregated from the member's markings on every
//    request (nothing is cached), so this is the database's share. Goal: p99 under 30 ms at
//    CONNECTIONS connections; reported beside a bare Fastify route sending the same bytes.

const STATS_GOALS = { p99Ms: 30 };
const statsFixture = path.join(root, 'apps/server/src/bench/stats-fixture.ts');
const BENCH_STATS_PERIODS = ['all', '3-months'];

async function myStats(webSnapshot) {
  const dataDir = path.join(tmp, 'data-stats');
  const fixtureLog = path.join(tmp, 'stats-fixture.log');
  console.log('\nMy Stats: preparing a member with 2,000 markings over 48 stations and a year…');
  const t0 = Date.now();
  const done = await runToEnd(
    'stats fixture',
    ['--import', 'tsx', statsFixture],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    fixtureLog,
  );
  const lastLine = fs.readFileSync(fixtureLog, 'utf8').trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !lastLine.startsWith('{')) {
    throw new Error(`the stats fixture failed (code ${done.code})\n${tail(fixtureLog)}`);
  }
  const fixture = JSON.parse(lastLine);
  console.log(
    `  ${fixture.stations} stations, ${fixture.markings} markings, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const ours = startNode(
    'our server (stats)',
    [ourServerMain],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'default',
      PUBLIC_URL: base,
      WEB_DIST_DIR: webSnapshot,
      SEED: 'false',
    },
    path.join(tmp, 'server-stats.log'),
  );
  const headers = {
    authorization: `Bearer ${fixture.token}`,
    'content-type': 'application/json',
  };
  const requestOf = (date) => ({ method: 'POST', body: JSON.stringify({ date }) });
  try {
    await waitFor200(ours, `${base}/api/health`);
    const routes = {};
    const answers = {};
    for (const date of BENCH_STATS_PERIODS) {
      const res = await fetch(`${base}/api/user/stats`, { headers, ...requestOf(date) });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200)
        throw new Error(`POST /api/user/stats (${date}) answered ${res.status}`);
      const stats = JSON.parse(body.toString('utf8'));
      answers[date] = { bytes: body.length, stats };
      console.log(
        `  ${date}: average ${stats.average_mark}, ${stats.completed.length} completed, ${stats.attempt_again.length} to try again,` +
          ` ${stats.chart_data.specialties.length} specialties; ${fmt(kb(body.length), 1)} kB JSON`,
      );
      const file = path.join(tmp, `body-stats-${date}.json`);
      fs.writeFileSync(file, body);
      routes[`/bench/stats/${date}`] = { file, method: 'POST' };
    }
    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const spec = path.join(tmp, 'bare-stats.json');
    fs.writeFileSync(spec, JSON.stringify({ port: barePort, routes }));
    const bare = startNode(
      'bare server (stats)',
      [bareServerMain, spec],
      {},
      path.join(tmp, 'bare-stats.log'),
    );
    try {
      await waitFor200(bare, `${bareBase}/bench/stats/all`, { headers, ...requestOf('all') });
      const rows = [];
      for (const date of BENCH_STATS_PERIODS) {
        const request = requestOf(date);
        await cannon(`${base}/api/user/stats`, WARMUP_S, headers, request);
        await cannon(`${bareBase}/bench/stats/${date}`, WARMUP_S, headers, request);
        const o = await measure(ours, `${base}/api/user/stats`, headers, request);
        const b = await measure(bare, `${bareBase}/bench/stats/${date}`, headers, request);
        rows.push({ date, ...fixture, bytes: answers[date].bytes, ours: o, bare: b });
      }
      return rows;
    } finally {
      await stopProcess(bare);
    }
  } finally {
    await stopProcess(ours);
  }
}

function statsLine(r) {
  const ok = r.ours.p99 < STATS_GOALS.p99Ms;
  return (
    `POST /api/user/stats {date: ${r.date}} (${r.markings} markings over ${r.stations} stations, ${fmt(kb(r.bytes), 1)} kB JSON):` +
    ` ours ${fmt(r.ours.rps)} req/s, p50 ${fmt(r.ours.p50)} ms, p99 ${fmt(r.ours.p99)} ms` +
    ` (goal < ${STATS_GOALS.p99Ms} ms: ${ok ? 'ok' : 'BELOW GOAL'}); bare Fastify with the same bytes` +
    ` ${fmt(r.bare.rps)} req/s, p50 ${fmt(r.bare.p50)} ms, p99 ${fmt(r.bare.p99)} ms;` +
    ` ratio ${fmt(r.bare.rps ? r.ours.rps / r.bare.rps : null, 2)}; server CPU ${fmt(r.ours.usPerRequest)} vs ${fmt(r.bare.usPerRequest)} µs/request`
  );
}

// ---------------------------------------------------------------------------------------------
// 6. Realtime: group study over Socket.IO on one server process. 200 groups of 6 members
//    (apps/server/src/bench/realtime-fixture.ts prepares them), all connected from this process
//    as browsers connect (socket.io-client, websocket, bearer token in the handshake); in each
//    group one member is the examiner, the others candidate, patient and observers, and the
//    examiner has set a station and started it.
//    Fan-out: every examiner sends a station command once a second, pause and resume in turn, the
//    groups evenly staggered over the second (200 commands and 1,000 member receipts a second);
//    each is timed from the examiner's emit to each of the five other members' receipt of the
//    snapshot carrying it (matched by version). A group sends its next command only once the
//    last one arrived everywhere, so a slow server shows as latency, not as a backlog. Goal: p99
//    under 20 ms. The same clients against a bare Socket.IO server that broadcasts the same
//    snapshot to the room (scripts/bench/bare-socket-server.mjs) give the baseline.
//    Phase-change spread: every member simulates a network delay, fixed per member, uniform in
//    20–80 ms, on everything it receives and both ways of its clock checks; it measures its clock
//    offset as a browser does (CLOCK_ROUNDS `time` round trips, the least delay kept) and, for
//    every snapshot that sets a countdown (start, the server's own phase changes, skip; phases
//    of one second), computes when its screen changes phase: phaseEndsAt − offset, local time.
//    The spread is max − min of those moments across a group. All members share this process's
//    clock, so the spread is the error that the simulated delays put into the offset estimates.
//    Goal: under 25 ms.

const REALTIME_GOALS = { fanOutP99Ms: 20, spreadMs: 25 };
const realtimeFixture = path.join(root, 'apps/server/src/bench/realtime-fixture.ts');
const bareSocketServerMain = path.join(root, 'scripts/bench/bare-socket-server.mjs');
const GROUP_SIZE = 6;
/** Each group's examiner sends one command per period. */
const FANOUT_PERIOD_MS = 1000;
/** Members connecting at once; groups set up at once; groups checking their clocks at once. */
const CONNECT_BATCH = 50;
const SETUP_BATCH = 20;
const CLOCK_BATCH = 25;
const CLOCK_ROUNDS = 5;
const NETWORK_DELAY_MS = { min: 20, max: 80 };
const DELAY_SEED = 6;
const ACK_TIMEOUT_MS = 5000;
/** A command not seen by every member this long after it was sent is reported as lost. */
const ROUND_TIMEOUT_MS = 5000;
const CONNECT_BUDGET_MS = 90_000;
/** Long phases for the fan-out (no countdown runs out meanwhile); option 0 (1 s) for the spread. */
const LONG_TIMING = { reading: 3, station: 10, question: 4, feedback: 10, disabled: false };
const SHORT_TIMING = { reading: 0, station: 2, question: 0, feedback: 0, disabled: false };

/** Sockets open to a server, closed on the way out whatever happens. */
const realtimeSockets = new Set();

/** A browser's clock: `performance.timeOrigin + performance.now()`, as the web app reads it. */
const localNow = () => performance.timeOrigin + performance.now();

/** A seeded uniform generator (mulberry32), so every run simulates the same delays. */
function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The p-th percentile (nearest rank); null for no values. */
function percentile(values, p) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The soft limit on open files, which every socket counts against; null where /proc has none. */
function openFilesLimit() {
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

/** Runs `task` on every item, `size` at a time. */
async function inBatches(items, size, task) {
  const results = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}

/**
 * One member's connection (the handshake, token checked): the newest snapshot, the simulated
 * network delay on what it receives (0 while the fan-out is measured), and what the scenario is
 * watching for.
 */
async function connectMember(connect, url, member, groupId) {
  const socket = connect(url, {
    path: '/socket.io',
    auth: { token: member.token },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: ACK_TIMEOUT_MS,
  });
  realtimeSockets.add(socket);
  const m = {
    uid: member.uid,
    groupId,
    socket,
    latest: null,
    delayMs: 0,
    offset: null,
    watch: null,
  };
  const receive = (snapshot, at) => {
    if (!m.latest || snapshot.version >= m.latest.version) m.latest = snapshot;
    m.watch?.(m, snapshot, at);
  };
  socket.on('snapshot', (snapshot) => {
    if (m.delayMs) setTimeout(() => receive(snapshot, performance.now()), m.delayMs);
    else receive(snapshot, performance.now());
  });
  socket.on('disconnect', (reason) => {
    if (realtimeSockets.has(socket)) problems.push(`member ${m.uid} was disconnected: ${reason}`);
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return m;
}

/** Into the group's room; the server answers with the session (before the acknowledgement). */
async function joinRoom(m) {
  const answer = await m.socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck('join', { group_id: m.groupId });
  if (!answer.ok) {
    throw new Error(`member ${m.uid} could not join group ${m.groupId}: ${answer.message}`);
  }
}

/** `work`'s wall time and the CPU milliseconds it cost the server and this process, per item. */
async function costOf(proc, items, work) {
  const t0 = Date.now();
  const before = cpuSeconds(proc.child.pid);
  const selfBefore = process.cpuUsage();
  const value = await work();
  const after = cpuSeconds(proc.child.pid);
  const self = process.cpuUsage(selfBefore);
  return {
    value,
    seconds: (Date.now() - t0) / 1000,
    serverMs: before === null || after === null ? null : ((after - before) * 1000) / items,
    clientMs: (self.user + self.system) / 1000 / items,
  };
}

/**
 * Every member of the fixture connected to `proc` at `url`, then in their group's room, in
 * batches; what each step cost.
 */
async function connectAll(connect, proc, url, fixtureGroups) {
  const until = Date.now() + CONNECT_BUDGET_MS;
  const inTime = () => {
    if (Date.now() > until) {
      throw new Error(`connecting took longer than ${CONNECT_BUDGET_MS / 1000} s`);
    }
  };
  const pairs = fixtureGroups.flatMap((g) =>
    g.members.map((member) => ({ member, groupId: g.id })),
  );
  const handshake = await costOf(proc, pairs.length, () =>
    inBatches(pairs, CONNECT_BATCH, ({ member, groupId }) => {
      inTime();
      return connectMember(connect, url, member, groupId);
    }),
  );
  const connected = handshake.value;
  const join = await costOf(proc, pairs.length, () =>
    inBatches(connected, CONNECT_BATCH, (m) => {
      inTime();
      return joinRoom(m);
    }),
  );
  return {
    handshake,
    join,
    groups: fixtureGroups.map((g, k) => ({
      id: g.id,
      members: connected.slice(k * GROUP_SIZE, (k + 1) * GROUP_SIZE),
    })),
  };
}

function disconnectAll(groups) {
  for (const m of groups.flatMap((g) => g.members)) {
    realtimeSockets.delete(m.socket);
    m.socket.disconnect();
  }
}

async function send(m, type, data) {
  const answer = await m.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('message', { type, data });
  // An acknowledgement is received like everything else: behind the member's simulated delay.
  if (m.delayMs) await sleep(m.delayMs);
  if (!answer.ok) throw new Error(`${type} from member ${m.uid} was refused: ${answer.message}`);
}

/** Waits until every member's newest snapshot passes `test` (bounded by `ms`). */
async function allSee(group, test, ms, what) {
  const until = Date.now() + ms;
  while (!group.members.every((m) => m.latest && test(m.latest))) {
    if (Date.now() > until) {
      throw new Error(`group ${group.id}: not every member saw ${what} within ${ms / 1000} s`);
    }
    await sleep(20);
  }
}

/** Roles as the spec's group screen takes them, then the examiner sets a station and starts. */
async function prepareGroup(group, stationId) {
  const [examiner, candidate, patient, ...observers] = group.members;
  await send(examiner, 'change-role', { role: 'examiner' });
  await send(candidate, 'change-role', { role: 'candidate' });
  await send(patient, 'change-role', { role: 'patient' });
  for (const observer of observers) await send(observer, 'change-role', { role: 'observer' });
  await send(examiner, 'set-station', { station_id: stationId, timing: LONG_TIMING });
  await send(examiner, 'start');
  await allSee(group, (s) => s.current?.run.phase === 'reading', 10_000, 'the started station');
}

/** The examiner's next command, timed to each other member's receipt of its snapshot. */
function fanOutRound(group) {
  const [examiner, ...others] = group.members;
  const wasPaused = examiner.latest.current.run.pausedRemainingMs !== null;
  const after = examiner.latest.version;
  return new Promise((resolve) => {
    const latencies = [];
    const seen = new Set();
    let acked = false;
    let done = false;
    let t0 = 0;
    let toPublish = null;
    const finish = (failure) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      for (const m of others) m.watch = null;
      resolve({ t0, latencies, toPublish, failure, lost: others.length - seen.size });
    };
    const timer = setTimeout(
      () => finish(`group ${group.id}: not answered everywhere within ${ROUND_TIMEOUT_MS} ms`),
      ROUND_TIMEOUT_MS,
    );
    const watch = (m, snapshot, at) => {
      if (seen.has(m) || snapshot.version <= after) return;
      const paused = snapshot.current?.run.pausedRemainingMs != null;
      if (paused === wasPaused) return;
      seen.add(m);
      latencies.push(at - t0);
      // Both clocks are this machine's: the server's share is from the emit to its publishing.
      toPublish ??= snapshot.serverNow - (performance.timeOrigin + t0);
      if (acked && seen.size === others.length) finish(null);
    };
    for (const m of others) m.watch = watch;
    t0 = performance.now();
    examiner.socket
      .timeout(ACK_TIMEOUT_MS)
      .emit('message', { type: wasPaused ? 'resume' : 'pause' }, (err, answer) => {
        if (err || !answer?.ok) {
          finish(`group ${group.id}: ${err ? 'no acknowledgement' : `refused: ${answer.message}`}`);
          return;
        }
        acked = true;
        if (seen.size === others.length) finish(null);
      });
  });
}

/** Every group's examiner once per period, staggered, for `seconds`. */
async function fanOutRun(groups, seconds) {
  const result = { latencies: [], toPublish: [], rounds: [], commands: 0, lost: 0, failures: [] };
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    groups.map(async (group, k) => {
      await sleep((k * FANOUT_PERIOD_MS) / groups.length);
      while (performance.now() < end) {
        const next = performance.now() + FANOUT_PERIOD_MS;
        const round = await fanOutRound(group);
        result.commands += 1;
        result.lost += round.lost;
        result.latencies.push(...round.latencies);
        if (round.toPublish !== null) result.toPublish.push(round.toPublish);
        result.rounds.push([
          Math.round(round.t0 - start),
          ...round.latencies.map((l) => +l.toFixed(2)),
        ]);
        if (round.failure) result.failures.push(round.failure);
        await sleep(Math.max(0, Math.min(next, end) - performance.now()));
      }
    }),
  );
  return result;
}

/**
 * A warm-up run, then the measured one with the server's and this process's CPU. Every command's
 * send time and receipts go to fanout-{label}.json in the temp dir (BENCH_KEEP=1 keeps it).
 */
async function measureFanOut(proc, groups, label) {
  await fanOutRun(groups, WARMUP_S);
  const before = cpuSeconds(proc.child.pid);
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  const r = await fanOutRun(groups, DURATION_S);
  const wall = (performance.now() - t0) / 1000;
  const after = cpuSeconds(proc.child.pid);
  const machineAfter = machineBusySeconds();
  const self = process.cpuUsage(selfBefore);
  r.cpu = before === null || after === null ? null : (after - before) / wall;
  r.loadgenCpu = (self.user + self.system) / 1e6 / wall;
  r.othersCpu =
    r.cpu === null || machineBefore === null || machineAfter === null
      ? null
      : Math.max(0, (machineAfter - machineBefore) / wall - r.cpu - r.loadgenCpu);
  // Server CPU per command, which reaches all six members of its group.
  r.usPerCommand = r.cpu === null || !r.commands ? null : (r.cpu * wall * 1e6) / r.commands;
  r.perSecond = r.commands / wall;
  r.samples = r.latencies.length;
  r.p50 = percentile(r.latencies, 50);
  r.p99 = percentile(r.latencies, 99);
  r.max = percentile(r.latencies, 100);
  r.publishP50 = percentile(r.toPublish, 50);
  r.publishP99 = percentile(r.toPublish, 99);
  fs.writeFileSync(path.join(tmp, `fanout-${label}.json`), JSON.stringify(r.rounds));
  if (r.failures.length) {
    problems.push(
      `${proc.name}: ${r.failures.length} of ${r.commands} commands did not reach every member (${r.lost} receipts lost), e.g. ${r.failures[0]}`,
    );
  }
  return r;
}

/** A member's clock offset to the server as a browser measures it, through its simulated delay. */
async function measureOffset(m) {
  let best = null;
  for (let i = 0; i < CLOCK_ROUNDS; i++) {
    const sent = localNow();
    await sleep(m.delayMs);
    const serverNow = await m.socket.timeout(ACK_TIMEOUT_MS).emitWithAck('time');
    await sleep(m.delayMs);
    const received = localNow();
    if (!best || received - sent < best.rtt) {
      best = { rtt: received - sent, offset: serverNow - (sent + received) / 2 };
    }
  }
  m.offset = best.offset;
}

async function phaseSpread(groups) {
  // Back to the setup step with phases of one second, before any delay is simulated.
  await inBatches(groups, SETUP_BATCH, async (group) => {
    const examiner = group.members[0];
    await send(examiner, 'reset');
    await send(examiner, 'set-timing', { timing: SHORT_TIMING });
  });
  const random = seededRandom(DELAY_SEED);
  const members = groups.flatMap((g) => g.members);
  for (const m of members) {
    m.delayMs = NETWORK_DELAY_MS.min + random() * (NETWORK_DELAY_MS.max - NETWORK_DELAY_MS.min);
  }
  const t0 = Date.now();
  await inBatches(groups, CLOCK_BATCH, (group) => Promise.all(group.members.map(measureOffset)));
  const clockSeconds = (Date.now() - t0) / 1000;
  // This process's clock against the server's (the same machine): what every estimate should be.
  const trueOffset = Date.now() - localNow();
  // For every snapshot that sets a countdown: each member's local moment of that phase's end.
  const moments = groups.map(() => new Map());
  groups.forEach((group, k) => {
    for (const m of group.members) {
      m.watch = (member, snapshot) => {
        const endsAt = snapshot.current?.run.phaseEndsAt;
        if (endsAt === null || endsAt === undefined) return;
        const list = moments[k].get(snapshot.version) ?? [];
        list.push(endsAt - member.offset);
        moments[k].set(snapshot.version, list);
      };
    }
  });
  try {
    await Promise.all(
      groups.map(async (group) => {
        const examiner = group.members[0];
        await send(examiner, 'start');
        await allSee(group, (s) => s.current?.run.phase === 'station', 10_000, 'the station phase');
        await send(examiner, 'skip');
        await allSee(group, (s) => s.current?.run.phase === 'complete_1', 10_000, 'the run end');
      }),
    );
  } finally {
    for (const m of members) {
      m.watch = null;
      m.delayMs = 0;
    }
  }
  const spreads = [];
  let incomplete = 0;
  for (const byVersion of moments) {
    for (const list of byVersion.values()) {
      if (list.length === GROUP_SIZE) spreads.push(Math.max(...list) - Math.min(...list));
      else incomplete += 1;
    }
  }
  if (incomplete)
    problems.push(`phase spread: ${incomplete} phase changes did not reach a whole group`);
  const errors = members.map((m) => Math.abs(m.offset - trueOffset));
  return {
    samples: spreads.length,
    p50: percentile(spreads, 50),
    p99: percentile(spreads, 99),
    max: percentile(spreads, 100),
    errorP99: percentile(errors, 99),
    clockSeconds,
  };
}

async function realtime(webSnapshot) {
  const dataDir = path.join(tmp, 'data-realtime');
  const fixtureLog = path.join(tmp, 'realtime-fixture.log');
  console.log('\nRealtime: preparing 200 groups of 6 members, each signed in and with access…');
  const t0 = Date.now();
  const done = await runToEnd(
    'realtime fixture',
    ['--import', 'tsx', realtimeFixture],
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    fixtureLog,
  );
  const lastLine = fs.readFileSync(fixtureLog, 'utf8').trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !lastLine.startsWith('{')) {
    throw new Error(`the realtime fixture failed (code ${done.code})\n${tail(fixtureLog)}`);
  }
  const fixture = JSON.parse(lastLine);
  const memberCount = fixture.groups.reduce((sum, g) => sum + g.members.length, 0);
  if (fixture.groups.some((g) => g.members.length !== GROUP_SIZE)) {
    throw new Error(`the realtime fixture's groups are not all of ${GROUP_SIZE} members`);
  }
  console.log(
    `  ${fixture.groups.length} groups, ${memberCount} members, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  // This process holds one end of every connection and the server (which inherits the limit) the other.
  const files = openFilesLimit();
  if (files !== null && files < memberCount + 512) {
    throw new Error(
      `${memberCount} sockets need more open files than the limit of ${files}: raise it (ulimit -n 4096)`,
    );
  }
  const { io: connect } = await import('socket.io-client');
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const ours = startNode(
    'our server (realtime)',
    [ourServerMain],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'default',
      PUBLIC_URL: base,
      WEB_DIST_DIR: webSnapshot,
      SEED: 'false',
    },
    path.join(tmp, 'server-realtime.log'),
  );
  const r = { groups: fixture.groups.length, members: memberCount };
  let template;
  let groups = [];
  try {
    await waitFor200(ours, `${base}/api/health`);
    const connected = await connectAll(connect, ours, base, fixture.groups);
    groups = connected.groups;
    r.handshake = connected.handshake;
    r.join = connected.join;
    const t = Date.now();
    await inBatches(groups, SETUP_BATCH, (group) => prepareGroup(group, fixture.station_id));
    r.setupSeconds = (Date.now() - t) / 1000;
    console.log(`  ${connectLine('ours', r, memberCount)}`);
    console.log(`  roles taken, station set and started in ${fmt(r.setupSeconds, 1)} s`);
    template = groups[0].members[0].latest;
    r.snapshotBytes = Buffer.byteLength(JSON.stringify(template));
    console.log(
      `  fan-out on ours: warm-up ${WARMUP_S} s, then ${DURATION_S} s, each examiner once a second…`,
    );
    r.ours = await measureFanOut(ours, groups, 'ours');
    console.log(`  ${fanOutLine('ours', r.ours)}`);
    console.log(
      `  phase-change spread: ${CLOCK_ROUNDS} clock checks per member through ${NETWORK_DELAY_MS.min}–${NETWORK_DELAY_MS.max} ms of simulated delay…`,
    );
    r.spread = await phaseSpread(groups);
    console.log(`  ${spreadLine(r.spread)}`);
  } finally {
    disconnectAll(groups);
    await stopProcess(ours);
  }
  const logLines = fs.readFileSync(ours.logFile, 'utf8').split('\n').filter(Boolean);
  r.logErrors = logLines.filter((line) => /"level":(50|60)/.test(line)).length;
  if (r.logErrors) problems.push(`our server (realtime) logged ${r.logErrors} errors`);

  const barePort = await freePort();
  const bareBase = `http://${HOST}:${barePort}`;
  const snapshotFile = path.join(tmp, 'bare-snapshot.json');
  fs.writeFileSync(snapshotFile, JSON.stringify(template));
  const spec = path.join(tmp, 'bare-socket.json');
  fs.writeFileSync(spec, JSON.stringify({ port: barePort, snapshot: snapshotFile }));
  const bare = startNode(
    'bare Socket.IO server',
    [bareSocketServerMain, spec],
    {},
    path.join(tmp, 'bare-socket.log'),
  );
  let bareGroups = [];
  try {
    await waitFor200(bare, `${bareBase}/`);
    const connected = await connectAll(connect, bare, bareBase, fixture.groups);
    bareGroups = connected.groups;
    r.bareHandshake = connected.handshake;
    r.bareJoin = connected.join;
    console.log(
      `  ${connectLine('bare', { handshake: r.bareHandshake, join: r.bareJoin }, memberCount)}`,
    );
    console.log(
      `  fan-out on the bare Socket.IO server: warm-up ${WARMUP_S} s, then ${DURATION_S} s…`,
    );
    r.bare = await measureFanOut(bare, bareGroups, 'bare');
    console.log(`  ${fanOutLine('bare', r.bare)}`);
  } catch (err) {
    // Our figures stand on their own; the missing baseline is reported.
    problems.push(`bare Socket.IO baseline: ${err.message.split('\n')[0]}`);
    console.error(`  the bare Socket.IO baseline could not be measured: ${err.message}`);
  } finally {
    disconnectAll(bareGroups);
    await stopProcess(bare);
  }
  return r;
}

function connectLine(label, { handshake, join }, members) {
  const cost = (step) =>
    `server CPU ${fmt(step.serverMs, 2)} ms, this process ${fmt(step.clientMs, 2)} ms per member`;
  return (
    `${label}: ${members} handshakes in ${fmt(handshake.seconds, 1)} s (${cost(handshake)}),` +
    ` then ${members} joins in ${fmt(join.seconds, 1)} s (${cost(join)}), ${CONNECT_BATCH} at a time`
  );
}

function fanOutLine(label, f) {
  // The server stamps whole milliseconds: a share a little below zero is zero.
  const toMs = (x) => fmt(x === null ? null : Math.max(0, x), 1);
  return (
    `${label}: ${f.commands} commands (${fmt(f.perSecond)}/s), ${f.samples} receipts: p50 ${fmt(f.p50, 1)} ms,` +
    ` p99 ${fmt(f.p99, 1)} ms, max ${fmt(f.max, 1)} ms (emit to the server's publishing, to 1 ms: p50 ${toMs(f.publishP50)} ms,` +
    ` p99 ${toMs(f.publishP99)} ms); server CPU ${fmt(f.cpu, 2)} cores = ${fmt(f.usPerCommand)} µs/command;` +
    ` load generator ${fmt(f.loadgenCpu, 2)}, other processes ${fmt(f.othersCpu, 2)} cores`
  );
}

function spreadLine(s) {
  return (
    `phase-change spread over ${s.samples} phase changes (group of ${GROUP_SIZE}): p50 ${fmt(s.p50, 1)} ms,` +
    ` p99 ${fmt(s.p99, 1)} ms, max ${fmt(s.max, 1)} ms; offset error p99 ${fmt(s.errorP99, 1)} ms;` +
    ` clocks checked in ${fmt(s.clockSeconds, 1)} s`
  );
}

function realtimeLines(r) {
  const fanOk = r.ours.p99 !== null && r.ours.p99 < REALTIME_GOALS.fanOutP99Ms;
  const spreadOk = r.spread.p99 !== null && r.spread.p99 < REALTIME_GOALS.spreadMs;
  const ratio = (a, b) => fmt(a && b ? a / b : null, 2);
  const noisy = Math.max(r.ours.othersCpu ?? 0, r.bare?.othersCpu ?? 0);
  const sum = (a, b) => (typeof a === 'number' && typeof b === 'number' ? a + b : null);
  return [
    `Realtime fan-out (${r.groups} groups of ${GROUP_SIZE}, ${r.members} websockets on one server, each examiner pause/resume once a second,` +
      ` ${fmt(kb(r.snapshotBytes), 1)} kB snapshot to 6 members): ours p50 ${fmt(r.ours.p50, 1)} ms, p99 ${fmt(r.ours.p99, 1)} ms` +
      ` over ${r.ours.samples} receipts (goal p99 < ${REALTIME_GOALS.fanOutP99Ms} ms: ${fanOk ? 'ok' : 'BELOW GOAL'});` +
      ` bare Socket.IO p50 ${fmt(r.bare?.p50, 1)} ms, p99 ${fmt(r.bare?.p99, 1)} ms over ${r.bare?.samples ?? 0};` +
      ` p99 ours ÷ bare ${ratio(r.ours.p99, r.bare?.p99)}; server CPU ${fmt(r.ours.usPerCommand)} vs ${fmt(r.bare?.usPerCommand)} µs/command;` +
      ` connecting and joining cost the server ${fmt(sum(r.handshake?.serverMs, r.join?.serverMs), 1)} ms CPU per member` +
      ` (bare ${fmt(sum(r.bareHandshake?.serverMs, r.bareJoin?.serverMs), 1)} ms)`,
    ...(noisy > 0.2
      ? [
          `(other processes used up to ${fmt(noisy, 2)} of the 2 cores during the fan-out runs: its tail latencies are noisy)`,
        ]
      : []),
    `Realtime phase-change spread (each member ${NETWORK_DELAY_MS.min}–${NETWORK_DELAY_MS.max} ms simulated delay, offset from the best of` +
      ` ${CLOCK_ROUNDS} clock checks; one process, one clock, so this is the offset estimation error the delays introduce):` +
      ` p50 ${fmt(r.spread.p50, 1)} ms, p99 ${fmt(r.spread.p99, 1)} ms over ${r.spread.samples} phase changes` +
      ` (goal < ${REALTIME_GOALS.spreadMs} ms: ${spreadOk ? 'ok' : 'BELOW GOAL'})`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = Date.now();
  for (const file of [ourServerMain, webIndex]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-bench-'));
  // The server reads index.html once at start and the files on each request: a rebuild of
  // apps/web/dist while the bench runs (a colleague's `npm run build`) would break the page load
  // mid-measurement, so the server gets a snapshot. One taken during a rebuild is detected.
  const webSnapshot = path.join(tmp, 'web');
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
  const oursPort = await freePort();
  const barePort = await freePort();
  const oursBase = `http://${HOST}:${oursPort}`;
  const bareBase = `http://${HOST}:${barePort}`;
  console.log(
    `OSCE Studio bench — node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections,` +
      ` ${DURATION_S} s runs, temp dir ${tmp}`,
  );

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
        DATA_DIR: path.join(tmp, `data-${accessLog}`),
        // The embedded PGlite database and in-process rate limits, whatever the shell has set.
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
        ACCESS_LOG: accessLog,
        PUBLIC_URL: oursBase,
        WEB_DIST_DIR: webSnapshot,
      },
      path.join(tmp, `server-${accessLog}.log`),
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
    const file = path.join(tmp, `body-${ENDPOINTS.indexOf(ep)}.json`);
    fs.writeFileSync(file, body);
    ep.etag = res.headers.get('etag');
    routes[ep.route] = {
      file,
      headers: { etag: ep.etag, 'cache-control': res.headers.get('cache-control') },
    };
    ep.body = body;
    ep.contentType = res.headers.get('content-type');
  }
  const bareSpec = path.join(tmp, 'bare-routes.json');
  fs.writeFileSync(bareSpec, JSON.stringify({ port: barePort, routes }));
  console.log(`Starting the bare Fastify baseline on ${bareBase}…`);
  const bare = startNode('bare server', [bareServerMain, bareSpec], {}, path.join(tmp, 'bare.log'));
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
