// Starts OSCE Studio as it runs scaled out on one machine: N built app processes on one
// PostgreSQL and one Redis, with nginx in front (deploy/nginx/osce.conf.template). `npm run
// cluster` is its command line (scripts/cluster/cli.mjs); the cluster test suite, the
// two-process browser journey and the bench import startCluster. docs/operating.md, "Running
// several processes", says what each setting does.
//
// The first process starts alone: it migrates the database and loads (or refreshes) the demo
// catalogue, and only once it answers do the others start, with SEED=false, so two processes
// never migrate or seed the same empty database at once.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const nginxTemplate = path.join(root, 'deploy/nginx/osce.conf.template');
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const HOST = '127.0.0.1';
/** A fresh database is migrated and seeded by the first process: minutes on a busy machine. */
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

/** A port nobody listens on now (the kernel's choice). */
export function freePort(host = HOST) {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The last lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The template's http context with the upstream lines and the listen address filled in.
 * `upstreams`: "host:port" strings.
 */
export function renderNginxSite({ upstreams, listen, failTimeoutS = 5 }) {
  const servers = upstreams
    .map((u) => `    server ${u} max_fails=1 fail_timeout=${failTimeoutS}s;`)
    .join('\n');
  return fs
    .readFileSync(nginxTemplate, 'utf8')
    .replace(/^__UPSTREAM_SERVERS__$/m, servers)
    .replace(/^(\s*listen) __LISTEN__;$/m, `$1 ${listen};`);
}

/**
 * nginx in the foreground as a child process, everything it writes under `dir` (no root paths,
 * no system nginx touched). Resolves once it accepts connections on `listen`.
 * Exported on its own so the bench can put the same nginx in front of its bare baseline.
 */
export async function startNginx({ upstreams, host = HOST, port, dir, workers = 'auto' }) {
  fs.mkdirSync(dir, { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root, and must reach the
  // temp folders it creates under dir.
  fs.chmodSync(dir, 0o755);
  const listen = `${host}:${port}`;
  const site = path.join(dir, 'osce-site.conf');
  fs.writeFileSync(site, renderNginxSite({ upstreams, listen }));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      `worker_processes ${workers};`,
      `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '    access_log off;',
      `    client_body_temp_path ${path.join(dir, 'client_body_temp')};`,
      `    proxy_temp_path ${path.join(dir, 'proxy_temp')};`,
      `    fastcgi_temp_path ${path.join(dir, 'fastcgi_temp')};`,
      `    uwsgi_temp_path ${path.join(dir, 'uwsgi_temp')};`,
      `    scgi_temp_path ${path.join(dir, 'scgi_temp')};`,
      `    include ${site};`,
      '}',
      '',
    ].join('\n'),
  );
  const logFile = path.join(dir, 'nginx.log');
  const proc = spawnLogged(
    NGINX,
    ['-p', dir, '-c', conf, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')};`],
    { env: process.env, logFile },
  );
  const url = `http://${host === '0.0.0.0' ? HOST : host}:${port}`;
  await waitUntil(
    () => listening(host === '0.0.0.0' ? HOST : host, port),
    proc,
    `nginx on ${listen}`,
    logFile,
    15_000,
  );
  return {
    url,
    pid: proc.child.pid,
    conf,
    /** Fast shutdown (SIGTERM): open WebSockets are cut, as when a machine goes down. */
    stop: () => stopChild(proc, 'SIGTERM'),
    exited: proc.exited,
  };
}

/**
 * Starts `processes` app processes and nginx in front of them; resolves when every process and
 * nginx answer /api/health.
 *
 * @param {object} [options]
 * @param {number} [options.processes=2]
 * @param {number} [options.port=3000] nginx's port (0: a free one)
 * @param {string} [options.host='127.0.0.1'] nginx's address (the app processes always listen
 *   on 127.0.0.1 only, so nothing but nginx reaches them)
 * @param {string} [options.databaseUrl] default postgres://postgres@127.0.0.1:5432/osce
 * @param {string} [options.redisUrl] default redis://127.0.0.1:6379
 * @param {Record<string,string>} [options.env] more settings for every app process
 * @param {string} [options.dir] where logs, nginx's files and the shared DATA_DIR (mail outbox)
 *   go; default a new temp folder, removed by stop() (unless keepDir)
 * @param {boolean} [options.keepDir]
 * @param {number[]} [options.appPorts] the processes' own ports (default: free ones)
 * @param {string|number} [options.nginxWorkers='auto']
 */
export async function startCluster(options = {}) {
  const count = options.processes ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error('processes must be 1 or more');
  if (!fs.existsSync(serverMain)) {
    throw new Error('Build first: `npm run build` (`npm run cluster` does it for you).');
  }
  if (!fs.existsSync(NGINX)) {
    throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_BIN).`);
  }
  const ownDir = !options.dir;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'osce-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  const host = options.host ?? HOST;
  const port = options.port === 0 ? await freePort() : (options.port ?? 3000);
  const publicHost = host === '0.0.0.0' ? 'localhost' : host;
  const extra = options.env ?? {};
  const databaseUrl =
    options.databaseUrl ?? extra.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/osce';
  const redisUrl = options.redisUrl ?? extra.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const appPorts = options.appPorts ?? [];
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });

  const members = [];
  let nginx;
  let stopped = false;

  function appEnv(index, appPort, seed) {
    return {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: `http://${publicHost}:${port}`,
      DATA_DIR: dataDir,
      // Every connection comes from nginx's address: nginx caps per client address instead
      // (deploy/nginx/osce.conf.template).
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...extra,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PORT: String(appPort),
      HOST,
      // nginx connects from 127.0.0.1: its X-Forwarded-For is believed, nobody else's.
      TRUST_PROXY: extra.TRUST_PROXY ?? HOST,
      ...(seed ? {} : { SEED: 'false' }),
    };
  }

  function makeMember(index, appPort) {
    const url = `http://${HOST}:${appPort}`;
    const logFile = path.join(dir, `app-${index + 1}.log`);
    const member = {
      index,
      port: appPort,
      url,
      logFile,
      pid: undefined,
      proc: undefined,
      async start(seed) {
        const proc = spawnLogged(process.execPath, [serverMain], {
          env: appEnv(index, appPort, seed),
          logFile,
        });
        member.proc = proc;
        member.pid = proc.child.pid;
        await waitUntil(
          () => healthy(url),
          proc,
          `app process ${index + 1} on port ${appPort}`,
          logFile,
          START_TIMEOUT_MS,
        );
      },
      /** Ends the process (SIGKILL by default: a crash, no drain); resolves once it is gone. */
      async kill(signal = 'SIGKILL') {
        if (member.proc) await stopChild(member.proc, signal);
      },
      /** Starts it again on the same port (without seeding); resolves when it answers. */
      async restart() {
        if (member.proc && !member.proc.exitedAlready) await stopChild(member.proc, 'SIGTERM');
        await member.start(false);
      },
      get alive() {
        return !!member.proc && !member.proc.exitedAlready;
      },
    };
    return member;
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    // nginx first, so nothing new reaches a process that is draining.
    await nginx?.stop();
    await Promise.all(members.map((m) => (m.proc ? stopChild(m.proc, 'SIGTERM') : undefined)));
    if (ownDir && !options.keepDir) fs.rmSync(dir, { recursive: true, force: true });
  }

  try {
    for (let i = 0; i < count; i++) {
      members.push(makeMember(i, appPorts[i] ?? (await freePort())));
    }
    // The first one migrates and seeds alone; the rest start together once it answers.
    await members[0].start(true);
    await Promise.all(members.slice(1).map((m) => m.start(false)));
    nginx = await startNginx({
      upstreams: members.map((m) => `${HOST}:${m.port}`),
      host,
      port,
      dir: path.join(dir, 'nginx'),
      workers: options.nginxWorkers ?? 'auto',
    });
    await waitUntil(
      () => healthy(nginx.url),
      null,
      `nginx in front of the processes`,
      path.join(dir, 'nginx', 'nginx-error.log'),
      15_000,
    );
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }

  const processes = members.map((m) => ({
    get pid() {
      return m.pid;
    },
    port: m.port,
    url: m.url,
    logFile: m.logFile,
    kill: m.kill,
    restart: m.restart,
    get alive() {
      return m.alive;
    },
    /** Resolves when the process now running exits (a kill, a crash or stop()). */
    get exited() {
      return m.proc.exited;
    },
  }));
  return {
    url: nginx.url,
    port,
    dir,
    dataDir,
    databaseUrl,
    redisUrl,
    nginx: { pid: nginx.pid, conf: nginx.conf, exited: nginx.exited },
    processes,
    stop,
  };
}

