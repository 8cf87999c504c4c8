// The chest film generator: a self-contained, accessible SVG; each finding drawn where its spec
// puts it; bad specs refused with the reason. Run: node --test scripts/artefacts/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderCxr } from './cxr.mjs';

const normal = renderCxr({ title: 'Chest X-ray' });

test('a normal film is a self-contained, accessible SVG that scales', () => {
  assert.match(normal, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img"/);
  assert.match(normal, /aria-labelledby="(cxr-[0-9a-f]{8})-title"/);
  assert.match(normal, /<title id="cxr-[0-9a-f]{8}-title">Chest X-ray<\/title>/);
  assert.match(normal, /viewBox="0 0 360 440"/);
  assert.match(normal, /font-family="Arial, sans-serif"/);
  assert.doesNotMatch(normal, /<script|<image|<foreignObject|href=|url\((?!#)/);
  assert.ok(normal.length < 20_000, `${normal.length} bytes`);
  // The side marker, top left: the patient's right is on the viewer's left.
  assert.match(normal, /<text x="21" y="26.5" text-anchor="middle">R<\/text>/);
  assert.equal(renderCxr({ title: 'Chest X-ray' }), normal, 'deterministic');
});

test('every finding changes the film, and each is drawn on its side', () => {
  const findings = [
    { type: 'consolidation', lobe: 'rll', air_bronchograms: true },
    { type: 'consolidation', lobe: 'lul' },
    { type: 'effusion', side: 'left', size: 'moderate' },
    { type: 'pneumothorax', side: 'right', size: 'large' },
    { type: 'collapse', lobe: 'lll' },
    { type: 'cardiomegaly', ctr: 0.65 },
  ];
  for (const finding of findings) {
    const svg = renderCxr({ title: 'Chest X-ray', findings: [finding] });
    assert.notEqual(svg.replace(/cxr-[0-9a-f]{8}/g, ''), normal.replace(/cxr-[0-9a-f]{8}/g, ''));
    const side = finding.side ?? (finding.lobe?.startsWith('r') ? 'right' : 'left');
    if (finding.type !== 'cardiomegaly') assert.match(svg, new RegExp(`-${side}(-hemi)?\\)`));
  }
  // A right lower lobe consolidation is solid down into the hemithorax below the dome (the
  // hemidiaphragm is lost); the air bronchograms are drawn within the lobe.
  const rll = renderCxr({ title: 'x', findings: [findings[0]] });
  assert.match(rll, /clip-path="url\(#cxr-[0-9a-f]{8}-right-hemi\)"/);
  assert.match(rll, /clip-path="url\(#cxr-[0-9a-f]{8}-lobe-rll\)"/);
});

test('a larger cardiothoracic ratio draws a wider heart', () => {
  const width = (svg) => {
    const d = svg.match(/<path d="(M160 150[^"]+)"/)[1];
    const xs = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
    return Math.max(...xs) - Math.min(...xs);
  };
  const thorax = 304 - 56;
  const big = renderCxr({ title: 'x', findings: [{ type: 'cardiomegaly', ctr: 0.65 }] });
  assert.ok(width(normal) / thorax < 0.5, `normal ratio ${(width(normal) / thorax).toFixed(2)}`);
  const ratio = width(big) / thorax;
  assert.ok(Math.abs(ratio - 0.65) < 0.04, `ratio ${ratio.toFixed(2)}`);
});

test('a spec with an unknown finding, lobe, side or field is refused with the reason', () => {
  const bad = (findings) => () => renderCxr({ title: 'x', findings });
  assert.throws(bad([{ type: 'mass' }]), /type is one of/);
  assert.throws(bad([{ type: 'consolidation', lobe: 'rxl' }]), /lobe is one of/);
  assert.throws(bad([{ type: 'effusion', side: 'both' }]), /side is right or left/);
  assert.throws(bad([{ type: 'effusion', side: 'left', size: 'huge' }]), /size is one of/);
  assert.throws(bad([{ type: 'pneumothorax', side: 'left', tension: true }]), /unknown field/);
  assert.throws(() => renderCxr({ findings: [] }), /"title" is required/);
});
