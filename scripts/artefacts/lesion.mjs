// Draws a close-up "photograph" of a pigmented skin lesion beside a millimetre ruler, as a
// self-contained SVG, from a JSON spec. Usage and the spec: scripts/artefacts/README.md.
//
//   node scripts/artefacts/lesion.mjs <spec.json> <out.svg>
//
// Ten units are one millimetre of skin, so the ruler measures the lesion as drawn.
import { escapeXml, hash, runCli } from './svg-common.mjs';

const MM = 10;
const SPEC_KEYS = [
  'title',
  'description',
  'field_mm',
  'skin',
  'freckles',
  'lesion',
  'moles',
  'seed',
];
const LESION_KEYS = ['width_mm', 'height_mm', 'border', 'colours', 'nodule_mm', 'crust', 'rotate'];
const COLOURS = {
  light_brown: '#a87a52',
  brown: '#7a4b2c',
  dark_brown: '#4e2c1a',
  black: '#1c120e',
  blue_grey: '#66778a',
  pink: '#c98478',
};
const SKIN = { pale: ['#f3d9c9', '#e8c3ae'], fair: ['#ecc9ae', '#dcae8e'] };

function fail(message) {
  throw new Error(`Lesion spec: ${message}`);
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
  const lesion = input.lesion ?? {};
  for (const key of Object.keys(lesion)) {
    if (!LESION_KEYS.includes(key)) fail(`lesion: unknown field "${key}"`);
  }
  const colours = lesion.colours ?? ['brown'];
  for (const c of colours) {
    if (!COLOURS[c])
      fail(`lesion.colours: "${c}" is not one of ${Object.keys(COLOURS).join(', ')}`);
  }
  const border = lesion.border ?? 'regular';
  if (!['regular', 'irregular'].includes(border)) fail('lesion.border is regular or irregular');
  const skin = input.skin ?? 'pale';
  if (!SKIN[skin]) fail(`skin is one of ${Object.keys(SKIN).join(', ')}`);
  const field = input.field_mm ?? [50, 36];
  const width = lesion.width_mm ?? 6;
  const height = lesion.height_mm ?? width;
  if (!(width >= 1 && width <= field[0] * 0.6 && height >= 1 && height <= field[1] * 0.6)) {
    fail('lesion size must fit within 60% of the field');
  }
  for (const [i, m] of (input.moles ?? []).entries()) {
    if (!(m.x_mm >= 0 && m.x_mm <= field[0] && m.y_mm >= 0 && m.y_mm <= field[1] && m.d_mm > 0)) {
      fail(`moles[${i}]: x_mm, y_mm inside the field and d_mm above 0`);
    }
  }
  return {
    title: input.title.trim(),
    description: input.description,
    field,
    skin,
    freckles: input.freckles ?? 0,
    seed: input.seed ?? 1,
    moles: input.moles ?? [],
    lesion: {
      width,
      height,
      border,
      colours,
      nodule: lesion.nodule_mm ?? 0,
      crust: lesion.crust ?? false,
      rotate: lesion.rotate ?? 0,
    },
  };
}

/** A closed smooth outline through points (Catmull-Rom as cubic Béziers). */
function smoothClosed(points) {
  const n = points.length;
  let d = `M${f1(points[0][0])} ${f1(points[0][1])}`;
  for (let i = 0; i < n; i += 1) {
    const p0 = points[(i - 1 + n) % n];
    const p1 = points[i];
    const p2 = points[(i + 1) % n];
    const p3 = points[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return `${d}Z`;
}

/** The lesion's outline: an ellipse of the asked size, made asymmetrical, lobulated and notched
 * when the border is irregular. Returns the path and its points. */
function outline(cx, cy, rx, ry, irregular, r) {
  const n = 40;
  const harmonics = irregular
    ? [
        [2, 0.1 + r() * 0.05, r() * 6.28],
        [3, 0.08 + r() * 0.04, r() * 6.28],
        [5, 0.05, r() * 6.28],
        [9, 0.025, r() * 6.28],
      ]
    : [[2, 0.02, r() * 6.28]];
  const notches = irregular ? [0.9 + r() * 0.3, 2.6 + r() * 0.4, 4.4 + r() * 0.5] : [];
  const raw = [];
  for (let i = 0; i < n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    let k = 1;
    for (const [h, amp, ph] of harmonics) k += amp * Math.cos(h * a + ph);
    for (const na of notches) {
      const dist = Math.atan2(Math.sin(a - na), Math.cos(a - na));
      k -= 0.16 * Math.exp(-((dist / 0.12) ** 2));
    }
    raw.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k]);
  }
  // Scale back to the asked extent, so the ruler reads the size in the spec.
  const xs = raw.map((p) => p[0]);
  const ys = raw.map((p) => p[1]);
  const sx = (2 * rx) / (Math.max(...xs) - Math.min(...xs));
  const sy = (2 * ry) / (Math.max(...ys) - Math.min(...ys));
  const ox = (Math.max(...xs) + Math.min(...xs)) / 2;
  const oy = (Math.max(...ys) + Math.min(...ys)) / 2;
  const points = raw.map(([x, y]) => [cx + (x - ox) * sx, cy + (y - oy) * sy]);
  return { d: smoothClosed(points), points };
}

