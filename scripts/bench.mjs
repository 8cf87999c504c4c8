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
//
// Options (environment): BENCH_ONLY=stations or BENCH_ONLY=stats runs section 4 or 5 alone;
// BENCH_DURATION seconds per measured run (default 10), BENCH_WARMUP
// seconds per warm-up (default 2), BENCH_CONNECTIONS (default 50), BENCH_KEEP=1 keeps the temp
// dir (server log, Lighthouse JSON), CHROME_PATH (default /usr/bin/chromium), BENCH_PAGES a
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
// BENCH_ONLY=stations runs just the station-list scenario (section 4), stats just My Stats (5).
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
// Every public page of spec section 2 that this release builds. The blog post's slug is read from
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
