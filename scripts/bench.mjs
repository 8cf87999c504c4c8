// `npm run bench` (after `npm run build`): measures the built product on this machine.
//
//  1. API throughput: our server (apps/server/dist/main.js, embedded PGlite in a fresh DATA_DIR,
//     LOG_LEVEL=info logging to a file) against a bare Fastify app that sends the very same bytes
//     (scripts/bench/bare-server.mjs). autocannon, 50 connections, one server loaded at a time.
//     Goal: ours req/s >= 0.8 x bare req/s.
//  2. Home page weight: JavaScript a first-time visitor's Chromium downloads. Goal: <= 200 kB gzip.
//  3. Lighthouse (mobile defaults): performance >= 90, accessibility >= 95.
//
// A missed goal is reported, not fatal. The exit code is non-zero only when something could not
// run: a server that did not start or died, non-2xx answers or socket errors under load, a browser
// or Lighthouse failure. Only loopback addresses are used; every loop is bounded in time.
//
// Options (environment): BENCH_DURATION seconds per measured run (default 10), BENCH_WARMUP
// seconds per warm-up (default 2), BENCH_CONNECTIONS (default 50), BENCH_KEEP=1 keeps the temp
// dir (server log, Lighthouse JSON), CHROME_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const LIGHTHOUSE_TIMEOUT_MS = 120_000;

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
const webIndex = path.join(path.resolve(root, process.env.WEB_DIST_DIR || 'apps/web/dist'), 'index.html');
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
      if (!proc.stopping) problems.push(`${name} exited unexpectedly (code ${code}, signal ${signal})`);
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

