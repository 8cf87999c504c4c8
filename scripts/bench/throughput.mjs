// Scenario 1: API throughput against a bare Fastify baseline, and repeat visits answered 304.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import autocannon from 'autocannon';
import {
  DURATION_S,
  WARMUP_S,
  CONNECTIONS,
  GOALS,
  ENDPOINTS,
  problems,
  cpuSeconds,
  machineBusySeconds,
  fmt,
} from './lib.mjs';

// ---------------------------------------------------------------------------------------------
// 1. Throughput

/** `request` adds autocannon options beyond a GET: { method, body }. */
export async function cannon(url, seconds, headers = undefined, request = {}) {
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

/**
 * One measured run against `proc`, or against several processes (a cluster) whose CPU adds up.
 */
export async function measure(proc, url, headers = undefined, request = {}) {
  const procs = [proc].flat();
  const cpuOfAll = () => {
    const each = procs.map((p) => cpuSeconds(p.child.pid));
    return each.includes(null) ? null : each.reduce((sum, v) => sum + v, 0);
  };
  const before = cpuOfAll();
  const machineBefore = machineBusySeconds();
  const selfBefore = process.cpuUsage();
  const t0 = performance.now();
  const r = await cannon(url, DURATION_S, headers, request);
  const wall = (performance.now() - t0) / 1000;
  const after = cpuOfAll();
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
      `${procs.map((p) => p.name).join(' + ')} ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`,
    );
  }
  return r;
}

export async function throughput(ours, oursBase, bareBase, bare) {
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

export function busiestOthers(rows) {
  return Math.max(...rows.flatMap((row) => [row.ours.othersCpu ?? 0, row.bare.othersCpu ?? 0]));
}

export function printThroughput(rows) {
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
export async function revalidation(base, ep) {
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
