// Draws a stylised but anatomically faithful PA chest radiograph as a self-contained SVG from a
// JSON list of findings. Usage and the spec: scripts/artefacts/README.md.
//
//   node scripts/artefacts/cxr.mjs <spec.json> <out.svg>
//
// A radiograph shows density as brightness: air is black, soft tissue and fluid grey-white, bone
// white. The film is drawn as the viewer sees it: the patient's right on the left of the image.
// One unit is about one millimetre of a 36 × 44 cm film. A finding is drawn with the density it
// has, so the silhouette signs follow from the drawing: an opacity that touches a border of the
// same density hides it, one that does not leaves it sharp.
import { escapeXml, hash, runCli } from './svg-common.mjs';

const W = 360;
const H = 440;
const MID = 180;

const LOBES = ['rul', 'rml', 'rll', 'lul', 'lll'];
const COLLAPSES = ['rul', 'rml', 'rll', 'lul', 'lll'];
const SIZES = { effusion: ['small', 'moderate', 'large'], pneumothorax: ['small', 'large'] };
const SPEC_KEYS = ['title', 'description', 'patient', 'projection', 'findings', 'seed'];
const FINDING_KEYS = {
  consolidation: ['type', 'lobe', 'air_bronchograms'],
  effusion: ['type', 'side', 'size'],
  pneumothorax: ['type', 'side', 'size'],
  collapse: ['type', 'lobe'],
  cardiomegaly: ['type', 'ctr'],
};

// Densities (grey levels): what each tissue looks like on the film.
const TONE = {
  air: '#060606',
  lung: '#1d1d1d',
  lungBase: '#2c2c2c',
  soft: '#7c7c7c',
  abdomen: '#b0b0b0',
  heart: '#c2c2c2',
  fluid: '#a9a9a9',
  bone: '#e6e6e6',
};

// The lungs, hila and thoracic width (inner rib margins, for the cardiothoracic ratio).
const RIGHT_LUNG =
  'M171 70C150 46 110 44 88 80C72 105 60 150 57 210C55 260 54 300 56 338' +
  'C72 306 104 284 128 286C146 288 162 300 176 318L176 70Z';
const LEFT_LUNG =
  'M189 70C210 46 250 44 272 80C288 105 300 150 303 210C305 260 306 305 304 348' +
  'C288 318 258 300 232 302C214 304 198 312 184 324L184 70Z';
// Each hemithorax: the lung with the space below its dome, so that fluid or consolidation that
// reaches the diaphragm merges with the abdomen below instead of leaving an edge along the dome.
const RIGHT_HEMI =
  'M171 70C150 46 110 44 88 80C72 105 60 150 57 210C55 260 54 300 56 338L56 400L176 400L176 70Z';
const LEFT_HEMI =
  'M189 70C210 46 250 44 272 80C288 105 300 150 303 210C305 260 306 305 304 348L304 400L184 400L184 70Z';
const HILUM = { right: [152, 192], left: [212, 182] };
const THORAX = [56, 304];

function fail(message) {
  throw new Error(`CXR spec: ${message}`);
}

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

const f1 = (n) => {
  const s = String(Math.round(n * 10) / 10);
  return s === '-0' ? '0' : s;
};

