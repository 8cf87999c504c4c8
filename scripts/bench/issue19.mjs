// The issue-19 figures in one table at the end of a run: each measured path with its database,
// ours beside bare, and whether its goal was met. A missed goal is reported, not fatal.
// Run by scripts/bench.mjs (see its header for what each scenario measures and its options).
import { fmt } from './lib.mjs';

export const ISSUE19_GOALS = {
  signedIn: { p99Ms: 30, ratio: 0.5 },
  stations: { ratio: 0.5, p99OfBare: 1.5 },
  public: { ratio: 0.8 },
};

/** Every row measured in this run, in order. */
export const issue19Rows = [];

/**
 * A path measured beside bare. `goal` names the goal and `ok` whether it was met; `cpu` adds the
 * server CPU per request (µs) of ours and bare.
 */
export function addIssue19Row({ scenario, path, db, ours, bare, goal, ok }) {
  issue19Rows.push({
    scenario,
    path,
    db,
    rps: ours.rps,
    p50: ours.p50,
    p99: ours.p99,
    bareRps: bare?.rps ?? null,
    bareP99: bare?.p99 ?? null,
    ratio: bare?.rps ? ours.rps / bare.rps : null,
    cpuMs:
      ours.usPerRequest === null || ours.usPerRequest === undefined
        ? null
        : ours.usPerRequest / 1000,
    bareCpuMs:
      bare?.usPerRequest === null || bare?.usPerRequest === undefined
        ? null
        : bare.usPerRequest / 1000,
    goal,
    ok,
    othersCpu: Math.max(ours.othersCpu ?? 0, bare?.othersCpu ?? 0),
  });
}

/** The goal of a signed-in read: p99 under 30 ms and at least half of bare's req/s. */
export function signedInVerdict(ours, bare) {
  const g = ISSUE19_GOALS.signedIn;
  const ratio = bare.rps ? ours.rps / bare.rps : 0;
  return {
    goal: `p99 < ${g.p99Ms} ms, ratio >= ${g.ratio}`,
    ok: ours.p99 < g.p99Ms && ratio >= g.ratio,
  };
}

/** The 1,000-station list: at least half of bare's req/s and a p99 within 1.5x of bare's. */
export function stationsVerdict(ours, bare) {
  const g = ISSUE19_GOALS.stations;
  const ratio = bare.rps ? ours.rps / bare.rps : 0;
  return {
    goal: `ratio >= ${g.ratio}, p99 <= ${g.p99OfBare} x bare`,
    ok: ratio >= g.ratio && ours.p99 <= g.p99OfBare * bare.p99,
  };
}

export function issue19Lines() {
  if (issue19Rows.length === 0) return [];
  const cols = [
    ['path', (r) => r.path, 56, 'left'],
    ['database', (r) => r.db, 40, 'left'],
    ['req/s', (r) => fmt(r.rps), 7],
    ['p50', (r) => fmt(r.p50), 6],
    ['p99', (r) => fmt(r.p99), 6],
    ['bare req/s', (r) => fmt(r.bareRps), 11],
    ['bare p99', (r) => fmt(r.bareP99), 9],
    ['ratio', (r) => fmt(r.ratio, 2), 6],
    ['CPU ms/req', (r) => `${fmt(r.cpuMs, 2)}/${fmt(r.bareCpuMs, 2)}`, 11],
    ['goal', (r) => `${r.goal}: ${r.ok ? 'met' : 'MISSED'}`, 0, 'left'],
  ];
  const cell = ([, , width, align], text) =>
    align === 'left' ? text.padEnd(width) : text.padStart(width);
  const lines = [
    'Issue 19 (ms; CPU ms/req is ours/bare; ratio is ours ÷ bare req/s, both measured in this run):',
    cols.map((c) => cell(c, c[0])).join(' '),
  ];
  for (const r of issue19Rows) lines.push(cols.map((c) => cell(c, String(c[1](r)))).join(' '));
  const missed = issue19Rows.filter((r) => !r.ok).length;
  lines.push(`${issue19Rows.length - missed} of ${issue19Rows.length} goals met`);
  const busiest = Math.max(...issue19Rows.map((r) => r.othersCpu));
  if (busiest > 0.2) {
    lines.push(
      `(other processes used up to ${fmt(busiest, 2)} of the 2 cores during these runs: req/s and p99 are noisy;` +
        ' CPU ms/req is the steadier comparison)',
    );
  }
  return lines;
}