// ---------------------------------------------------------------------------------------------

/** Children still running: killed if this process exits without stop() (a crashed test run). */
const running = new Set();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A child whose output goes to logFile (never blocking on a pipe nobody reads). */
function spawnLogged(command, args, { env, logFile }) {
  const fd = fs.openSync(logFile, 'a');
  // Its own process group: a Ctrl-C in the terminal reaches only the parent, which then stops
  // each child once (a second signal would force an app process's shutdown).
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', fd, fd], detached: true });
  fs.closeSync(fd);
  const proc = { child, logFile, exitedAlready: false, exited: undefined };
  running.add(child);
  proc.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      proc.exitedAlready = true;
      resolve({ code, signal });
    });
    child.once('error', (err) => {
      running.delete(child);
      proc.exitedAlready = true;
      fs.appendFileSync(logFile, `\ncould not start ${command}: ${err.message}\n`);
      resolve({ code: null, signal: null });
    });
  });
  return proc;
}

async function stopChild(proc, signal) {
  if (proc.exitedAlready) return proc.exited;
  try {
    proc.child.kill(signal);
  } catch {
    // already gone
  }
  const timer = setTimeout(() => {
    if (!proc.exitedAlready) proc.child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}

async function healthy(url) {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

function listening(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Polls check() until true; fails early (with the log's tail) if proc exits first. */
async function waitUntil(check, proc, what, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.exitedAlready) {
      throw new Error(`${what} exited while starting:\n${tail(logFile)}`);
    }
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}
