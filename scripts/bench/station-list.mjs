// Scenario 4 (BENCH_ONLY=stations): GET /api/stations over 1,000 generated stations.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  root,
  HOST,
  WARMUP_S,
  startOurServer,
  bareServerMain,
  run,
  freePort,
  startNode,
  waitFor200,
  tail,
  stopProcess,
  kb,
  fmt,
} from './lib.mjs';
import { cannon, measure } from './throughput.mjs';
import { prepareDatabase, runFixture, startServerSet } from './setups.mjs';
import { compareWithBare, setLabel } from './signed-in.mjs';
import { addIssue19Row, stationsVerdict } from './issue19.mjs';

// ---------------------------------------------------------------------------------------------
// 4. The station list: GET /api/stations for a member with a long history, over a generated
//    library of 1,000 stations (apps/server/src/bench/station-list-fixture.ts prepares the
//    database; the library exists only for the bench). Goal: p99 under 30 ms at CONNECTIONS
//    connections; reported beside a bare Fastify route sending the same bytes.

export const STATION_GOALS = { p99Ms: 30 };
export const stationFixture = path.join(root, 'apps/server/src/bench/station-list-fixture.ts');

/** A GET whose body comes back as sent (fetch would undo the gzip). */
export function rawGet(url, headers) {
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

export function runToEnd(name, args, env, logFile) {
  const proc = startNode(name, args, env, logFile);
  proc.stopping = true; // it is meant to exit
  return proc.exited;
}

export async function stationList(webSnapshot) {
  const dataDir = path.join(run.tmp, 'data-stations');
  const fixtureLog = path.join(run.tmp, 'station-fixture.log');
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
  const ours = startOurServer('station list', {
    port,
    dataDir,
    webSnapshot,
    logName: 'server-stations.log',
  });
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
    const file = path.join(run.tmp, 'body-stations.json');
    fs.writeFileSync(file, body);
    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const spec = path.join(run.tmp, 'bare-stations.json');
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
      path.join(run.tmp, 'bare-stations.log'),
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

export function stationListLine(r) {
  const ok = r.ours.p99 < STATION_GOALS.p99Ms;
  return (
    `GET /api/stations (${r.stations} stations, ${fmt(kb(r.bytes), 1)} kB JSON sent as ${fmt(kb(r.sent), 1)} kB ${r.encoding}, member with history):` +
    ` ours ${fmt(r.ours.rps)} req/s,` +
    ` p99 ${fmt(r.ours.p99)} ms (goal < ${STATION_GOALS.p99Ms} ms: ${ok ? 'ok' : 'BELOW GOAL'}); bare Fastify with the same bytes` +
    ` ${fmt(r.bare.rps)} req/s, p99 ${fmt(r.bare.p99)} ms; ratio ${fmt(r.bare.rps ? r.ours.rps / r.bare.rps : null, 2)};` +
    ` server CPU ${fmt(r.ours.usPerRequest)} vs ${fmt(r.bare.usPerRequest)} µs/request`
  );
}

/**
 * Issue 19's form of this scenario (BENCH_ONLY=stations-pg, and with two processes
 * BENCH_ONLY=cluster): the same fixture on `kind` (pg: PostgreSQL + Redis) with `processes`
 * server processes, the caches on as configured by default; goal at least 0.5 of bare's req/s
 * and a p99 within 1.5x of bare's.
 */
export async function stationListScaled(webSnapshot, { kind, processes }) {
  const where = setLabel(kind, processes);
  const label = `stations-${kind}-${processes}`;
  console.log(
    `\nStation list (${where}): preparing 1,000 generated stations and a member with 2,000 markings…`,
  );
  const t0 = Date.now();
  const { env } = prepareDatabase(kind, label);
  const fixture = await runFixture(
    'station-list fixture',
    stationFixture,
    env,
    `${label}-fixture.log`,
  );
  console.log(
    `  ${fixture.stations} stations, ${fixture.markings} markings, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  const set = await startServerSet(label, { processes, env, webSnapshot });
  try {
    const [row] = await compareWithBare(
      set,
      label,
      [
        {
          label: `GET /api/stations (${fixture.stations} stations, 2,000 markings)`,
          path: '/api/stations',
        },
      ],
      fixture.token,
    );
    addIssue19Row({
      scenario: 'stations',
      path: row.entry.label,
      db: where,
      ours: row.ours,
      bare: row.bare,
      ...stationsVerdict(row.ours, row.bare),
    });
    return { where, row };
  } finally {
    await set.stop();
  }
}