/** The whole SVG for a spec (already parsed from JSON). */
export function renderLesion(input) {
  const spec = normaliseSpec(input);
  const r = rng(spec.seed);
  const id = `lesion-${hash(JSON.stringify(input))}`;
  const W = spec.field[0] * MM;
  const H = spec.field[1] * MM;
  const L = spec.lesion;
  const cx = W * 0.46;
  const cy = H * 0.42;
  const rx = (L.width * MM) / 2;
  const ry = (L.height * MM) / 2;
  const shape = outline(0, 0, rx, ry, L.border === 'irregular', r);
  const [skinLight, skinShade] = SKIN[spec.skin];

  const defs = [
    `<radialGradient id="${id}-light" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${skinLight}"/><stop offset="1" stop-color="${skinShade}"/></radialGradient>`,
    // Skin texture: fine, low-contrast mottling.
    `<filter id="${id}-texture" x="0" y="0" width="100%" height="100%">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="3" seed="${spec.seed}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.55 0 0 0 0 0.35 0 0 0 0 0.3 0.35 0 0 0 -0.08"/>` +
      `<feComposite in2="SourceGraphic" operator="in"/></filter>`,
    `<filter id="${id}-blur1" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="1.2"/></filter>`,
    `<filter id="${id}-blur3" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="3.5"/></filter>`,
    `<filter id="${id}-blur5" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>`,
    // A pigment network: a fine irregular mesh inside the lesion.
    `<filter id="${id}-network" x="0" y="0" width="100%" height="100%">` +
      `<feTurbulence type="turbulence" baseFrequency="0.22" numOctaves="2" seed="${spec.seed + 7}"/>` +
      `<feColorMatrix type="matrix" values="0 0 0 0 0.14 0 0 0 0 0.08 0 0 0 0 0.05 -1.6 0 0 0 0.4"/>` +
      `<feComposite in2="SourceGraphic" operator="in"/></filter>`,
    `<clipPath id="${id}-shape"><path d="${shape.d}"/></clipPath>`,
    `<radialGradient id="${id}-nodule" cx="0.4" cy="0.36" r="0.65"><stop offset="0" stop-color="#94604f"/><stop offset="0.7" stop-color="#6a3c30"/><stop offset="1" stop-color="#5a3226" stop-opacity="0.7"/></radialGradient>`,
    `<linearGradient id="${id}-fade-mask-tone" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000"/><stop offset="0.75" stop-color="#fff"/></linearGradient>`,
  ];

  const parts = [];
  parts.push(`<rect width="${W}" height="${H}" fill="url(#${id}-light)"/>`);
  parts.push(`<rect width="${W}" height="${H}" fill="#000" filter="url(#${id}-texture)"/>`);
  // Skin creases: faint, roughly parallel lines across the calf.
  let creases = '';
  for (let i = 0; i < 9; i += 1) {
    const y = (H / 9) * (i + 0.5) + (r() - 0.5) * 20;
    creases += `M0 ${f1(y)}C${f1(W * 0.3)} ${f1(y - 10 + r() * 20)} ${f1(W * 0.6)} ${f1(y - 10 + r() * 20)} ${W} ${f1(y + (r() - 0.5) * 20)}`;
  }
  parts.push(
    `<path d="${creases}" fill="none" stroke="#c99b86" stroke-opacity="0.22" stroke-width="1"/>`,
  );
  // Freckles: small, pale, irregular macules.
  let freckles = '';
  for (let i = 0; i < spec.freckles; i += 1) {
    const x = r() * W;
    const y = r() * H * 0.8;
    if (Math.hypot(x - cx, y - cy) < rx + 60) continue;
    const s = 4 + r() * 7;
    freckles += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(s)}" ry="${f1(s * (0.6 + r() * 0.4))}" transform="rotate(${f1(r() * 180)} ${f1(x)} ${f1(y)})"/>`;
  }
  parts.push(`<g fill="#c08a62" fill-opacity="0.32" filter="url(#${id}-blur1)">${freckles}</g>`);
  // Fine hairs of the calf.
  let hairs = '';
  for (let i = 0; i < 14; i += 1) {
    const x = r() * W;
    const y = r() * H * 0.8;
    const len = 40 + r() * 50;
    const a = 1.2 + r() * 0.5;
    hairs += `M${f1(x)} ${f1(y)}q${f1(Math.cos(a) * len * 0.5 + 6)} ${f1(Math.sin(a) * len * 0.5)} ${f1(Math.cos(a) * len)} ${f1(Math.sin(a) * len)}`;
  }
  parts.push(
    `<path d="${hairs}" fill="none" stroke="#8a6a55" stroke-opacity="0.5" stroke-width="0.9" stroke-linecap="round"/>`,
  );
  // Other moles: small, round, evenly coloured, sharp-edged.
  for (const m of spec.moles) {
    const x = m.x_mm * MM;
    const y = m.y_mm * MM;
    const rad = (m.d_mm * MM) / 2;
    parts.push(
      `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(rad)}" fill="#8a5a3a" filter="url(#${id}-blur1)"/>` +
        `<circle cx="${f1(x - rad * 0.2)}" cy="${f1(y - rad * 0.2)}" r="${f1(rad * 0.5)}" fill="#9a6a48" fill-opacity="0.5" filter="url(#${id}-blur1)"/>`,
    );
  }

  // The lesion: a soft halo where the border is blurred, then the body with its colours.
  const lesion = [];
  const base = COLOURS[L.colours[0]];
  lesion.push(`<path d="${shape.d}" fill="${base}" filter="url(#${id}-blur3)" opacity="0.9"/>`);
  // Sharp over part of the border, blurred elsewhere: the sharp copy is clipped to one side.
  lesion.push(
    `<g clip-path="url(#${id}-shape)"><rect x="${f1(-rx * 1.3)}" y="${f1(-ry * 1.3)}" width="${f1(rx * 2.6)}" height="${f1(ry * 2.6)}" fill="${base}"/>`,
  );
  // Further colours in patches placed off centre, each in a different part, so the colour is
  // asymmetrical: the second colour over one half, the third within it, the fourth opposite.
  const places = [
    [Math.PI * 0.95, 0.35, 0.62, 5],
    [Math.PI * 0.8, 0.42, 0.3, 3.5],
    [-Math.PI * 0.25, 0.4, 0.24, 3.5],
    [Math.PI * 0.4, 0.35, 0.22, 3.5],
  ];
  const blobs = L.colours.slice(1).map((c, i) => {
    const [angle, dist, size, blur] = places[i % places.length];
    const bx = Math.cos(angle + (r() - 0.5) * 0.3) * rx * dist;
    const by = Math.sin(angle + (r() - 0.5) * 0.3) * ry * dist;
    return (
      `<ellipse cx="${f1(bx)}" cy="${f1(by)}" rx="${f1(rx * size)}" ry="${f1(ry * size * (0.75 + r() * 0.3))}" ` +
      `fill="${COLOURS[c]}" fill-opacity="${c === 'blue_grey' ? 0.8 : 0.95}" transform="rotate(${f1(r() * 180)} ${f1(bx)} ${f1(by)})" ` +
      `filter="url(#${id}-blur${blur === 5 ? 5 : 3})"/>`
    );
  });
  lesion.push(...blobs);
  // Irregular dark dots and globules when the lesion is multicoloured.
  if (L.colours.length > 2) {
    let dots = '';
    for (let i = 0; i < 14; i += 1) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.8;
      dots += `<circle cx="${f1(Math.cos(a) * rx * d)}" cy="${f1(Math.sin(a) * ry * d)}" r="${f1(1 + r() * 1.8)}" fill-opacity="${f1(0.5 + r() * 0.4)}"/>`;
    }
    lesion.push(`<g fill="#24140e" filter="url(#${id}-blur1)">${dots}</g>`);
  }
  lesion.push(
    `<rect x="${f1(-rx * 1.3)}" y="${f1(-ry * 1.3)}" width="${f1(rx * 2.6)}" height="${f1(ry * 2.6)}" fill="#000" filter="url(#${id}-network)"/>`,
    `</g>`,
  );
  // Where the border is blurred, the pigment fades out into the skin.
  lesion.push(
    `<path d="${shape.d}" fill="none" stroke="${base}" stroke-width="9" stroke-opacity="0.6" filter="url(#${id}-blur3)" mask="url(#${id}-fade)"/>`,
  );
  defs.push(
    `<mask id="${id}-fade" maskUnits="userSpaceOnUse" x="${f1(-rx * 2)}" y="${f1(-ry * 2)}" width="${f1(rx * 4)}" height="${f1(ry * 4)}">` +
      `<rect x="${f1(-rx * 2)}" y="${f1(-ry * 1.3)}" width="${f1(rx * 4)}" height="${f1(ry * 2.6)}" fill="url(#${id}-fade-mask-tone)"/></mask>`,
  );
  // A raised nodule at one edge: highlight, shadow, and a small dark crust where it bled.
  if (L.nodule) {
    const nr = (L.nodule * MM) / 2;
    const [px, py] = shape.points[Math.round(shape.points.length * 0.12)];
    // Set just inside the edge: a raised papule, lit from the top left, shadowed below right.
    const nx = px * 0.78;
    const ny = py * 0.78;
    lesion.push(
      `<ellipse cx="${f1(nx + 2.5)}" cy="${f1(ny + 3)}" rx="${f1(nr * 1.02)}" ry="${f1(nr * 0.95)}" fill="#000" fill-opacity="0.28" filter="url(#${id}-blur3)"/>`,
      `<ellipse cx="${f1(nx)}" cy="${f1(ny)}" rx="${f1(nr)}" ry="${f1(nr * 0.92)}" fill="url(#${id}-nodule)" filter="url(#${id}-blur1)"/>`,
      `<ellipse cx="${f1(nx - nr * 0.35)}" cy="${f1(ny - nr * 0.38)}" rx="${f1(nr * 0.3)}" ry="${f1(nr * 0.14)}" fill="#fff" fill-opacity="0.22" filter="url(#${id}-blur1)"/>`,
    );
    if (L.crust) {
      // A small dark red-brown crust, irregular, on the papule's lower half.
      const c = [
        [0.05, 0.05],
        [0.45, -0.05],
        [0.55, 0.3],
        [0.3, 0.55],
        [-0.1, 0.45],
        [-0.2, 0.2],
      ].map(([x, y]) => [nx + x * nr, ny + y * nr]);
      lesion.push(
        `<path d="${smoothClosed(c)}" fill="#2a0c07" stroke="#4a170d" stroke-width="0.8" filter="url(#${id}-blur1)"/>`,
      );
    }
  }
  parts.push(
    `<g transform="translate(${f1(cx)} ${f1(cy)}) rotate(${f1(L.rotate)})">${lesion.join('')}</g>`,
  );

  // The ruler: a translucent white strip with millimetre ticks, numbered every 10 mm.
  const rulerY = H - 70;
  const rulerX = 30;
  const lengthMm = Math.floor((W - 60) / MM);
  let ticks = '';
  let numbers = '';
  for (let mm = 0; mm <= lengthMm; mm += 1) {
    const x = rulerX + mm * MM;
    const h = mm % 10 === 0 ? 22 : mm % 5 === 0 ? 16 : 10;
    ticks += `M${x} ${rulerY}v${h}`;
    if (mm % 10 === 0) {
      numbers += `<text x="${x}" y="${rulerY + 38}" text-anchor="middle">${mm / 10}</text>`;
    }
  }
  parts.push(
    `<rect x="${rulerX - 14}" y="${rulerY - 2}" width="${lengthMm * MM + 28}" height="58" rx="3" fill="#000" fill-opacity="0.18" filter="url(#${id}-blur3)" transform="translate(3 4)"/>`,
    `<rect x="${rulerX - 14}" y="${rulerY - 2}" width="${lengthMm * MM + 28}" height="58" rx="3" fill="#fbfbf7" fill-opacity="0.93" stroke="#bdbdb5" stroke-width="1"/>`,
    `<path d="${ticks}" stroke="#1a1a1a" stroke-width="1.4"/>`,
    `<g font-size="15" fill="#1a1a1a">${numbers}<text x="${rulerX + lengthMm * MM}" y="${rulerY + 52}" text-anchor="end" font-size="11">cm</text></g>`,
  );

  const desc = spec.description ? `<desc>${escapeXml(spec.description)}</desc>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="${id}-title" ` +
    `viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Arial, sans-serif">` +
    `<title id="${id}-title">${escapeXml(spec.title)}</title>${desc}` +
    `<defs>${defs.join('')}</defs>${parts.join('')}</svg>\n`
  );
}

runCli(import.meta.url, 'lesion.mjs', renderLesion);
