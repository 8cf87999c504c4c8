// Scenario 5 (BENCH_ONLY=stats): My Stats for a member with 2,000 markings.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import fs from 'node:fs';
import path from 'node:path';
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
import { runToEnd } from './station-list.mjs';

// ---------------------------------------------------------------------------------------------
// 5. My Stats: POST /api/user/stats for a member with 2,000 markings over 48 demo stations and
//    twelve months (apps/server/src/bench/stats-fixture.ts prepares the database), for all time
//    and for the last 3 months. The answer is aggregated from the member's markings on every
//    request (nothing is cached), so this is the database's share. Goal: p99 under 30 ms at
//    CONNECTIONS connections; reported beside a bare Fastify route sending the same bytes.

export const STATS_GOALS = { p99Ms: 30 };
export const statsFixture = path.join(root, 'apps/server/src/bench/stats-fixture.ts');
export const BENCH_STATS_PERIODS = ['all', '3-months'];

export async function myStats(webSnapshot) {
  const dataDir = path.join(run.tmp, 'data-stats');
  const fixtureLog = path.join(run.tmp, 'stats-fixture.log');
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
  const ours = startOurServer('stats', {
    port,
    dataDir,
    webSnapshot,
    logName: 'server-stats.log',
  });
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
      const file = path.join(run.tmp, `body-stats-${date}.json`);
      fs.writeFileSync(file, body);
      routes[`/bench/stats/${date}`] = { file, method: 'POST' };
    }
    const barePort = await freePort();
    const bareBase = `http://${HOST}:${barePort}`;
    const spec = path.join(run.tmp, 'bare-stats.json');
    fs.writeFileSync(spec, JSON.stringify({ port: barePort, routes }));
    const bare = startNode(
      'bare server (stats)',
      [bareServerMain, spec],
      {},
      path.join(run.tmp, 'bare-stats.log'),
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

export function statsLine(r) {
  const ok = r.ours.p99 < STATS_GOALS.p99Ms;
  return (
    `POST /api/user/stats {date: ${r.date}} (${r.markings} markings over ${r.stations} stations, ${fmt(kb(r.bytes), 1)} kB JSON):` +
    ` ours ${fmt(r.ours.rps)} req/s, p50 ${fmt(r.ours.p50)} ms, p99 ${fmt(r.ours.p99)} ms` +
    ` (goal < ${STATS_GOALS.p99Ms} ms: ${ok ? 'ok' : 'BELOW GOAL'}); bare Fastify with the same bytes` +
    ` ${fmt(r.bare.rps)} req/s, p50 ${fmt(r.bare.p50)} ms, p99 ${fmt(r.bare.p99)} ms;` +
    ` ratio ${fmt(r.bare.rps ? r.ours.rps / r.bare.rps : null, 2)}; server CPU ${fmt(r.ours.usPerRequest)} vs ${fmt(r.bare.usPerRequest)} µs/request`
  );
}
