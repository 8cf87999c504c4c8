// `npm start` runs this first: it builds the web app and the server when a build is missing or
// older than its sources, so a fresh clone starts with `npm install && npm start`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/build.mjs',
  'package-lock.json',
];
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      max = Math.max(max, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return max;
}

const builtAt = Math.min(
  ...outputs.map((o) =>
    fs.existsSync(path.join(root, o)) ? fs.statSync(path.join(root, o)).mtimeMs : 0,
  ),
);
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app and the server (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