/** Checks a spec; returns it with defaults. */
export function normaliseSpec(input) {
  if (!input || typeof input !== 'object') fail('expected a JSON object');
  for (const key of Object.keys(input))
    if (!SPEC_KEYS.includes(key)) fail(`unknown field "${key}"`);
  if (typeof input.title !== 'string' || !input.title.trim()) fail('"title" is required');
  const findings = input.findings ?? [];
  if (!Array.isArray(findings)) fail('"findings" is a list');
  for (const [i, f] of findings.entries()) {
    const keys = FINDING_KEYS[f?.type];
    if (!keys) fail(`findings[${i}]: type is one of ${Object.keys(FINDING_KEYS).join(', ')}`);
    for (const key of Object.keys(f)) {
      if (!keys.includes(key)) fail(`findings[${i}] (${f.type}): unknown field "${key}"`);
    }
    if (f.type === 'consolidation' && !LOBES.includes(f.lobe)) {
      fail(`findings[${i}]: lobe is one of ${LOBES.join(', ')}`);
    }
    if (f.type === 'collapse' && !COLLAPSES.includes(f.lobe)) {
      fail(`findings[${i}]: lobe is one of ${COLLAPSES.join(', ')}`);
    }
    if (f.type === 'effusion' || f.type === 'pneumothorax') {
      if (f.side !== 'right' && f.side !== 'left') fail(`findings[${i}]: side is right or left`);
      const size = f.size ?? 'small';
      if (!SIZES[f.type].includes(size)) {
        fail(`findings[${i}]: size is one of ${SIZES[f.type].join(', ')}`);
      }
    }
    if (f.type === 'cardiomegaly' && f.ctr != null && !(f.ctr > 0.5 && f.ctr <= 0.75)) {
      fail(`findings[${i}]: ctr is above 0.5 and at most 0.75`);
    }
  }
  return {
    title: input.title.trim(),
    description: input.description,
    patient: input.patient,
    projection: input.projection ?? 'PA',
    seed: input.seed ?? 1,
    findings: findings.map((f) =>
      f.type === 'effusion' || f.type === 'pneumothorax' ? { ...f, size: f.size ?? 'small' } : f,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Anatomy.

/** Branching pulmonary vessels from a hilum, grouped by width so each width is one path. */
function vessels(side, r) {
  const [hx, hy] = HILUM[side];
  const out = -1 * (side === 'right' ? 1 : -1); // towards the lateral chest wall: -x on the right
  const byWidth = new Map();
  const grow = (x, y, angle, length, width, depth) => {
    const x2 = x + Math.cos(angle) * length;
    const y2 = y + Math.sin(angle) * length;
    const bend = (r() - 0.5) * 0.4;
    const cx = x + Math.cos(angle + bend) * length * 0.5;
    const cy = y + Math.sin(angle + bend) * length * 0.5;
    const w = Math.round(width * 10) / 10;
    byWidth.set(
      w,
      (byWidth.get(w) ?? '') + `M${f1(x)} ${f1(y)}Q${f1(cx)} ${f1(cy)} ${f1(x2)} ${f1(y2)}`,
    );
    if (depth === 0) return;
    const spread = 0.3 + r() * 0.2;
    grow(x2, y2, angle - spread, length * (0.66 + r() * 0.1), width * 0.62, depth - 1);
    grow(x2, y2, angle + spread, length * (0.66 + r() * 0.1), width * 0.62, depth - 1);
  };
  // Upper-lobe vessels run up and out, lower-lobe vessels (larger: more blood at the bases) down.
  const roots = [
    [-1.35, 30, 2.4],
    [-0.75, 32, 2.6],
    [-0.1, 30, 2.8],
    [0.55, 36, 3.4],
    [1.05, 38, 3.6],
  ];
  for (const [a, length, width] of roots) {
    const angle = out > 0 ? a : Math.PI - a;
    grow(hx, hy, angle + (r() - 0.5) * 0.15, length, width, 3);
  }
  return [...byWidth.entries()].sort((a, b) => b[0] - a[0]);
}

/** Posterior ribs (ten each side) and the fainter anterior ribs, as one path per side. */
function ribs() {
  let posterior = '';
  let anterior = '';
  for (let i = 0; i < 10; i += 1) {
    const y = 66 + i * 23.5;
    const drop = 18 + i * 2.2;
    // From the transverse process by the spine, up and out, then down the lateral wall.
    posterior += `M172 ${f1(y)}C150 ${f1(y - 16)} 90 ${f1(y - 14)} ${f1(60 - i * 0.4)} ${f1(y + drop)}`;
  }
  for (let i = 0; i < 6; i += 1) {
    const y = 86 + i * 34;
    // Anterior ribs run down and in from the lateral wall to the costal cartilages (not seen).
    anterior += `M58 ${f1(y)}C80 ${f1(y - 4)} 112 ${f1(y + 10)} 140 ${f1(y + 34)}`;
  }
  return { posterior, anterior };
}

const mirror = (d) => `<g transform="translate(${2 * MID} 0) scale(-1 1)">${d}</g>`;

/** The heart, scaled across for a cardiothoracic ratio, and the upper mediastinum. */
function heartPath(ctr) {
  // Normal: right heart border at x 146, apex at x 266 (width 120 of 248: ratio 0.48).
  const normalWidth = 120;
  const width = ctr ? ctr * (THORAX[1] - THORAX[0]) : normalWidth;
  const k = width / normalWidth;
  const cx = 146 + normalWidth * 0.32;
  const d =
    'M160 150L160 186C156 200 148 222 146 250C145 272 150 290 158 304L162 360L252 360L254 304' +
    'C262 290 266 262 256 236C246 210 230 192 216 180C213 172 212 160 210 150Z';
  // Widened across from the base up: the great vessels at the top keep their place.
  const scaled = d.replace(/(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)/g, (_, x, y) => {
    const t = Math.min(1, Math.max(0, (Number(y) - 160) / 60));
    return `${f1(cx + (Number(x) - cx) * (1 + (k - 1) * t))} ${y}`;
  });
  return { d: scaled, k };
}
const MEDIASTINUM =
  'M158 0L158 100C159 120 160 140 160 160L210 160C214 148 220 124 212 104C204 92 200 80 200 60L202 0Z';

// ---------------------------------------------------------------------------------------------
// Findings.

/** Region of a lobe on a PA film, to be clipped to its lung. */
const LOBE_REGION = {
  // Above the horizontal fissure (at the 4th anterior rib, about y 200 here).
  rul: 'M40 30L176 30L176 196C150 200 110 196 56 190L40 190Z',
  // Below the fissure, against the right heart border (which it hides).
  rml: 'M176 196C150 200 110 196 70 192C80 230 110 268 150 300L176 310Z',
  // The lower zone, behind the dome and lateral to the heart, leaving the heart border clear.
  rll: 'M52 212C70 204 98 208 116 220C126 228 132 242 134 260L132 300L130 360L40 360Z',
  // The upper and middle zones on the left, including the lingula against the heart border.
  lul: 'M184 30L320 30L320 228C290 238 260 250 236 262L196 230L184 200Z',
  lll: 'M320 236C296 240 270 250 252 262C244 272 240 290 238 300L240 370L320 370Z',
};

function consolidation(f, id) {
  const side = f.lobe.startsWith('r') ? 'right' : 'left';
  const region = LOBE_REGION[f.lobe];
  // The dependent part of a lower-lobe pneumonia is solid, so the hemidiaphragm is lost.
  const solid =
    f.lobe === 'rll'
      ? '<path d="M50 262C80 252 108 256 128 266C136 272 142 282 146 296L146 380L40 380Z"/>'
      : f.lobe === 'lll'
        ? '<path d="M320 276C290 268 262 270 244 282L244 380L320 380Z"/>'
        : '';
  let bronchi = '';
  if (f.air_bronchograms) {
    const trees = {
      rll: 'M138 236C126 248 112 262 98 284M122 252C112 256 98 258 84 262M116 262C114 276 112 290 110 306M104 276C94 286 84 292 72 296M128 246C130 262 128 280 126 300',
      rml: 'M150 206C140 226 132 244 124 262M140 224C130 232 118 236 104 238M132 244C138 256 144 268 150 282',
      rul: 'M160 120C140 110 120 104 98 104M136 110C128 96 122 84 118 72M146 116C132 128 118 140 100 152',
      lul: 'M206 150C224 136 244 126 266 122M232 132C240 116 246 102 250 88M222 142C236 156 250 170 266 182',
      lll: 'M224 238C240 252 256 266 270 288M246 258C258 260 272 262 288 268M254 266C256 282 258 296 260 312',
    };
    bronchi = `<path d="${trees[f.lobe]}" stroke="#3a3a3a" stroke-width="2.6" fill="none" stroke-linecap="round" filter="url(#${id}-blur)" opacity="0.9"/>`;
  }
  return (
    `<g clip-path="url(#${id}-${side})">` +
    `<path d="${region}" fill="${TONE.fluid}" fill-opacity="0.92" filter="url(#${id}-patchy)"/></g>` +
    (solid
      ? `<g clip-path="url(#${id}-${side}-hemi)"><g fill="${TONE.abdomen}" filter="url(#${id}-soft)">${solid}</g></g>`
      : '') +
    `<g clip-path="url(#${id}-${side})">` +
    (bronchi ? `<g clip-path="url(#${id}-lobe-${f.lobe})">${bronchi}</g>` : '') +
    `</g>`
  );
}

function effusion(f, id) {
  // The fluid's upper edge: a meniscus, higher against the lateral chest wall.
  const top = { small: 316, moderate: 250, large: 150 }[f.size];
  const rise = { small: 16, moderate: 30, large: 36 }[f.size];
  const d = `M40 ${top - rise}C48 ${top - 2} 80 ${top + 6} 180 ${top + 8}L180 400L40 400Z`;
  const body = f.side === 'right' ? `<path d="${d}"/>` : mirror(`<path d="${d}"/>`);
  return (
    `<g clip-path="url(#${id}-${f.side}-hemi)" fill="${TONE.abdomen}">` +
    `<g filter="url(#${id}-edge)">${body}</g></g>`
  );
}

function collapse(f, id) {
  const shapes = {
    // A dense triangle at the apex under an elevated, upwardly concave fissure.
    rul: 'M176 60L176 168C150 150 110 128 70 100C80 74 110 52 150 52Z',
    // A thin band hiding the right heart border.
    rml: 'M176 210C160 232 150 260 148 300L176 312Z',
    // A triangle at the medial base, hiding the medial hemidiaphragm.
    rll: 'M170 200C150 240 126 290 110 300L170 320Z',
    // A veil over the upper and middle zones, densest at the hilum, hiding the heart border.
    lul: 'M184 60L300 90L304 240L250 262L184 240Z',
    // The sail sign: a triangle behind the heart with a sharp lateral edge.
    lll: 'M186 176L212 190C226 230 244 280 262 326L186 330Z',
  };
  const side = f.lobe.startsWith('r') ? 'right' : 'left';
  const opacity = f.lobe === 'lul' ? 0.55 : 0.9;
  // Behind the heart a collapsed lower lobe adds its density to the heart's.
  const fill = f.lobe === 'lll' ? `url(#${id}-retrocardiac)` : TONE.fluid;
  const clip = ` clip-path="url(#${id}-${side})"`;
  return (
    `<g${clip}><path d="${shapes[f.lobe]}" fill="${fill}" fill-opacity="${f.lobe === 'lll' ? 1 : opacity}"` +
    ` filter="url(#${id}-${f.lobe === 'lul' ? 'haze' : 'edge'})"/></g>`
  );
}

// ---------------------------------------------------------------------------------------------

/** The whole SVG for a spec (already parsed from JSON). */
export function renderCxr(input) {
  const spec = normaliseSpec(input);
  const r = rng(spec.seed);
  const id = `cxr-${hash(JSON.stringify(input))}`;
  const has = (type, pred = () => true) => spec.findings.filter((f) => f.type === type && pred(f));
  const cardio = has('cardiomegaly')[0];
  const heart = heartPath(cardio ? (cardio.ctr ?? 0.6) : null);
  const pneumo = {
    right: has('pneumothorax', (f) => f.side === 'right')[0],
    left: has('pneumothorax', (f) => f.side === 'left')[0],
  };
  const collapses = has('collapse').map((f) => f.lobe);
  // A collapsed upper lobe pulls the trachea towards it.
  const tracheaShift = collapses.includes('rul') ? -7 : collapses.includes('lul') ? 5 : 0;

  // The lung as it is, and the part of it still inflated (smaller when there is a pneumothorax:
  // drawn towards the hilum and the base, leaving a rim of air without markings).
  const inflated = (side) => {
    const p = pneumo[side];
    if (!p) return '';
    const k = p.size === 'large' ? 0.62 : 0.88;
    const [ax, ay] = side === 'right' ? [160, 320] : [200, 330];
    return `translate(${f1(ax * (1 - k))} ${f1(ay * (1 - k))}) scale(${k})`;
  };
  const lungPath = { right: RIGHT_LUNG, left: LEFT_LUNG };

  const defs = [];
  defs.push(
    `<clipPath id="${id}-right"><path d="${RIGHT_LUNG}"/></clipPath>`,
    `<clipPath id="${id}-left"><path d="${LEFT_LUNG}"/></clipPath>`,
    `<clipPath id="${id}-body"><path d="${BODY}"/></clipPath>`,
    `<clipPath id="${id}-right-hemi"><path d="${RIGHT_HEMI}"/></clipPath>`,
    `<clipPath id="${id}-left-hemi"><path d="${LEFT_HEMI}"/></clipPath>`,
    `<linearGradient id="${id}-retrocardiac" gradientUnits="userSpaceOnUse" x1="190" y1="0" x2="236" y2="0"><stop offset="0" stop-color="#e8e8e8" stop-opacity="0"/><stop offset="1" stop-color="#e8e8e8" stop-opacity="0.45"/></linearGradient>`,
  );
  for (const side of ['right', 'left']) {
    defs.push(
      `<clipPath id="${id}-vessels-${side}"><path d="${lungPath[side]}" transform="${inflated(side) || 'translate(0 0)'}"/></clipPath>`,
    );
  }
  for (const f of has('consolidation')) {
    defs.push(`<clipPath id="${id}-lobe-${f.lobe}"><path d="${LOBE_REGION[f.lobe]}"/></clipPath>`);
  }
  defs.push(
    `<linearGradient id="${id}-lung" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${TONE.lung}"/><stop offset="0.55" stop-color="#181818"/><stop offset="1" stop-color="${TONE.lungBase}"/></linearGradient>`,
    `<linearGradient id="${id}-body-tone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6a6a6a"/><stop offset="0.6" stop-color="${TONE.soft}"/><stop offset="0.75" stop-color="${TONE.abdomen}"/></linearGradient>`,
    `<linearGradient id="${id}-heart-tone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c0c0c0"/><stop offset="0.55" stop-color="#c4c4c4"/><stop offset="0.78" stop-color="${TONE.abdomen}"/></linearGradient>`,
    `<filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2"/></filter>`,
    `<filter id="${id}-edge" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.2"/></filter>`,
    `<filter id="${id}-haze" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>`,
    `<filter id="${id}-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="0.7"/></filter>`,
    // Airspace shadowing: the region's density broken up by noise, with soft, fluffy edges.
    `<filter id="${id}-patchy" x="-10%" y="-10%" width="120%" height="120%">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="3" seed="${spec.seed}" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 3.6 0 0 0 -0.5" result="a"/>` +
      `<feComposite in="SourceGraphic" in2="a" operator="in" result="p"/>` +
      `<feGaussianBlur in="p" stdDeviation="2.2" result="b"/>` +
      `<feMerge><feMergeNode in="b"/><feMergeNode in="b"/></feMerge></filter>`,
  );

  const layers = [];
  // The body: soft tissue of the chest wall, shoulders and neck; the abdomen below.
  layers.push(`<path d="${BODY}" fill="url(#${id}-body-tone)"/>`);
  // Humeral heads and the scapulae, faint at the edges of the film.
  layers.push(
    `<g fill="none" stroke="${TONE.bone}" stroke-opacity="0.35" stroke-width="5">` +
      `<path d="M0 56C22 42 46 48 50 70C52 88 36 100 0 102Z" fill="${TONE.bone}" fill-opacity="0.18" stroke="none"/>` +
      mirror(
        `<path d="M0 56C22 42 46 48 50 70C52 88 36 100 0 102Z" fill="${TONE.bone}" fill-opacity="0.18" stroke="none"/>`,
      ) +
      `<path d="M58 78C72 120 70 170 60 206" stroke-width="2.5" stroke-opacity="0.25"/>` +
      mirror(`<path d="M58 78C72 120 70 170 60 206" stroke-width="2.5" stroke-opacity="0.25"/>`) +
      `</g>`,
  );
  // The lungs (air), then the part still inflated with its markings.
  for (const side of ['right', 'left']) {
    const p = pneumo[side];
    layers.push(`<path d="${lungPath[side]}" fill="${p ? TONE.air : `url(#${id}-lung)`}"/>`);
    if (p) {
      layers.push(
        `<path d="${lungPath[side]}" transform="${inflated(side)}" fill="url(#${id}-lung)"/>`,
        // The visceral pleural edge: a thin white line with no lung markings beyond it.
        `<g clip-path="url(#${id}-${side})"><path d="${lungPath[side]}" transform="${inflated(side)}" fill="none" stroke="#bdbdbd" stroke-width="0.9"/></g>`,
      );
    }
    const tree = vessels(side, r)
      .map(([w, d]) => `<path d="${d}" stroke-width="${w}"/>`)
      .join('');
    layers.push(
      `<g clip-path="url(#${id}-vessels-${side})"><g fill="none" stroke="#8c8c8c" stroke-opacity="0.5" stroke-linecap="round" filter="url(#${id}-blur)">${tree}</g></g>`,
    );
  }
  // Airspace and pleural findings, under the heart so its borders stay where they are.
  const findings = [];
  for (const f of spec.findings) {
    if (f.type === 'consolidation') findings.push(consolidation(f, id));
    if (f.type === 'effusion') findings.push(effusion(f, id));
    if (f.type === 'collapse' && f.lobe !== 'lll') findings.push(collapse(f, id));
  }
  layers.push(...findings);
  // Mediastinum and heart; the thoracic spine faintly through them; the trachea and bronchi.
  layers.push(
    `<path d="${MEDIASTINUM}" fill="#b8b8b8"/>`,
    `<path d="${heart.d}" fill="url(#${id}-heart-tone)"/>`,
  );
  let spine = '';
  // Vertebral bodies, faint through the mediastinum and the upper abdomen.
  for (let y = 4; y < 420; y += 23.5) spine += `M${MID - 11} ${f1(y)}h22v19h-22Z`;
  layers.push(`<path d="${spine}" fill="#fff" fill-opacity="0.05"/>`);
  layers.push(
    `<path d="M${176 + tracheaShift} 0L${177 + tracheaShift} 90C177 120 176 140 175 150L163 178L167 181L180 158L194 180L198 176L185 150C184 140 183 120 ${183 + tracheaShift} 90L${184 + tracheaShift} 0Z" fill="#333" fill-opacity="0.6" filter="url(#${id}-blur)"/>`,
  );
  // Lobar collapse behind the heart shows through it.
  for (const f of spec.findings) {
    if (f.type === 'collapse' && f.lobe === 'lll') layers.push(collapse(f, id));
  }
  // Ribs over everything within the chest, clavicles on top.
  const rib = ribs();
  const ribGroup = `<path d="${rib.posterior}" stroke-width="6.5"/><path d="${rib.anterior}" stroke-width="5" stroke-opacity="0.07"/>`;
  layers.push(
    `<g clip-path="url(#${id}-body)" fill="none" stroke="${TONE.bone}" stroke-opacity="0.13" stroke-linecap="round">${ribGroup}${mirror(ribGroup)}</g>`,
  );
  const clavicle = 'M166 92C150 84 130 80 112 76C96 72 82 62 66 60';
  layers.push(
    `<g fill="none" stroke="${TONE.bone}" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round"><path d="${clavicle}"/>${mirror(`<path d="${clavicle}"/>`)}</g>`,
  );
  // The gastric bubble under the left hemidiaphragm.
  layers.push(
    `<ellipse cx="262" cy="330" rx="17" ry="9" fill="#2a2a2a" filter="url(#${id}-soft)"/>`,
  );

  const labels =
    `<g fill="#f2f2f2" font-size="14" font-weight="bold">` +
    `<rect x="10" y="10" width="22" height="22" fill="none" stroke="#f2f2f2" stroke-width="1.2"/>` +
    `<text x="21" y="26.5" text-anchor="middle">R</text>` +
    `<text x="${W - 12}" y="26" text-anchor="end" font-size="11">${escapeXml(spec.projection)}</text>` +
    (spec.patient
      ? `<text x="${W - 12}" y="${H - 12}" text-anchor="end" font-size="9" font-weight="normal">${escapeXml(spec.patient)}</text>`
      : '') +
    `</g>`;
  const desc = spec.description ? `<desc>${escapeXml(spec.description)}</desc>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${id}-title" ` +
    `viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Arial, sans-serif">` +
    `<title id="${id}-title">${escapeXml(spec.title)}</title>${desc}` +
    `<defs>${defs.join('')}</defs>` +
    `<rect width="${W}" height="${H}" fill="${TONE.air}"/>` +
    layers.join('') +
    labels +
    `</svg>\n`
  );
}

// The outline of the patient on the film: neck, shoulders, chest wall, upper abdomen.
const BODY =
  'M150 0L210 0C212 20 220 34 250 42C290 50 330 52 360 62L360 440L0 440L0 62' +
  'C30 52 70 50 110 42C140 34 148 20 150 0Z';

runCli(import.meta.url, 'cxr.mjs', renderCxr);
