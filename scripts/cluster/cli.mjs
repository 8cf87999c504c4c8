// `npm run cluster`: the app scaled out on this machine, as an operator runs it: PROCESSES built
// app processes (default 2) on DATABASE_URL and REDIS_URL, nginx in front on PORT (default 3000),
// until Ctrl-C or SIGTERM. Builds first when the build is missing or stale. Every other setting
// in the environment (SMTP_URL, PAYMENTS, METRICS_TOKEN, DATABASE_POOL_MAX, ...) is passed to
// each process. docs/operating.md, "Running several processes".
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { root, startCluster } from './index.mjs';

const processes = Number(process.env.PROCESSES || 2);
const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(processes) || processes < 1) {
  console.error('PROCESSES must be a whole number, 1 or more');
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('PORT must be a port number');
  process.exit(1);
}

execFileSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')], {
  stdio: 'inherit',
});

// PORT and HOST are nginx's here; each app process gets its own port on 127.0.0.1.
const { PORT: _port, HOST: _host, PROCESSES: _processes, ...env } = process.env;
const dir = process.env.CLUSTER_DIR || path.join(root, 'data', 'cluster');
console.log(`Starting ${processes} app processes and nginx (logs in ${dir})...`);
let cluster;
try {
  cluster = await startCluster({
    processes,
    port,
    host: process.env.HOST || '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    env,
    dir,
  });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
for (const p of cluster.processes) console.log(`  process ${p.pid} on ${p.url}`);
console.log(`OSCE Studio is up at ${cluster.url} (nginx ${cluster.nginx.pid}). Ctrl-C stops all.`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping nginx and the app processes...`);
  await cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

// A process that dies is reported (nginx sends its requests to the others meanwhile).
for (const [i, p] of cluster.processes.entries()) {
  void p.exited.then(({ code, signal }) => {
    if (!stopping) {
      console.error(
        `process ${i + 1} (port ${p.port}) exited (${signal ?? code}): see ${p.logFile}`,
      );
    }
  });
}
