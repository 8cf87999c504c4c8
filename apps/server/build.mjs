// Bundles the server (with the shared package inlined) into dist/, next to its migrations.
// npm dependencies stay external and load from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const outdir = path.join(here, 'dist');

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts'), path.join(here, 'src/seed.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`server built into ${path.relative(process.cwd(), outdir) || outdir}`);
