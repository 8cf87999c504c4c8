// The skin lesion generator: self-contained and accessible, the lesion drawn at the size the spec
// asks on the ruler's scale, bad specs refused. Run: node --test scripts/artefacts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { renderLesion } from './lesion.mjs';

const spec = JSON.parse(
  readFileSync(new URL('../../content/stations/artefacts/src/044-lesion.json', import.meta.url)),
);

test('the drawing is a self-contained, accessible SVG with a ruler in millimetres', () => {
  const svg = renderLesion(spec);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img"/);
  assert.match(svg, /<title id="lesion-[0-9a-f]{8}-title">The lesion on the back/);
  assert.match(svg, /viewBox="0 0 500 360"/);
  assert.match(svg, /font-family="Arial, sans-serif"/);
  assert.doesNotMatch(svg, /<script|<image|<foreignObject|href=|url\((?!#)/);
  assert.ok(svg.length < 20_000, `${svg.length} bytes`);
  assert.equal(renderLesion(spec), svg, 'deterministic');
  // Ticks every millimetre (10 units), numbered every centimetre.
  const ticks = svg.match(/<path d="(M30 290v22[^"]+)"/)[1];
  const xs = [...ticks.matchAll(/M(\d+) /g)].map((m) => Number(m[1]));
  assert.deepEqual(
    xs.slice(0, 4),
    [30, 40, 50, 60],
    'one tick per millimetre at 10 units per millimetre',
  );
  assert.match(svg, />4<\/text>/);
});

test('the lesion outline spans the asked width and height on the ruler scale', () => {
  const svg = renderLesion({ ...spec, lesion: { ...spec.lesion, rotate: 0 } });
  const d = svg.match(/<clipPath id="lesion-[0-9a-f]{8}-shape"><path d="([^"]+)"/)[1];
  // The outline's on-curve points (the end point of each cubic).
  const pts = [
    ...d.matchAll(/(?:M|C[-\d. ]+? [-\d.]+ [-\d.]+ [-\d.]+ )(-?[\d.]+) (-?[\d.]+)/g),
  ].map((m) => [Number(m[1]), Number(m[2])]);
  const width = Math.max(...pts.map((p) => p[0])) - Math.min(...pts.map((p) => p[0]));
  const height = Math.max(...pts.map((p) => p[1])) - Math.min(...pts.map((p) => p[1]));
  assert.ok(Math.abs(width - 110) < 3, `width ${width} units (11 mm)`);
  assert.ok(Math.abs(height - 80) < 3, `height ${height} units (8 mm)`);
});

test('a spec with an unknown colour, field or size is refused with the reason', () => {
  assert.throws(
    () => renderLesion({ title: 'x', lesion: { colours: ['green'] } }),
    /"green" is not one of/,
  );
  assert.throws(() => renderLesion({ title: 'x', lesion: { shape: 'round' } }), /unknown field/);
  assert.throws(() => renderLesion({ title: 'x', lesion: { width_mm: 40 } }), /must fit/);
  assert.throws(() => renderLesion({ lesion: {} }), /"title" is required/);
});
