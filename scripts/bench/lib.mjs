// What every bench scenario shares: settings from the environment, starting and stopping
// processes, autocannon runs with their CPU cost, number formatting, and the cleanup (also on
// Ctrl-C).
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HOST = '127.0.0.1';
export const DURATION_S = positiveNumber(process.env.BENCH_DURATION, 10);
export const WARMUP_S = positiveNumber(process.env.BENCH_WARMUP, 2);
export const CONNECTIONS = positiveNumber(process.env.BENCH_CONNECTIONS, 50);
export const KEEP = process.env.BENCH_KEEP === '1';
// BENCH_ONLY=stations runs just the station-list scenario (section 4), stats just My Stats (5),
// realtime just group study over Socket.IO (6).
export const ONLY = process.env.BENCH_ONLY ?? '';
// The issue-19 scenarios (scripts/bench.mjs's header) may be named together, comma-separated, or
// all at once as BENCH_ONLY=issue19.
export const ISSUE19_SCENARIOS = ['public', 'signed-in', 'stations-pg', 'cluster', 'slow-purchase'];
export const onlyList = ONLY.split(',')
  .map((name) => name.trim())
  .filter(Boolean)
  .flatMap((name) => (name === 'issue19' ? ISSUE19_SCENARIOS : [name]));
/** Whether a scenario runs: every one without BENCH_ONLY, else those it names. */
export const runs = (name) => onlyList.length === 0 || onlyList.includes(name);
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The flags Debian's Chromium needs on these machines, shared with the e2e tests.
export const CHROME_FLAGS = JSON.parse(
  fs.readFileSync(path.join(root, 'e2e/support/chromium-flags.json'), 'utf8'),
);
// A fresh embedded database migrates and seeds at the first start: minutes on a busy 2-core machine.
export const START_TIMEOUT_MS = 180_000;
export const STOP_TIMEOUT_MS = 15_000;
export const LIGHTHOUSE_TIMEOUT_MS = 120_000;
export const LIGHTHOUSE_BUDGET_MS = 20 * 60_000;
// Every public page (docs/architecture.md, 'Routes') that this release builds. The blog post's slug is read from
// /api/blogs at run time, so editors can change the catalogue.
export const LIGHTHOUSE_PAGES = [
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

export const GOALS = { ratio: 0.8, jsGzipKb: 200, performance: 90, accessibility: 95 };
export const ENDPOINTS = [
  { label: 'GET /api/page/home-2', path: '/api/page/home-2', route: '/api/page/home-2' },
  {
    label: 'GET /api/subscription_plans?country=US',
    path: '/api/subscription_plans?country=US',
    route: '/api/subscription_plans',
  },
];

export const ourServerMain = path.join(root, 'apps/server/dist/main.js');
// The server honours WEB_DIST_DIR too, so a build elsewhere can be measured.
export const webDist = path.resolve(root, process.env.WEB_DIST_DIR || 'apps/web/dist');
export const webIndex = path.join(webDist, 'index.html');
export const bareServerMain = path.join(root, 'scripts/bench/bare-server.mjs');

/** Things that could not run; any of them makes the exit code non-zero. */
export const problems = [];
export const children = new Set();
/** What cleanup must undo: the headless browser and the temp dir, once made. */
export const run = { browser: undefined, tmp: undefined, cleanups: [] };

// ---------------------------------------------------------------------------------------------
// Helpers

export function positiveNumber(raw, fallback) {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves null after ms without keeping the process alive (for races against a deadline). */
export const deadline = (ms) => new Promise((resolve) => setTimeout(resolve, ms, null).unref());

export function freePort() {
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
/**
 * BENCH_NODE_ARGS: extra node flags for every process the bench starts, for looking into a
 * scenario, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (Node refuses those in
 * NODE_OPTIONS). Figures taken with a profiler on are not comparable with others.
 */
const EXTRA_NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export function startNode(name, args, env, logFile) {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...EXTRA_NODE_ARGS, ...args], {
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
/**
 * Our built server on a prepared data folder (no seeding: a start with SEED would refresh the
 * library from content/), as each database scenario starts it; `env` adds or overrides settings.
 */
export function startOurServer(label, { port, dataDir, webSnapshot, logName, env = {} }) {
  return startNode(
    `our server (${label})`,
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
      PUBLIC_URL: `http://${HOST}:${port}`,
      WEB_DIST_DIR: webSnapshot,
      SEED: 'false',
      ...env,
    },
    path.join(run.tmp, logName),
  );
}

export async function waitFor200(proc, url, init = {}) {
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

export function tail(file, lines = 15) {
  try {
    const text = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    return text ? `--- last lines of ${path.basename(file)} ---\n${text}` : '';
  } catch {
    return '';
  }
}

export async function stopProcess(proc) {
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
export function cpuSeconds(pid) {
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
export function machineBusySeconds() {
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

export const kb = (bytes) => bytes / 1000;
export const fmt = (n, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits);

// ---------------------------------------------------------------------------------------------
// Cleanup, also on Ctrl-C

export let cleaning = null;
export function cleanup() {
  cleaning ??= (async () => {
    if (run.browser) await run.browser.close().catch(() => {});
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
    // Then what outlives the processes (the PostgreSQL databases made for a run), newest first.
    for (const undo of run.cleanups.splice(0).reverse()) {
      try {
        await undo();
      } catch (err) {
        console.error(`cleanup: ${err.message}`);
      }
    }
    if (run.tmp) {
      if (KEEP) console.log(`kept ${run.tmp}`);
      else fs.rmSync(run.tmp, { recursive: true, force: true });
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

export const realtimeSockets = new Set();
