// Draws an ECG as a self-contained SVG on standard paper from a JSON description of the rhythm,
// the intervals and each lead's changes. Usage and the spec: scripts/artefacts/README.md.
//
//   node scripts/artefacts/ecg.mjs <spec.json> <out.svg>
//
// Units: one SVG unit is one millimetre of paper; 25 mm/s and 10 mm/mV, so times and voltages
// read off the grid as on a real tracing. Each complex is a sum of smooth bumps (P, Q, R, S, T)
// with compact support, so the PR, QRS and QT intervals are exactly those asked for and the
// ST segment sits exactly at the asked offset before the T wave begins.
import { escapeXml, hash, runCli } from './svg-common.mjs';

export const MM_PER_S = 25;
export const MM_PER_MV = 10;
const SAMPLE_S = 0.001;

export const LIMB_LEADS = ['I', 'II', 'III', 'aVR', 'aVL', 'aVF'];
export const CHEST_LEADS = ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'];
export const LEADS = [...LIMB_LEADS, ...CHEST_LEADS];
const LEAD_ANGLE = { I: 0, II: 60, III: 120, aVR: -150, aVL: -30, aVF: 90 };

// Normal chest-lead QRS (R and S in mV), R-wave progression V1 to V6, and the T and P waves.
const CHEST_RS = {
  V1: [0.2, 1.0],
  V2: [0.45, 1.5],
  V3: [0.85, 0.85],
  V4: [1.4, 0.5],
  V5: [1.5, 0.25],
  V6: [1.2, 0.1],
};
const CHEST_T = { V1: -0.05, V2: 0.3, V3: 0.4, V4: 0.4, V5: 0.3, V6: 0.25 };
const CHEST_P = { V1: 0.06, V2: 0.08, V3: 0.08, V4: 0.08, V5: 0.08, V6: 0.07 };
// Monomorphic VT (right-bundle-like, left axis by default): net chest-lead deflections in mV.
const VT_CHEST = { V1: 1.3, V2: 1.1, V3: 0.5, V4: -0.4, V5: -0.9, V6: -1.1 };
// How strongly each lead shows atrial activity (fibrillation or flutter waves), and its sign.
const ATRIAL_WEIGHT = {
  I: 0.3,
  II: 0.9,
  III: 1,
  aVR: -0.6,
  aVL: -0.3,
  aVF: 1,
  V1: -0.8,
  V2: -0.5,
  V3: 0.3,
  V4: 0.3,
  V5: 0.3,
  V6: 0.3,
};

export const RHYTHMS = [
  'sinus',
  'af',
  'flutter',
  'complete_heart_block',
  'second_degree_mobitz_1',
  'mobitz_2',
  'vt',
  'vf',
  'asystole',
  'pea',
  'svt',
];
const T_SHAPES = ['normal', 'peaked', 'inverted', 'hyperacute', 'flat'];
const P_SHAPES = ['normal', 'flattened', 'absent'];
const SPEC_KEYS = [
  'title',
  'layout',
  'lead',
  'duration',
  'rhythm',
  'rate',
  'atrial_rate',
  'ventricular_rate',
  'ratio',
  'conduction',
  'pr',
  'qrs',
  'qt',
  'qtc',
  'axis',
  'p_wave',
  't_wave',
  'septal_q',
  'amplitude',
  'seed',
  'leads',
  'speed_label',
  'lead_labels',
  'description',
  'patient',
  'recorded',
];
const LEAD_KEYS = ['st', 't', 't_height', 'q', 'p'];

// A bump with compact support: cos² rising over `left` seconds to its peak at `c`, falling over
// `right` seconds. Smooth (continuous slope) and exactly zero outside [c - left, c + right].
function bump(t, c, left, right) {
  if (t <= c - left || t >= c + right) return 0;
  const u = t < c ? (c - t) / left : (t - c) / right;
  const k = Math.cos((Math.PI / 2) * u);
  return k * k;
}

// A smooth step from 0 (at a) to 1 (at b).
function ramp(t, a, b) {
  if (t <= a) return 0;
  if (t >= b) return 1;
  return 0.5 - 0.5 * Math.cos((Math.PI * (t - a)) / (b - a));
}

