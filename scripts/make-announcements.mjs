// Writes the mock-exam circuit's spoken announcements as small MP3 files under apps/web/public
// (docs/announcements-audio.md): each sentence from packages/shared is spoken by espeak-ng, trimmed,
// brought to one loudness and encoded by LAME, and a manifest beside the files tells the web app
// each file's length. The files are committed, so neither installing nor starting the app needs
// either tool; this script installs nothing and only checks they are there.
//
// Run: node scripts/make-announcements.mjs                  (needs: apt-get install espeak-ng lame)
//      node scripts/make-announcements.mjs --voice en-gb-x-rp+m3 --speed 140 --out /tmp/try
//      (tries another voice into another folder, leaving the committed files alone)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  MANIFEST_PATH,
  PUBLIC_DIR,
  ROOT,
  loadAnnouncements,
} from './announcements/load-announcements.mjs';
import {
  normaliseLoudness,
  padWithFades,
  readWav,
  trimSilence,
  writeWav,
} from './announcements/speech-audio.mjs';

/** The voice and its delivery, chosen in docs/announcements-audio.md, 'The voice'. */
const VOICE = 'en-gb-x-rp+edward';
const WORDS_PER_MINUTE = 140;
/** espeak-ng's own output level (0-200, default 100): its Klatt voices clip at 100. */
const SYNTH_AMPLITUDE = 60;
const TARGET_LUFS = -16;
const PEAK_CEILING_DB = -1.5;
const EDGES = { fadeSeconds: 0.01, leadSeconds: 0.02, tailSeconds: 0.08 };
/** LAME: constant 48 kbit/s, mono; speech at 22 kHz keeps every file well under 30 kB. */
const LAME_ARGS = ['--silent', '-m', 'm', '-b', '48', '--cbr', '-q', '2'];

const { values: options } = parseArgs({
  options: {
    voice: { type: 'string', default: VOICE },
    speed: { type: 'string', default: String(WORDS_PER_MINUTE) },
    out: { type: 'string', default: PUBLIC_DIR },
  },
});

/** Runs a tool and returns what it printed, failing with the tool's own words. */
function run(tool, args) {
  const result = spawnSync(tool, args, { encoding: 'buffer' });
  if (result.error?.code === 'ENOENT') {
    console.error(`${tool} is not installed: apt-get install -y espeak-ng lame`);
    process.exit(1);
  }
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr.toString()}`);
  }
  return result.stdout.toString();
}

/** `tool 1.2.3`, for the manifest: another version of a tool may give other audio. */
function readVersion(tool) {
  const version = run(tool, ['--version']).match(/\d+(\.\d+)+/)?.[0];
  return version ? `${tool} ${version}` : tool;
}

/** One announcement: speak, clean up, encode. Returns its length in seconds and its loudness. */
function makeAnnouncement(text, outFile, work) {
  const spoken = path.join(work, 'spoken.wav');
  const cleaned = path.join(work, 'cleaned.wav');
  const { voice, speed } = options;
  run('espeak-ng', ['-v', voice, '-s', speed, '-a', String(SYNTH_AMPLITUDE), '-w', spoken, text]);
  const { sampleRate, samples } = readWav(fs.readFileSync(spoken));
  const trimmed = trimSilence(samples, sampleRate);
  const level = normaliseLoudness(trimmed, sampleRate, {
    targetLufs: TARGET_LUFS,
    ceilingDb: PEAK_CEILING_DB,
  });
  const padded = padWithFades(level.samples, sampleRate, EDGES);
  fs.writeFileSync(cleaned, writeWav(padded, sampleRate));
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  run('lame', [...LAME_ARGS, cleaned, outFile]);
  return { seconds: padded.length / sampleRate, loudness: level.loudness };
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const { ANNOUNCEMENT_KEYS, ANNOUNCEMENT_TEXTS, announcementAudioPath } = await loadAnnouncements();
const toFile = (publicPath) => path.join(options.out, ...publicPath.split('/').filter(Boolean));
const madeWith = `${readVersion('espeak-ng')}, ${readVersion('lame')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'announcements-'));
const announcements = {};
try {
  for (const key of ANNOUNCEMENT_KEYS) {
    const src = announcementAudioPath(key);
    const file = toFile(src);
    const { seconds, loudness } = makeAnnouncement(ANNOUNCEMENT_TEXTS[key], file, work);
    const bytes = fs.statSync(file).size;
    announcements[key] = {
      src,
      seconds: Math.round(seconds * 100) / 100,
      bytes,
      sentenceSha256: sha256(ANNOUNCEMENT_TEXTS[key]),
    };
    const measures = `${seconds.toFixed(2)} s, ${loudness.toFixed(1)} LUFS, ${bytes} bytes`;
    console.log(`${path.relative(ROOT, file)}: ${measures}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
const manifest = {
  voice: `${options.voice}, ${options.speed} words a minute`,
  madeWith,
  announcements,
};
fs.writeFileSync(toFile(MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${path.relative(ROOT, toFile(MANIFEST_PATH))}: ${ANNOUNCEMENT_KEYS.length} announcements`,
);
