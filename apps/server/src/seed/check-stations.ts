// `npm run stations:check`: reads content/stations/ as the seeder would and lists every problem by
// file and field, so an author can check a station before anyone loads it (docs/content.md,
// 'Checking the library'). Exits 1 on a problem: a file the app would skip, a version 1 file, or a
// clinical review older than three years (the app still loads those two).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkStationLibrary, readStationLibrary } from './station-reader.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'content/stations'));
const library = readStationLibrary(dir);
const today = new Date().toISOString().slice(0, 10);

// The same checks the back office applies before it saves a station (docs/admin.md, 'The library').
const problems = checkStationLibrary(library, today);
for (const p of problems) process.stdout.write(`${p.file}: ${p.field}: ${p.message}\n`);
const count = (pick: (s: (typeof library.stations)[number]) => boolean) =>
  library.stations.filter(pick).length;
process.stdout.write(
  `${library.stations.length} stations load (${count((s) => s.format === 2)} version 2, ` +
    `${count((s) => s.availableToTrial)} trial, ${count((s) => s.featured)} featured, ` +
    `${count((s) => s.preview)} preview); ${problems.length} problems.\n`,
);
process.exitCode = problems.length ? 1 : 0;