// Small deterministic generator (mulberry32), so a seed always gives the same tracing.
function rng(seed) {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fail(message) {
  throw new Error(`ECG spec: ${message}`);
}

const ms = (value, fallback) => (value == null ? fallback : value / 1000);

/** Checks a spec and fills in the defaults; returns the normalised spec (times in seconds). */
export function normaliseSpec(input) {
  if (!input || typeof input !== 'object') fail('expected a JSON object');
  for (const key of Object.keys(input)) {
    if (!SPEC_KEYS.includes(key)) fail(`unknown field "${key}"`);
  }
  if (typeof input.title !== 'string' || !input.title.trim()) fail('"title" is required');
  const rhythm = input.rhythm ?? 'sinus';
  if (!RHYTHMS.includes(rhythm)) fail(`rhythm "${rhythm}" is not one of ${RHYTHMS.join(', ')}`);
  const layout = input.layout ?? '12-lead';
  if (layout !== '12-lead' && layout !== 'rhythm') fail('layout is "12-lead" or "rhythm"');
  const lead = input.lead ?? 'II';
  if (!LEADS.includes(lead)) fail(`lead "${lead}" is not one of ${LEADS.join(', ')}`);
  const duration = input.duration ?? 10;
  if (layout === 'rhythm' && duration !== 6 && duration !== 10) fail('duration is 6 or 10');
  const pWave = input.p_wave ?? 'normal';
  if (!P_SHAPES.includes(pWave)) fail(`p_wave "${pWave}" is not one of ${P_SHAPES.join(', ')}`);
  const tWave = input.t_wave ?? 'normal';
  if (!T_SHAPES.includes(tWave)) fail(`t_wave "${tWave}" is not one of ${T_SHAPES.join(', ')}`);

  const defaultRate = { vt: 180, svt: 180, af: 110, flutter: 150 }[rhythm] ?? 75;
  const rate = input.rate ?? defaultRate;
  if (!(rate >= 20 && rate <= 300)) fail('rate is between 20 and 300 per minute');
  const qrs = ms(input.qrs, rhythm === 'vt' ? 0.16 : 0.09);
  if (!(qrs >= 0.06 && qrs <= 0.24)) fail('qrs is between 60 and 240 ms');
  const pr = ms(input.pr, 0.16);
  if (!(pr >= 0.08 && pr <= 0.4)) fail('pr is between 80 and 400 ms');
  if (input.qt != null && input.qtc != null) fail('give qt or qtc, not both');

  const leads = {};
  for (const lead of LEADS) leads[lead] = { st: 0, t: tWave, q: 0, p: pWave };
  for (const [key, change] of Object.entries(input.leads ?? {})) {
    const names = key.split(',').map((s) => s.trim());
    for (const name of names) {
      if (!LEADS.includes(name)) fail(`leads: "${name}" is not a lead (${LEADS.join(', ')})`);
    }
    for (const field of Object.keys(change)) {
      if (!LEAD_KEYS.includes(field)) fail(`leads.${key}: unknown field "${field}"`);
    }
    if (change.t != null && !T_SHAPES.includes(change.t)) fail(`leads.${key}: t "${change.t}"`);
    if (change.p != null && !P_SHAPES.includes(change.p)) fail(`leads.${key}: p "${change.p}"`);
    if (change.st != null && !(Math.abs(change.st) <= 10)) fail(`leads.${key}: st is in mm`);
    if (change.t_height != null && !(Math.abs(change.t_height) <= 25)) {
      fail(`leads.${key}: t_height is in mm`);
    }
    for (const name of names) {
      const out = leads[name];
      if (change.st != null) out.st = change.st;
      if (change.t != null) out.t = change.t;
      if (change.t_height != null) out.tHeight = change.t_height / MM_PER_MV;
      if (change.p != null) out.p = change.p;
      // Pathological Q: true for the default depth, or its depth in mm.
      if (change.q != null) out.q = change.q === true ? -1 : change.q === false ? 0 : change.q;
    }
  }

  let conduction = null;
  if (rhythm === 'second_degree_mobitz_1' || rhythm === 'mobitz_2') {
    const text = String(input.conduction ?? (rhythm === 'mobitz_2' ? '3:2' : '4:3'));
    const m = /^(\d+):(\d+)$/.exec(text);
    if (!m || Number(m[2]) !== Number(m[1]) - 1 || Number(m[1]) < 2) {
      fail('conduction is "n:n-1", e.g. "4:3" or "2:1"');
    }
    conduction = Number(m[1]);
  }
  const amplitude = input.amplitude ?? 'coarse';
  if (rhythm === 'vf' && amplitude !== 'coarse' && amplitude !== 'fine') {
    fail('amplitude (vf) is "coarse" or "fine"');
  }
  if (rhythm === 'af' && amplitude !== 'coarse' && amplitude !== 'fine') {
    fail('amplitude (af) is "coarse" or "fine"');
  }
  return {
    title: input.title.trim(),
    description: input.description,
    patient: input.patient,
    recorded: input.recorded,
    layout,
    lead,
    duration: layout === 'rhythm' ? duration : 10,
    rhythm,
    rate,
    atrialRate: input.atrial_rate ?? (rhythm === 'flutter' ? 300 : rate),
    ventricularRate: input.ventricular_rate ?? 40,
    ratio: input.ratio ?? 2,
    conduction,
    pr,
    qrs,
    qt: ms(input.qt, null),
    qtc: ms(input.qtc, input.qt == null ? 0.41 : null),
    axis: input.axis ?? (rhythm === 'vt' ? -60 : 60),
    septalQ: input.septal_q ?? true,
    amplitude,
    seed: input.seed ?? 1,
    leads,
    speedLabel: input.speed_label ?? true,
    leadLabels: input.lead_labels ?? true,
  };
}

// ---------------------------------------------------------------------------------------------
// The timeline: when each P wave and each QRS happens, over the whole recording.

/** P-wave onsets and QRS onsets (seconds) for the rhythm, from before 0 to after the end. */
export function timeline(spec) {
  const end = spec.duration + 1;
  const start = -2;
  const pWaves = [];
  const beats = [];
  const r = rng(spec.seed);
  const add = (onset, rr) => beats.push({ onset, rr });
  switch (spec.rhythm) {
    case 'sinus':
    case 'pea': {
      const rr = 60 / spec.rate;
      for (let p = start + 0.1; p < end; p += rr) {
        pWaves.push(p);
        add(p + spec.pr, rr);
      }
      break;
    }
    case 'svt':
    case 'vt': {
      const rr = 60 / spec.rate;
      for (let t = start + 0.05; t < end; t += rr) add(t, rr);
      break;
    }
    case 'af': {
      // Irregularly irregular: each RR interval drawn between 60% and 140% of the mean.
      const mean = 60 / spec.rate;
      let t = start;
      while (t < end) {
        const rr = Math.max(0.3, mean * (0.6 + 0.8 * r()));
        t += rr;
        add(t, rr);
      }
      break;
    }
    case 'flutter': {
      const fw = 60 / spec.atrialRate;
      const rr = fw * spec.ratio;
      for (let t = start + 0.02; t < end; t += rr) add(t + 0.2, rr);
      break;
    }
    case 'complete_heart_block': {
      const pp = 60 / spec.atrialRate;
      for (let p = start + 0.07; p < end; p += pp) pWaves.push(p);
      const rr = 60 / spec.ventricularRate;
      for (let t = start + 0.6; t < end; t += rr) add(t, rr);
      break;
    }
    case 'second_degree_mobitz_1':
    case 'mobitz_2': {
      const pp = 60 / spec.atrialRate;
      let i = 0;
      let last = null;
      for (let p = start + 0.1; p < end; p += pp, i += 1) {
        pWaves.push(p);
        const k = i % spec.conduction;
        if (k === spec.conduction - 1) continue; // the dropped beat
        // Wenckebach: the PR lengthens by less each beat (120 ms, then 60, 30 ...).
        const extra = spec.rhythm === 'mobitz_2' ? 0 : 0.24 * (1 - Math.pow(0.5, k));
        const onset = p + spec.pr + extra;
        add(onset, last == null ? pp : onset - last);
        last = onset;
      }
      break;
    }
    case 'asystole': {
      if (spec.atrialRate && spec.atrialRate !== spec.rate) {
        const pp = 60 / spec.atrialRate;
        for (let p = start + 0.3; p < end; p += pp) pWaves.push(p);
      }
      break;
    }
    case 'vf':
      break;
  }
  return { pWaves, beats };
}

// ---------------------------------------------------------------------------------------------
// Each lead's complexes.

function limbProjection(axisDeg, lead) {
  return Math.cos(((axisDeg - LEAD_ANGLE[lead]) * Math.PI) / 180);
}

/** R, S, septal q (mV), P and T amplitudes (mV) of a normal complex in `lead`. */
function leadMorphology(spec, lead) {
  let rAmp;
  let sAmp;
  let tAmp;
  let pAmp;
  if (LIMB_LEADS.includes(lead)) {
    const M = 1.2;
    const p = limbProjection(spec.axis, lead);
    rAmp = M * Math.pow((1 + p) / 2, 1.5);
    sAmp = rAmp - M * p;
    // The T axis follows the QRS axis within the normal range.
    const tAxis = Math.min(75, Math.max(0, spec.axis));
    tAmp = 0.3 * limbProjection(tAxis, lead);
    pAmp = 0.15 * limbProjection(60, lead);
  } else {
    [rAmp, sAmp] = CHEST_RS[lead];
    tAmp = CHEST_T[lead];
    pAmp = CHEST_P[lead];
  }
  const septal =
    spec.septalQ && ['I', 'aVL', 'V5', 'V6'].includes(lead) && rAmp > 0.5 && sAmp < rAmp ? 0.08 : 0;
  return { rAmp, sAmp, tAmp, pAmp, septal };
}

function pWave(t, onset, amp, dur, lead) {
  const c = onset + dur * 0.5;
  if (lead === 'V1') {
    // Biphasic in V1: right atrium (up) then left atrium (down).
    return (
      amp *
      (bump(t, onset + dur * 0.3, dur * 0.3, dur * 0.25) -
        0.8 * bump(t, onset + dur * 0.75, dur * 0.2, dur * 0.25))
    );
  }
  return amp * bump(t, c, dur * 0.55, dur * 0.45);
}

/** The T wave's shape: amplitude (mV), start after the J point (s), rise and fall (s). */
function tWaveShape(kind, normalAmp, qtEnd, j) {
  const span = qtEnd - j;
  const sign = normalAmp < -0.02 ? -1 : 1;
  switch (kind) {
    case 'peaked': {
      // Tall, narrow-based and symmetrical.
      const width = Math.min(0.2, span * 0.6);
      return { amp: sign * 1.0, start: qtEnd - width, left: width / 2, right: width / 2 };
    }
    case 'hyperacute': {
      // Tall and broad-based, already rising at the J point, so the ST segment sweeps up into it
      // with no flat shelf (its offset at the J point is still the lead's `st`).
      const start = j * 0.6;
      const peak = j + span * 0.45;
      return { amp: sign * 0.65, start, left: peak - start, right: qtEnd - peak };
    }
    case 'inverted': {
      const start = j + Math.max(0.06, span * 0.3);
      const width = qtEnd - start;
      return { amp: -0.35, start, left: width * 0.5, right: width * 0.5 };
    }
    case 'flat': {
      const start = j + Math.max(0.06, span * 0.3);
      const width = qtEnd - start;
      return { amp: sign * 0.04, start, left: width * 0.55, right: width * 0.45 };
    }
    default: {
      // Slow upstroke, quicker downstroke.
      const start = j + Math.max(0.06, span * 0.3);
      const width = qtEnd - start;
      return { amp: normalAmp, start, left: width * 0.6, right: width * 0.4 };
    }
  }
}

/** Builds a function giving lead `lead`'s voltage (mV) at time t (s). */
export function leadSignal(spec, lead, tl = timeline(spec)) {
  const change = spec.leads[lead];
  const morph = leadMorphology(spec, lead);
  const d = spec.qrs;
  const sinusP = !['af', 'flutter', 'vt', 'vf', 'svt'].includes(spec.rhythm);
  const pScale = change.p === 'absent' ? 0 : change.p === 'flattened' ? 0.45 : 1;
  const pDur = Math.min(change.p === 'flattened' ? 0.12 : 0.1, spec.pr - 0.03);
  const pAmp = sinusP ? morph.pAmp * pScale : 0;
  const st = change.st / MM_PER_MV;

  // QRS components, as times after the QRS onset.
  const r = morph.rAmp;
  const s = morph.sAmp;
  let qDepth = 0;
  let qEnd = 0;
  if (change.q) {
    qDepth = change.q > 0 ? change.q / MM_PER_MV : Math.max(0.3, 0.35 * r);
    qEnd = Math.max(0.05, 0.45 * d);
  } else if (morph.septal) {
    qDepth = morph.septal;
    qEnd = 0.25 * d;
  }
  const rStart = qDepth ? qEnd * 0.55 : 0;
  const rEnd = s > 0.03 ? 0.7 * d : d;
  const rPeak = rStart + (rEnd - rStart) * 0.5;
  const sStart = r > 0.03 ? 0.45 * d : 0;
  const sPeak = sStart + (d - sStart) * 0.45;

  const vtAmp = LIMB_LEADS.includes(lead) ? 1.5 * limbProjection(spec.axis, lead) : VT_CHEST[lead];

  const complex = (t, beat) => {
    const x = t - beat.onset;
    if (x < -0.01 || x > 1.2) return 0;
    if (spec.rhythm === 'vt') {
      // Broad monophasic complex with a discordant T wave.
      const main = vtAmp * bump(x, d * 0.45, d * 0.45, d * 0.55);
      const tEnd = Math.min(d + 0.26, beat.rr * 0.97);
      const tPeak = d + (tEnd - d) * 0.45;
      return main - 0.4 * vtAmp * bump(x, tPeak, tPeak - d * 0.85, tEnd - tPeak);
    }
    let v = 0;
    if (qDepth) v -= qDepth * bump(x, qEnd * 0.5, qEnd * 0.5, qEnd * 0.5);
    if (d >= 0.12) {
      // A broad QRS: a slurred, notched R (conduction through the muscle, not the bundles).
      const span = rEnd - rStart;
      v += 0.9 * r * bump(x, rStart + span * 0.35, span * 0.35, span * 0.3);
      v += 0.9 * r * bump(x, rStart + span * 0.68, span * 0.3, span * 0.32);
    } else {
      v += r * bump(x, rPeak, rPeak - rStart, rEnd - rPeak);
    }
    v -= s * bump(x, sPeak, sPeak - sStart, d - sPeak);
    // QT from qt, or from qtc by Bazett at this beat's RR interval.
    const qt = spec.qt ?? spec.qtc * Math.sqrt(Math.min(beat.rr, 1.5));
    const qtEnd = Math.max(qt, d + 0.16);
    // After a broad QRS the T wave is discordant: opposite to the main QRS deflection.
    const tAmp =
      d >= 0.12 ? -Math.sign(r - s || 1) * Math.max(0.25, Math.abs(morph.tAmp)) : morph.tAmp;
    const tw = tWaveShape(change.t, tAmp, qtEnd, d);
    // A T-wave height asked for in mm (signed) replaces the shape's own.
    if (change.tHeight != null) tw.amp = change.tHeight;
    const tPeak = tw.start + tw.left;
    v += tw.amp * bump(x, tPeak, tw.left, tw.right);
    // The ST offset: reached at the J point, held, and returned to baseline across the T wave.
    // A T wave already under way at the J point is allowed for, so the J point sits at `st`.
    const plateau = st - tw.amp * bump(d, tPeak, tw.left, tw.right);
    if (plateau) v += plateau * ramp(x, d * 0.6, d) * (1 - ramp(x, tPeak, qtEnd));
    return v;
  };

  // Atrial activity that is not a P wave: fibrillation or flutter waves.
  const w = ATRIAL_WEIGHT[lead];
  let atrial = () => 0;
  if (spec.rhythm === 'af') {
    const rand = rng(spec.seed * 7919 + 17);
    const size = spec.amplitude === 'fine' ? 0.035 : 0.08;
    const waves = Array.from({ length: 5 }, () => ({
      f: 4.5 + 3 * rand(),
      phase: 2 * Math.PI * rand(),
      a: 0.5 + 0.5 * rand(),
    }));
    atrial = (t) =>
      (w *
        size *
        waves.reduce((sum, o) => sum + o.a * Math.sin(2 * Math.PI * o.f * t + o.phase), 0)) /
      2;
  } else if (spec.rhythm === 'flutter') {
    // Sawtooth: a slow downslope and a brisk return, negative in the inferior leads.
    const f = spec.atrialRate / 60;
    atrial = (t) => {
      const phase = ((((t + 1) * f) % 1) + 1) % 1;
      const saw = phase < 0.7 ? -phase / 0.7 : -1 + ramp(phase, 0.7, 1);
      return w * 0.25 * (saw + 0.5);
    };
  } else if (spec.rhythm === 'vf') {
    const rand = rng(spec.seed * 104729 + 3);
    const size = spec.amplitude === 'fine' ? 0.2 : 1.1;
    const make = () =>
      Array.from({ length: 6 }, () => ({
        f: 3.5 + 4 * rand(),
        phase: 2 * Math.PI * rand(),
        a: 0.4 + 0.6 * rand(),
      }));
    const a = make();
    const b = make();
    const env = { f: 0.25 + 0.2 * rand(), phase: 2 * Math.PI * rand() };
    const angle = LIMB_LEADS.includes(lead)
      ? (LEAD_ANGLE[lead] * Math.PI) / 180
      : (CHEST_LEADS.indexOf(lead) * Math.PI) / 5;
    const wa = Math.cos(angle);
    const wb = Math.sin(angle);
    const sum = (waves, t) =>
      waves.reduce((acc, o) => acc + o.a * Math.sin(2 * Math.PI * o.f * t + o.phase), 0) / 3;
    atrial = (t) =>
      size *
      (0.65 + 0.35 * Math.sin(2 * Math.PI * env.f * t + env.phase)) *
      (wa * sum(a, t) + wb * sum(b, t));
  } else if (spec.rhythm === 'asystole') {
    const phase = LEADS.indexOf(lead);
    atrial = (t) => 0.015 * Math.sin(2 * Math.PI * 0.3 * t + phase);
  }

  const aP = spec.rhythm === 'asystole' ? 0.15 * pScale * Math.sign(morph.pAmp || 1) : pAmp;
  return (t) => {
    let v = atrial(t);
    if (aP)
      for (const p of tl.pWaves) if (t > p - 0.01 && t < p + 0.2) v += pWave(t, p, aP, pDur, lead);
    for (const beat of tl.beats) v += complex(t, beat);
    return v;
  };
}

// ---------------------------------------------------------------------------------------------
// Drawing.

const round = (n) => Math.round(n * 100) / 100;
const fmt = (n) => {
  const s = String(round(n));
  return s === '-0' ? '0' : s;
};

// Ramer–Douglas–Peucker: keeps the points that matter within `eps` mm, so flat stretches cost
// one segment and the file stays small.
function simplify(points, eps) {
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i += 1) {
      const dist = Math.abs(dy * (points[i][0] - ax) - dx * (points[i][1] - ay)) / len;
      if (dist > worst) {
        worst = dist;
        at = i;
      }
    }
    if (worst > eps) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** An SVG path (absolute move, then relative lines) for `signal` from t0 to t1 at (x0, y0). */
function tracePath(signal, t0, t1, x0, y0) {
  const points = [];
  const n = Math.round((t1 - t0) / SAMPLE_S);
  for (let i = 0; i <= n; i += 1) {
    const t = t0 + i * SAMPLE_S;
    points.push([round(x0 + (t - t0) * MM_PER_S), round(y0 - signal(t) * MM_PER_MV)]);
  }
  const kept = simplify(points, 0.03);
  let d = `M${fmt(kept[0][0])} ${fmt(kept[0][1])}`;
  for (let i = 1; i < kept.length; i += 1) {
    d += `l${fmt(kept[i][0] - kept[i - 1][0])} ${fmt(kept[i][1] - kept[i - 1][1])}`;
  }
  return d.replace(/ -/g, '-');
}

// The 10 mm (1 mV) by 5 mm (0.2 s) calibration pulse, ending at x = 15 on the baseline y.
const calibration = (y) => `M6 ${y}h2v-10h5v10h2`;

/** The whole SVG for a spec (already parsed from JSON). */
export function renderEcg(input) {
  const spec = normaliseSpec(input);
  const tl = timeline(spec);
  const x0 = 15;
  // A second heading line (patient, time recorded) pushes the paper down by 5 mm.
  const top = spec.patient || spec.recorded ? 5 : 0;
  const rows = [];
  let width;
  let height;
  if (spec.layout === '12-lead') {
    const grid = [
      ['I', 'aVR', 'V1', 'V4'],
      ['II', 'aVL', 'V2', 'V5'],
      ['III', 'aVF', 'V3', 'V6'],
    ];
    width = x0 + 250 + 5;
    height = 190 + top;
    grid.forEach((row, i) => {
      const y = top + 40 + 40 * i;
      rows.push({
        y,
        segments: row.map((lead, col) => ({ lead, t0: col * 2.5, t1: (col + 1) * 2.5 })),
      });
    });
    rows.push({ y: top + 165, segments: [{ lead: 'II', t0: 0, t1: 10, rhythm: true }] });
  } else {
    width = x0 + spec.duration * MM_PER_S + 5;
    height = 60 + top;
    rows.push({
      y: top + 40,
      segments: [{ lead: spec.lead, t0: 0, t1: spec.duration, rhythm: true }],
    });
  }

  const signals = {};
  const traces = [];
  const labels = [];
  const marks = [];
  for (const row of rows) {
    marks.push(calibration(row.y));
    for (const seg of row.segments) {
      signals[seg.lead] ??= leadSignal(spec, seg.lead, tl);
      const x = x0 + seg.t0 * MM_PER_S;
      const d = tracePath(signals[seg.lead], seg.t0, seg.t1, x, row.y);
      const strip = seg.rhythm && spec.layout === '12-lead' ? ' data-strip="rhythm"' : '';
      traces.push(`<path data-lead="${seg.lead}"${strip} d="${d}"/>`);
      if (seg.t0 > 0) marks.push(`M${fmt(x)} ${row.y - 3}v6`);
      if (spec.leadLabels) {
        labels.push(`<text x="${fmt(x + 1.5)}" y="${row.y - 13}">${seg.lead}</text>`);
      }
    }
  }

  const gridTop = 10 + top;
  const gridHeight = height - gridTop;
  let major = '';
  for (let x = 0; x <= width; x += 5) major += `M${x} ${gridTop}v${gridHeight}`;
  for (let y = gridTop; y <= height; y += 5) major += `M0 ${y}h${width}`;

  const speed = spec.speedLabel
    ? `<text x="${width - 2}" y="7" text-anchor="end" font-size="3.2">25 mm/s · 10 mm/mV</text>`
    : '';
  const desc = spec.description ? `<desc>${escapeXml(spec.description)}</desc>` : '';
  const second = top
    ? `<text x="2" y="12" font-size="3.2">${escapeXml(spec.patient ?? '')}</text>` +
      `<text x="${width - 2}" y="12" text-anchor="end" font-size="3.2">${escapeXml(spec.recorded ?? '')}</text>`
    : '';
  // Ids unique to this tracing, so that two ECGs inlined in one page do not share them.
  const id = `ecg-${hash(JSON.stringify(input))}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${id}-title" ` +
    `viewBox="0 0 ${width} ${height}" width="${width}mm" height="${height}mm" ` +
    `preserveAspectRatio="xMidYMid meet" font-family="Arial, sans-serif">` +
    `<title id="${id}-title">${escapeXml(spec.title)}</title>${desc}` +
    `<defs><pattern id="${id}-minor" width="5" height="5" patternUnits="userSpaceOnUse" y="${gridTop}">` +
    `<path d="M1 0v5M2 0v5M3 0v5M4 0v5M0 1h5M0 2h5M0 3h5M0 4h5" stroke="#f6c4c4" stroke-width="0.1"/>` +
    `</pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<rect y="${gridTop}" width="${width}" height="${gridHeight}" fill="url(#${id}-minor)"/>` +
    `<path d="${major}" stroke="#e58a8a" stroke-width="0.25" fill="none"/>` +
    `<text x="2" y="7" font-size="3.6" font-weight="bold">${escapeXml(spec.title)}</text>${speed}${second}` +
    `<g fill="none" stroke="#111" stroke-width="0.35" stroke-linejoin="round" stroke-linecap="round">` +
    `<path d="${marks.join('')}"/>${traces.join('')}</g>` +
    `<g font-size="4" fill="#111" stroke="#fff" stroke-width="0.8" paint-order="stroke">${labels.join('')}</g>` +
    `</svg>\n`
  );
}

runCli(import.meta.url, 'ecg.mjs', renderEcg);
