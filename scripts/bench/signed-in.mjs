// Issue 19's signed-in reads (BENCH_ONLY=signed-in, and with two processes BENCH_ONLY=cluster):
// a paid member's calls on the demo library, each beside a bare Fastify route answering the very
// same bytes, status and caching headers. Run by scripts/bench.mjs (see its header).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root, WARMUP_S, run, stopProcess, kb, fmt } from './lib.mjs';
import { cannon, measure } from './throughput.mjs';
import { DB_LABELS, prepareDatabase, runFixture, startBare, startServerSet } from './setups.mjs';
import { addIssue19Row, signedInVerdict } from './issue19.mjs';

export const signedInFixture = path.join(root, 'apps/server/src/bench/signed-in-fixture.ts');

/**
 * What the web asks for a signed-in member (GET /api/user/stats is the profile dashboard's call,
 * POST the My Stats screen's).
 */
export const SIGNED_IN_PATHS = [
  { label: 'GET /api/user', path: '/api/user' },
  { label: 'GET /api/stations', path: '/api/stations' },
  { label: 'GET /api/user/stats', path: '/api/user/stats' },
  {
    label: 'POST /api/user/stats {date: all}',
    path: '/api/user/stats',
    method: 'POST',
    body: JSON.stringify({ date: 'all' }),
  },
  { label: 'GET /api/taxons', path: '/api/taxons' },
  { label: 'GET /api/playlists', path: '/api/playlists' },
  { label: 'GET /api/groups', path: '/api/groups' },
];

/** A request whose answer comes back as sent (fetch would undo the gzip). */
export function rawRequest(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.end(body);
  });
}

/** The answer's headers the bare route repeats: caching, encoding. */
const COPIED_HEADERS = ['etag', 'cache-control', 'content-encoding', 'vary', 'last-modified'];

/** Headers as a browser sends them: its token, accepting gzip, JSON for a POST. */
export function memberHeaders(token, entry = {}) {
  return {
    authorization: `Bearer ${token}`,
    'accept-encoding': 'gzip, deflate, br',
    ...(entry.method === 'POST' && { 'content-type': 'application/json' }),
  };
}

/**
 * Asks ours each path once, starts the bare baseline answering each with the same bytes, checks
 * the two answers are identical, then measures each path on ours and on bare in turn.
 * Answers [{ entry, bytes, encoding, ours, bare }].
 */
export async function compareWithBare(set, label, paths, token) {
  const routes = {};
  const answers = [];
  for (const [i, entry] of paths.entries()) {
    const headers = memberHeaders(token, entry);
    const res = await rawRequest(set.base + entry.path, { ...entry, headers });
    if (res.status < 200 || res.status > 299) {
      throw new Error(
        `${entry.label} answered ${res.status}: ${res.body.toString().slice(0, 200)}`,
      );
    }
    const file = path.join(run.tmp, `body-${label.replace(/\W+/g, '-')}-${i}`);
    fs.writeFileSync(file, res.body);
    const copied = Object.fromEntries(
      COPIED_HEADERS.filter((h) => res.headers[h] !== undefined).map((h) => [h, res.headers[h]]),
    );
    const route = `/bench/${i}`;
    routes[route] = {
      file,
      method: entry.method ?? 'GET',
      status: res.status,
      contentType: res.headers['content-type'],
      headers: copied,
    };
    answers.push({ entry, route, headers, res, copied });
  }
  const first = answers[0];
  const bare = await startBare(set, label, routes, {
    path: first.route,
    init: { method: first.entry.method ?? 'GET', headers: first.headers, body: first.entry.body },
  });
  try {
    for (const a of answers) {
      const res = await rawRequest(set.bareBase + a.route, { ...a.entry, headers: a.headers });
      const same =
        res.status === a.res.status &&
        res.body.equals(a.res.body) &&
        res.headers['content-type'] === a.res.headers['content-type'] &&
        COPIED_HEADERS.every((h) => res.headers[h] === a.res.headers[h]);
      if (!same) throw new Error(`the bare server's answer to ${a.entry.label} differs from ours`);
      console.log(
        `  ${a.entry.label}: ${a.res.status}, ${fmt(kb(a.res.body.length), 1)} kB sent` +
          ` (${a.res.headers['content-encoding'] ?? 'identity'}), ${Object.keys(a.copied).join(', ') || 'no caching headers'}; identical on bare`,
      );
    }
    const rows = [];
    for (const a of answers) {
      const request = { method: a.entry.method ?? 'GET', body: a.entry.body };
      await cannon(set.base + a.entry.path, WARMUP_S, a.headers, request);
      await cannon(set.bareBase + a.route, WARMUP_S, a.headers, request);
      const ours = await measure(set.procs, set.base + a.entry.path, a.headers, request);
      const bareRun = await measure(bare, set.bareBase + a.route, a.headers, request);
      console.log(
        `  ${a.entry.label}: ours ${fmt(ours.rps)} req/s p99 ${fmt(ours.p99)} ms, bare ${fmt(bareRun.rps)} req/s p99 ${fmt(bareRun.p99)} ms`,
      );
      rows.push({
        entry: a.entry,
        bytes: a.res.body.length,
        encoding: a.res.headers['content-encoding'] ?? 'identity',
        ours,
        bare: bareRun,
      });
    }
    return rows;
  } finally {
    await stopProcess(bare);
  }
}

export function setLabel(kind, processes) {
  return processes > 1
    ? `${DB_LABELS[kind]}, ${processes} processes + nginx`
    : `${DB_LABELS[kind]}, 1 process`;
}

/** Signed-in reads on `kind` (embedded or pg) with `processes` server processes. */
export async function signedIn(webSnapshot, { kind, processes = 1 }) {
  const where = setLabel(kind, processes);
  const label = `signed-in-${kind}-${processes}`;
  console.log(`\nSigned-in reads on the demo library (${where}): preparing the member…`);
  const t0 = Date.now();
  const { env } = prepareDatabase(kind, label);
  const fixture = await runFixture(
    'signed-in fixture',
    signedInFixture,
    { ...env, BENCH_PURCHASERS: '0' },
    `${label}-fixture.log`,
  );
  console.log(
    `  ${fixture.stations} stations, ${fixture.markings} markings, ${fixture.playlists} playlists,` +
      ` ${fixture.groups} groups, prepared in ${fmt((Date.now() - t0) / 1000, 1)} s`,
  );
  const set = await startServerSet(label, { processes, env, webSnapshot });
  try {
    const rows = await compareWithBare(set, label, SIGNED_IN_PATHS, fixture.token);
    for (const r of rows) {
      addIssue19Row({
        scenario: 'signed-in',
        path: r.entry.label,
        db: where,
        ours: r.ours,
        bare: r.bare,
        ...signedInVerdict(r.ours, r.bare),
      });
    }
    return { where, rows };
  } finally {
    await set.stop();
  }
}
