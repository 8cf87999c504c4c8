// Where the issue-19 scenarios run: the database (embedded PGlite, or a fresh PostgreSQL database
// with Redis), one server process or several behind nginx, and the bare baseline beside them
// (behind the same nginx when ours is, so nginx's cost is in both).
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  HOST,
  bareServerMain,
  run,
  freePort,
  startNode,
  startOurServer,
  waitFor200,
  stopProcess,
  tail,
} from './lib.mjs';
import { startCluster, startNginx as startClusterNginx } from '../cluster/index.mjs';

/** PostgreSQL and Redis of this machine (docs/operating.md); BENCH_PG_URL / BENCH_REDIS_URL to change. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
// A database index of its own, so the bench's rate-limit and session keys never meet those of
// tests running on the same Redis (nothing is flushed: the keys expire by themselves).
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/13';

export const DB_LABELS = { embedded: 'embedded', pg: 'PostgreSQL + Redis' };

let databases = 0;

function psql(sql) {
  const url = new URL(PG_ADMIN_URL);
  const result = spawnSync(
    'psql',
    [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
      '-d',
      'postgres',
      '-v',
      'ON_ERROR_STOP=1',
      '-qtAc',
      sql,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  if (result.status !== 0) {
    throw new Error(`psql ${sql}: ${(result.stderr || result.error?.message || '').trim()}`);
  }
}

/**
 * The database a scenario runs on: `embedded` (a fresh PGlite data dir) or `pg` (a fresh
 * PostgreSQL database, dropped at the end, and Redis). Answers the environment for the fixture
 * and the servers.
 */
export function prepareDatabase(kind, label) {
  const dataDir = path.join(run.tmp, `data-${label}`);
  if (kind === 'embedded') return { env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' } };
  const name = `osce_bench_${process.pid}_${++databases}`;
  psql(`create database ${name}`);
  run.cleanups.push(() => psql(`drop database if exists ${name} with (force)`));
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.href, REDIS_URL: BENCH_REDIS_URL } };
}

/** Runs a fixture (apps/server/src/bench/*.ts) on the database; answers its last line, parsed. */
export async function runFixture(name, fixture, env, logName) {
  const logFile = path.join(run.tmp, logName);
  const proc = startNode(
    name,
    ['--import', 'tsx', fixture],
    { ...env, LOG_LEVEL: 'warn' },
    logFile,
  );
  proc.stopping = true; // it is meant to exit
  const done = await proc.exited;
  const lastLine = fs.readFileSync(logFile, 'utf8').trim().split('\n').pop() ?? '';
  if (done.code !== 0 || !lastLine.startsWith('{')) {
    throw new Error(`${name} failed (code ${done.code})\n${tail(logFile)}`);
  }
  return JSON.parse(lastLine);
}

/**
 * `processes` servers of ours on the prepared database (SEED=false: the fixture's library stays as
 * it is): one is measured directly; several run as an operator runs them, started by
 * scripts/cluster (startCluster: nginx with deploy/nginx/osce.conf.template in front), and the
 * bare baseline then sits behind its own nginx of the same configuration, so nginx's cost is in
 * both. Answers { base, procs, bareListen, bareBase, stop() }.
 */
export async function startServerSet(label, { processes, env, webSnapshot }) {
  const slug = label.replace(/\W+/g, '-');
  const bareListen = await freePort();
  if (processes === 1) {
    const port = await freePort();
    const proc = startOurServer(label, {
      port,
      dataDir: env.DATA_DIR,
      webSnapshot,
      logName: `server-${slug}.log`,
      env,
    });
    try {
      await waitFor200(proc, `http://${HOST}:${port}/api/health`);
    } catch (err) {
      await stopProcess(proc);
      throw err;
    }
    return {
      base: `http://${HOST}:${port}`,
      procs: [proc],
      bareListen,
      bareBase: `http://${HOST}:${bareListen}`,
      stop: () => stopProcess(proc),
    };
  }
  const { DATA_DIR: _dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...rest } = env;
  const cluster = await startCluster({
    processes,
    port: 0,
    databaseUrl,
    redisUrl,
    dir: path.join(run.tmp, `cluster-${slug}`),
    keepDir: true,
    env: {
      ...rest,
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'default',
      WEB_DIST_DIR: webSnapshot,
      SEED: 'false',
    },
  });
  let bareNginx;
  try {
    bareNginx = await startClusterNginx({
      upstreams: [`${HOST}:${bareListen}`],
      port: await freePort(),
      dir: path.join(run.tmp, `nginx-bare-${slug}`),
    });
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  console.log(
    `  ${processes} processes behind nginx at ${cluster.url} (scripts/cluster), the bare baseline behind ${bareNginx.url}`,
  );
  return {
    base: cluster.url,
    // What measure() reads each process's CPU from.
    procs: cluster.processes.map((p, i) => ({
      name: `our server (${label}, process ${i + 1})`,
      child: { pid: p.pid },
    })),
    bareListen,
    bareBase: bareNginx.url,
    stop: async () => {
      await bareNginx.stop();
      await cluster.stop();
    },
  };
}

/** The bare Fastify baseline with `routes` (bare-server.mjs), on the port the set drew for it. */
export async function startBare(set, label, routes, probe) {
  const spec = path.join(run.tmp, `bare-${label.replace(/\W+/g, '-')}.json`);
  fs.writeFileSync(spec, JSON.stringify({ port: set.bareListen, routes }));
  const bare = startNode(
    `bare server (${label})`,
    [bareServerMain, spec],
    {},
    path.join(run.tmp, `bare-${label.replace(/\W+/g, '-')}.log`),
  );
  await waitFor200(bare, `http://${HOST}:${set.bareListen}${probe.path}`, probe.init);
  return bare;
}
