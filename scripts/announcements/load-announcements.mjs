// Reads the announcements' keys, sentences and audio paths from packages/shared, where the circuit
// rules read them too (docs/announcements-audio.md, 'Where the sentences come from'), so the script
// and its tests never hold a second copy of a sentence. Node 20 cannot run TypeScript, so the file
// is transpiled in memory with the repository's own TypeScript; it imports nothing, which keeps
// that enough.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCE = path.join(ROOT, 'packages/shared/src/mock-exam-announcements.ts');
/** Where the web app's public files are served from: announcementAudioPath() is relative to it. */
export const PUBLIC_DIR = path.join(ROOT, 'apps/web/public');
export const MANIFEST_PATH = '/sounds/announcements/manifest.json';

/** { ANNOUNCEMENT_KEYS, ANNOUNCEMENT_TEXTS, announcementAudioPath } as packages/shared exports them. */
export async function loadAnnouncements() {
  const { outputText } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`;
  const { ANNOUNCEMENT_KEYS, ANNOUNCEMENT_TEXTS, announcementAudioPath } = await import(url);
  return { ANNOUNCEMENT_KEYS, ANNOUNCEMENT_TEXTS, announcementAudioPath };
}

/** The file on disk behind a public path such as /sounds/announcements/two-minutes.mp3. */
export function publicFile(publicPath) {
  return path.join(PUBLIC_DIR, ...publicPath.split('/').filter(Boolean));
}