async function waitFor200(proc, url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${proc.name} did not answer 200 at ${url} within ${START_TIMEOUT_MS / 1000} s\n${tail(proc.logFile)}`);
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
  const done = await Promise.race([proc.exited, sleep(STOP_TIMEOUT_MS).then(() => null)]);
  if (done) return done;
  console.error(`${proc.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: killing it`);
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

const kb = (bytes) => bytes / 1000;
const fmt = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

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

async function cannon(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}

async function measure(proc, url) {
  const before = cpuSeconds(proc.child.pid);
  const t0 = performance.now();
  const r = await cannon(url, DURATION_S);
  const wall = (performance.now() - t0) / 1000;
  const after = cpuSeconds(proc.child.pid);
  r.cpu = before === null || after === null ? null : (after - before) / wall;
  if (r.non2xx || r.errors || r.timeouts) {
    problems.push(`${proc.name} ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return r;
}

async function throughput(ours, oursBase, bareBase, bare) {
  const rows = [];
  for (const ep of ENDPOINTS) {
    console.log(`  ${ep.label}: warm-up ${WARMUP_S} s each, then ${DURATION_S} s on ours, ${DURATION_S} s on bare…`);
    await cannon(oursBase + ep.path, WARMUP_S);
    await cannon(bareBase + ep.path, WARMUP_S);
    const o = await measure(ours, oursBase + ep.path);
    const b = await measure(bare, bareBase + ep.path);
    rows.push({ ep, ours: o, bare: b, ratio: b.rps ? o.rps / b.rps : null });
  }
  return rows;
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
    '\n(server CPU use during the measured run, 1.00 = one core busy; a bare server well below 1.00 means' +
      ' the load generator, not the server, set its pace)',
  );
  for (const row of rows) {
    console.log(
      `  ${row.ep.label.padEnd(40)} ours ${fmt(row.ours.cpu, 2)} cores, ${fmt(row.ours.bytesPerRequest)} B/response;` +
        ` bare ${fmt(row.bare.cpu, 2)} cores, ${fmt(row.bare.bytesPerRequest)} B/response;` +
        ` non-2xx ours ${row.ours.non2xx} bare ${row.bare.non2xx}`,
    );
  }
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
    pending.push(
      (async () => {
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
      })().catch((err) => ({ url: response.url(), failed: err.message })),
    );
  });
  const acceptEncoding = new Promise((resolve) => {
    page.once('request', (request) => request.allHeaders().then((h) => resolve(h['accept-encoding'] ?? '')));
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
  const entries = await Promise.all(pending);
  const failed = entries.filter((e) => e.failed);
  for (const e of failed) problems.push(`page weight: could not read ${e.url}: ${e.failed}`);
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
  console.log(`  Everything: ${w.allFiles} responses, ${fmt(kb(w.allTransferred), 1)} kB transferred`);
  for (const e of w.largest) {
    console.log(`    ${fmt(kb(e.gzip), 1).padStart(7)} kB gzip  ${fmt(kb(e.raw), 1).padStart(7)} kB raw  ${new URL(e.url).pathname}`);
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Lighthouse

async function runLighthouse(url) {
  const out = path.join(tmp, 'lighthouse.json');
  const log = path.join(tmp, 'lighthouse.log');
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
    ],
    { CHROME_PATH },
    log,
  );
  proc.stopping = true; // its exit is expected; the code is judged below
  const done = await Promise.race([proc.exited, sleep(LIGHTHOUSE_TIMEOUT_MS).then(() => null)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
    throw new Error(`Lighthouse did not finish within ${LIGHTHOUSE_TIMEOUT_MS / 1000} s\n${tail(log)}`);
  }
  if (done.code !== 0 || !fs.existsSync(out)) {
    throw new Error(`Lighthouse exited with code ${done.code} (signal ${done.signal})\n${tail(log)}`);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (id) => {
    const s = report.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id) => report.audits[id]?.displayValue ?? 'n/a';
  const failedA11y = (report.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
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
  console.log('\nLighthouse 12.8 (mobile emulation, simulated throttling)');
  console.log(`  performance   ${fmt(lh.performance).padStart(3)}  goal >= ${GOALS.performance} ${perfOk ? 'ok' : 'BELOW GOAL'}`);
  console.log(`  accessibility ${fmt(lh.accessibility).padStart(3)}  goal >= ${GOALS.accessibility} ${a11yOk ? 'ok' : 'BELOW GOAL'}`);
  console.log(`  ${Object.entries(lh.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  if (lh.failedA11y.length) console.log(`  failed accessibility audits: ${lh.failedA11y.join(', ')}`);
  for (const w of lh.warnings) console.log(`  warning: ${w}`);
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const started = Date.now();
  for (const file of [ourServerMain, webIndex]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  }
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'osce-bench-'));
  const oursPort = await freePort();
  const barePort = await freePort();
  const oursBase = `http://${HOST}:${oursPort}`;
  const bareBase = `http://${HOST}:${barePort}`;
  console.log(
    `OSCE Studio bench — node ${process.version}, ${os.cpus().length} cores, ${CONNECTIONS} connections,` +
      ` ${DURATION_S} s runs, temp dir ${tmp}`,
  );

  console.log(`Starting our server on ${oursBase} (fresh PGlite data dir, LOG_LEVEL=info to a file)…`);
  const ours = startNode(
    'our server',
    [ourServerMain],
    {
      NODE_ENV: 'production',
      PORT: String(oursPort),
      HOST,
      DATA_DIR: path.join(tmp, 'data'),
      LOG_LEVEL: 'info',
      PUBLIC_URL: oursBase,
    },
    path.join(tmp, 'server.log'),
  );
  const t0 = Date.now();
  await waitFor200(ours, `${oursBase}/api/health`);
  console.log(`  healthy after ${fmt((Date.now() - t0) / 1000, 1)} s (includes migrations and seeding)`);

  // The baseline sends exactly the bytes our server sent.
  const routes = {};
  for (const ep of ENDPOINTS) {
    const res = await fetch(oursBase + ep.path);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`our server answered ${res.status} to ${ep.path}`);
    const file = path.join(tmp, `body-${ENDPOINTS.indexOf(ep)}.json`);
    fs.writeFileSync(file, body);
    routes[ep.route] = file;
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

  console.log('\nThroughput (one server loaded at a time):');
  const rows = await throughput(ours, oursBase, bareBase, bare);
  await stopProcess(bare);
  printThroughput(rows);

  let weight = null;
  try {
    weight = await pageWeight(`${oursBase}/`);
    printPageWeight(weight);
  } catch (err) {
    problems.push(`page weight: ${err.message}`);
    console.error(`\nHome page weight could not be measured: ${err.message}`);
  }

  let lh = null;
  console.log('\nRunning Lighthouse…');
  try {
    lh = await runLighthouse(`${oursBase}/`);
    printLighthouse(lh);
  } catch (err) {
    problems.push(`lighthouse: ${err.message.split('\n')[0]}`);
    console.error(`\nLighthouse failed: ${err.message}`);
  }

  if (ours.child.exitCode !== null) problems.push('our server was not running at the end');
  const oursStopped = await stopProcess(ours);
  if (oursStopped.code !== 0) problems.push(`our server's shutdown ended with code ${oursStopped.code} (signal ${oursStopped.signal})`);
  const serverLogLines = fs.readFileSync(ours.logFile, 'utf8').split('\n').filter(Boolean);
  const logErrors = serverLogLines.filter((line) => /"level":(50|60)/.test(line)).length;

  // Summary to paste into a closing note.
  const verdict = (ok) => (ok ? 'ok' : 'BELOW GOAL');
  const lines = [
    `Bench ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, node ${process.version}, ${os.cpus().length} cores,` +
      ` autocannon ${CONNECTIONS} connections x ${DURATION_S} s, one server at a time, loopback`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.ep.label}: ours ${fmt(row.ours.rps)} req/s (p99 ${fmt(row.ours.p99)} ms) vs bare Fastify ${fmt(row.bare.rps)} req/s` +
        ` (p99 ${fmt(row.bare.p99)} ms) = ${fmt(row.ratio, 2)} (goal >= ${GOALS.ratio}: ${verdict(row.ratio >= GOALS.ratio)});` +
        ` non-2xx ${row.ours.non2xx + row.bare.non2xx}`,
    );
  }
  lines.push(
    weight
      ? `Home page JS, first visit: ${fmt(kb(weight.jsGzip), 1)} kB gzip (goal <= ${GOALS.jsGzipKb} kB: ${verdict(kb(weight.jsGzip) <= GOALS.jsGzipKb)});` +
          ` ${fmt(kb(weight.jsTransferred), 1)} kB actually transferred (${weight.encodings}) in ${weight.jsFiles} files;` +
          ` ${fmt(kb(weight.allTransferred), 1)} kB for all ${weight.allFiles} responses`
      : 'Home page JS: not measured (see above)',
  );
  lines.push(
    lh
      ? `Lighthouse 12.8 mobile: performance ${lh.performance} (goal >= ${GOALS.performance}: ${verdict(lh.performance >= GOALS.performance)}),` +
          ` accessibility ${lh.accessibility} (goal >= ${GOALS.accessibility}: ${verdict(lh.accessibility >= GOALS.accessibility)});` +
          ` ${Object.entries(lh.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`
      : 'Lighthouse: did not run (see above)',
  );
  lines.push(`Server log: ${serverLogLines.length} lines, ${logErrors} at error level; took ${fmt((Date.now() - started) / 1000)} s`);
  if (problems.length) lines.push(`Could not run cleanly: ${problems.join('; ')}`);
  console.log(`\n===== summary =====\n${lines.join('\n')}\n===================`);
}

try {
  await main();
} catch (err) {
  problems.push(err.message.split('\n')[0]);
  console.error(`\nbench failed: ${err.stack ?? err}`);
} finally {
  await cleanup();
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s) kept the bench from running cleanly:\n  - ${problems.join('\n  - ')}`);
  process.exitCode = 1;
}
