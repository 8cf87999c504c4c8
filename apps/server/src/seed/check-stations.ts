// `npm run stations:check`: reads content/stations/ as the seeder would and lists every problem by
// file and field, so an author can check a station before anyone loads it. Exits 1 on a problem.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStationLibrary } from './station-reader.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'content/stations'));
const library = readStationLibrary(dir);

for (const p of library.problems) process.stdout.write(`${p.file}: ${p.field}: ${p.message}\n`);
const count = (pick: (s: (typeof library.stations)[number]) => boolean) =>
  library.stations.filter(pick).length;
process.stdout.write(
  `${library.stations.length} stations load (${count((s) => s.availableToTrial)} trial, ` +
    `${count((s) => s.featured)} featured, ${count((s) => s.preview)} preview); ` +
    `${library.problems.length} problems.\n`,
);
process.exitCode = library.problems.length ? 1 : 0;
