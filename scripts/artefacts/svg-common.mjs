// What the artefact generators (ecg.mjs, cxr.mjs, lesion.mjs) share: escaping text for SVG, the
// short hash that keeps element ids unique to each drawing, and the command line
// `node scripts/artefacts/<tool>.mjs <spec.json> <out.svg>` (scripts/artefacts/README.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const escapeXml = (text) =>
  String(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c],
  );

// FNV-1a, as 8 hex digits.
export function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Runs `render` on the spec file named on the command line when `moduleUrl` is the script run. */
export function runCli(moduleUrl, tool, render) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const [specFile, outFile] = process.argv.slice(2);
  if (!specFile || !outFile) {
    console.error(`usage: node scripts/artefacts/${tool} <spec.json> <out.svg>`);
    process.exit(2);
  }
  try {
    const svg = render(JSON.parse(readFileSync(specFile, 'utf8')));
    writeFileSync(outFile, svg);
    console.log(`${outFile}: ${(svg.length / 1024).toFixed(1)} KB`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
