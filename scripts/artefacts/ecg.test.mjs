// The ECG generator measured the way a reader measures a tracing: from the drawn paths on the
// grid (25 mm/s, 10 mm/mV), not from the generator's own numbers. Run: node --test scripts/artefacts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderEcg } from './ecg.mjs';

const MS_PER_MM = 40;

/** The paths of an SVG by lead: { lead, strip, points: [[x, y], ...] }. */
function paths(svg) {
  const out = [];
  for (const m of svg.matchAll(/<path data-lead="([^"]+)"( data-strip="rhythm")? d="([^"]+)"/g)) {
    const points = [];
    let x = 0;
    let y = 0;
    for (const cmd of m[3].matchAll(/([Ml])(-?[\d.]+)[ ,]?(-?[\d.]+)/g)) {
      const a = Number(cmd[2]);
      const b = Number(cmd[3]);
      if (cmd[1] === 'M') [x, y] = [a, b];
      else [x, y] = [x + a, y + b];
      points.push([Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
    }
    out.push({ lead: m[1], strip: Boolean(m[2]), points });
  }
  return out;
}

/** The baseline: the y the trace spends the most length at (the TP and PR segments). */
function baseline(points) {
  const length = new Map();
  for (let i = 1; i < points.length; i += 1) {
    if (Math.abs(points[i][1] - points[i - 1][1]) <= 0.03) {
      const y = points[i - 1][1];
      length.set(y, (length.get(y) ?? 0) + points[i][0] - points[i - 1][0]);
    }
  }
  return [...length.entries()].sort((a, b) => b[1] - a[1])[0][0];
}

/** Horizontal runs (within the drawing's 0.03 mm tolerance) at least `min` mm long. */
function flats(points, min = 1) {
  const runs = [];
  for (let i = 1; i < points.length; i += 1) {
    const [xa, ya] = points[i - 1];
    const [xb, yb] = points[i];
    if (Math.abs(ya - yb) <= 0.03 && xb - xa >= min)
      runs.push({ x0: xa, x1: xb, y: (ya + yb) / 2 });
  }
  return runs;
}

/** Each QRS: onset (end of the flat PR or TP segment before its first steep stroke), J point (start
 * of the flat ST segment after it), `start` (x of its first steep stroke) and `first` (x of its
 * largest deflection from the baseline).
 * Steep = more than 4 mm of height per mm of time. */
function complexes(points) {
  const base = baseline(points);
  const steep = [];
  for (let i = 1; i < points.length; i += 1) {
    const dx = points[i][0] - points[i - 1][0];
    const dy = Math.abs(points[i][1] - points[i - 1][1]);
    const slope = dy / Math.max(dx, 1e-6);
    if (dy > 0.3 && slope > 4) steep.push({ x: points[i - 1][0], slope });
  }
  const clusters = [];
  for (const s of steep) {
    const last = clusters.at(-1);
    if (last && s.x - last.at(-1).x < 3) last.push(s);
    else clusters.push([s]);
  }
  // A QRS has a stroke steeper than 7 mm per mm (a T wave, even peaked, stays under).
  const groups = clusters
    .filter((c) => Math.max(...c.map((s) => s.slope)) > 7)
    .map((c) => c.map((s) => s.x));
  // Level: under 0.1 mm of height per mm of time (0.01 mV per 40 ms), at least 0.5 mm long.
  const level = [];
  for (let i = 1; i < points.length; i += 1) {
    const [xa, ya] = points[i - 1];
    const [xb, yb] = points[i];
    if (xb - xa >= 0.5 && Math.abs(yb - ya) / (xb - xa) < 0.1)
      level.push({ x0: xa, x1: xb, y: ya });
  }
  return groups.map((g) => {
    const before = level.filter((r) => r.x1 <= g[0] + 0.01).at(-1);
    const after = level.find((r) => r.x0 >= g.at(-1) - 0.01);
    const inside = points.filter((p) => p[0] >= g[0] && p[0] <= g.at(-1) + 1);
    const peak = inside.reduce((a, p) => (Math.abs(p[1] - base) > Math.abs(a[1] - base) ? p : a));
    return { first: peak[0], start: g[0], onset: before?.x1, j: after?.x0, jY: after?.y };
  });
}

const near = (actual, expected, tolerance, what) =>
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: ${actual.toFixed(1)}, expected ${expected} ± ${tolerance}`,
  );

test('a sinus rhythm strip has the asked rate, PR and QRS width', () => {
  const svg = renderEcg({
    title: 'Rhythm strip',
    layout: 'rhythm',
    rhythm: 'sinus',
    rate: 54,
    pr: 200,
    qrs: 90,
  });
  const [trace] = paths(svg);
  assert.equal(trace.lead, 'II');
  const base = baseline(trace.points);
  const beats = complexes(trace.points).filter((c) => c.onset != null && c.j != null);
  assert.ok(beats.length >= 8, `${beats.length} beats in 10 s at 54 per minute`);
  for (let i = 1; i < beats.length; i += 1) {
    near((beats[i].onset - beats[i - 1].onset) * MS_PER_MM, 60000 / 54, 4, 'RR ms');
  }
  for (const beat of beats) {
    near((beat.j - beat.onset) * MS_PER_MM, 90, 8, 'QRS ms');
    near(base - beat.jY, 0, 0.05, 'ST mm');
    // PR: from the start of the P wave (the end of the flat TP segment before it) to the QRS.
    const pStart = flats(trace.points)
      .filter((r) => r.x1 < beat.onset - 1)
      .at(-1).x1;
    near((beat.onset - pStart) * MS_PER_MM, 200, 8, 'PR ms');
  }
});

test('a 12-lead has the 4 × 3 layout, a lead II strip, and each lead its ST offset', () => {
  const st = { III: 3, II: 2, aVF: 2.5, aVL: -2, I: -1 };
  const svg = renderEcg({
    title: '12-lead ECG',
    rhythm: 'sinus',
    rate: 54,
    pr: 200,
    qrs: 90,
    qtc: 430,
    leads: {
      III: { st: 3, t: 'hyperacute' },
      II: { st: 2, t: 'hyperacute' },
      aVF: { st: 2.5, t: 'hyperacute' },
      aVL: { st: -2, t: 'inverted' },
      I: { st: -1 },
    },
  });
  assert.match(svg, /role="img"/);
  assert.match(svg, /<title id="ecg-[0-9a-f]{8}-title">12-lead ECG<\/title>/);
  assert.match(svg, /viewBox="0 0 \d+ \d+"/);
  assert.match(svg, /font-family="Arial, sans-serif"/);
  assert.doesNotMatch(svg, /<script|href=|url\((?!#)/);
  const traces = paths(svg);
  assert.deepEqual(
    traces.map((t) => t.lead),
    ['I', 'aVR', 'V1', 'V4', 'II', 'aVL', 'V2', 'V5', 'III', 'aVF', 'V3', 'V6', 'II'],
  );
  const strip = traces.at(-1);
  assert.ok(strip.strip);
  near((strip.points.at(-1)[0] - strip.points[0][0]) * MS_PER_MM, 10000, 1, 'strip ms');
  for (const trace of traces.slice(0, 12)) {
    near((trace.points.at(-1)[0] - trace.points[0][0]) * MS_PER_MM, 2500, 1, `${trace.lead} ms`);
  }
  // The QRS width where the ST segment is level after it; the leads with hyperacute T waves rise
  // from the J point, so there the J point is placed by the QRS width measured in the others.
  const hyperacute = ['II', 'III', 'aVF'];
  const widths = [];
  for (const trace of traces.filter((t) => !hyperacute.includes(t.lead))) {
    const beats = complexes(trace.points).filter((c) => c.onset != null && c.j != null);
    for (const beat of beats) {
      widths.push((beat.j - beat.onset) * MS_PER_MM);
      near(widths.at(-1), 90, 8, `${trace.lead} QRS ms`);
    }
  }
  const qrs = widths.sort((p, q) => p - q)[widths.length >> 1];
  for (const trace of [...traces.slice(0, 12), strip]) {
    const base = baseline(trace.points);
    const beats = complexes(trace.points).filter((c) => c.onset != null);
    assert.ok(beats.length >= 1, `${trace.lead}: a whole complex`);
    for (const beat of beats) {
      // The ST offset at the J point (where STEMI criteria measure it), against the PR segment.
      const x = beat.onset + qrs / MS_PER_MM;
      const seg = trace.points.findIndex((p) => p[0] >= x);
      if (seg < 1) continue; // the J point falls after the end of this 2.5 s
      const [x0, y0] = trace.points[seg - 1];
      const [x1, y1] = trace.points[seg];
      const y = y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
      near(base - y, st[trace.lead] ?? 0, 0.25, `${trace.lead} ST mm`);
    }
  }
});

test('AF is irregularly irregular around the asked rate, and the seed makes it reproducible', () => {
  const spec = { title: 'Rhythm strip', layout: 'rhythm', rhythm: 'af', rate: 110, seed: 4 };
  const svg = renderEcg(spec);
  assert.equal(renderEcg(spec), svg);
  assert.notEqual(renderEcg({ ...spec, seed: 5 }), svg);
  const [trace] = paths(svg);
  const beats = complexes(trace.points);
  const rr = beats.slice(1).map((b, i) => (b.first - beats[i].first) * MS_PER_MM);
  const mean = rr.reduce((a, b) => a + b, 0) / rr.length;
  const sd = Math.sqrt(rr.reduce((a, b) => a + (b - mean) ** 2, 0) / rr.length);
  near(60000 / mean, 110, 18, 'mean rate');
  assert.ok(sd / mean > 0.1, `RR varies (cv ${(sd / mean).toFixed(2)})`);
  assert.ok(Math.min(...rr) >= 300, 'no RR under 300 ms');
  assert.equal(flats(trace.points, 2).length, 0, 'no flat baseline: fibrillation waves');
});

test('the blocks: complete heart block, Mobitz I and II, flutter', () => {
  const chb = renderEcg({
    title: 'Strip',
    layout: 'rhythm',
    rhythm: 'complete_heart_block',
    atrial_rate: 90,
    ventricular_rate: 35,
    qrs: 140,
  });
  const beats = complexes(paths(chb)[0].points);
  const rr = beats.slice(1).map((b, i) => (b.start - beats[i].start) * MS_PER_MM);
  for (const r of rr) near(r, 60000 / 35, 8, 'escape RR ms');

  const w = renderEcg({
    title: 'Strip',
    layout: 'rhythm',
    rhythm: 'second_degree_mobitz_1',
    rate: 80,
    pr: 160,
    conduction: '4:3',
  });
  const wr = complexes(paths(w)[0].points).map((b) => b.first);
  const wrr = wr.slice(1).map((x, i) => (x - wr[i]) * MS_PER_MM);
  // PP 750 ms; conducted at PR 160, 280, 340, then a pause: RR 870, 810, then 750*2 - 180.
  assert.ok(wrr.some((r) => Math.abs(r - 870) < 5));
  assert.ok(wrr.some((r) => Math.abs(r - 810) < 5));
  assert.ok(wrr.some((r) => Math.abs(r - 1320) < 5));

  const m2 = renderEcg({
    title: 'Strip',
    layout: 'rhythm',
    rhythm: 'mobitz_2',
    rate: 75,
    conduction: '2:1',
  });
  const m = complexes(paths(m2)[0].points).map((b) => b.first);
  for (let i = 1; i < m.length; i += 1) near((m[i] - m[i - 1]) * MS_PER_MM, 1600, 4, '2:1 RR ms');

  const fl = renderEcg({
    title: 'Strip',
    layout: 'rhythm',
    rhythm: 'flutter',
    atrial_rate: 300,
    ratio: 2,
  });
  const f = complexes(paths(fl)[0].points).map((b) => b.first);
  for (let i = 1; i < f.length; i += 1)
    near((f[i] - f[i - 1]) * MS_PER_MM, 400, 4, 'flutter 2:1 RR');
});

test('VT is broad and regular, VF and asystole have no complexes', () => {
  const vt = renderEcg({ title: 'Strip', layout: 'rhythm', rhythm: 'vt', rate: 180, lead: 'V1' });
  assert.ok(vt.includes('data-lead="V1"'));
  for (const rhythm of ['vf', 'asystole']) {
    const svg = renderEcg({ title: 'Strip', layout: 'rhythm', rhythm, duration: 6 });
    const [trace] = paths(svg);
    near((trace.points.at(-1)[0] - trace.points[0][0]) * MS_PER_MM, 6000, 1, `${rhythm} ms`);
    if (rhythm === 'asystole') {
      const ys = trace.points.map((p) => p[1]);
      assert.ok(Math.max(...ys) - Math.min(...ys) < 1, 'asystole under 0.1 mV');
    }
  }
});

test('a spec with an unknown field, rhythm or lead is refused with the reason', () => {
  assert.throws(() => renderEcg({ title: 'x', rhythm: 'torsades' }), /rhythm "torsades"/);
  assert.throws(() => renderEcg({ title: 'x', leads: { V7: { st: 1 } } }), /"V7" is not a lead/);
  assert.throws(() => renderEcg({ title: 'x', colour: 'blue' }), /unknown field "colour"/);
  assert.throws(() => renderEcg({ rhythm: 'sinus' }), /"title" is required/);
});
