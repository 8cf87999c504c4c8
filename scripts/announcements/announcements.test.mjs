// The committed announcement files, checked as the web app will use them: one playable MP3 for
// every key in packages/shared, small enough to load with the page, and a manifest that matches
// the files and today's sentences (docs/announcements-audio.md, 'Checks'). Needs neither espeak-ng
// nor LAME. Run: node --test scripts/announcements/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH, loadAnnouncements, publicFile } from './load-announcements.mjs';
import { readFrameHeader, readMp3Frames } from './mp3-frames.mjs';

const SIZE_BUDGET_BYTES = 30 * 1024;
const REGENERATE = 'run node scripts/make-announcements.mjs and commit what it writes';

const { ANNOUNCEMENT_KEYS, ANNOUNCEMENT_TEXTS, announcementAudioPath } = await loadAnnouncements();
const manifest = JSON.parse(readFileSync(publicFile(MANIFEST_PATH), 'utf8'));

test('every announcement key has its MP3 file, not empty and under the size budget', () => {
  for (const key of ANNOUNCEMENT_KEYS) {
    const file = publicFile(announcementAudioPath(key));
    assert.ok(existsSync(file), `${key}: ${file} is missing; ${REGENERATE}`);
    const { size } = statSync(file);
    assert.ok(size > 0, `${key}: the file is empty`);
    assert.ok(size < SIZE_BUDGET_BYTES, `${key}: ${size} bytes, over ${SIZE_BUDGET_BYTES}`);
  }
});

test('each file opens with an MP3 frame header (or an ID3 tag) and is whole to its last frame', () => {
  for (const key of ANNOUNCEMENT_KEYS) {
    const buffer = readFileSync(publicFile(announcementAudioPath(key)));
    const opensWithId3 = buffer.toString('latin1', 0, 3) === 'ID3';
    assert.ok(opensWithId3 || readFrameHeader(buffer, 0), `${key}: does not open as an MP3`);
    const { frames, channels, seconds } = readMp3Frames(buffer);
    assert.ok(frames.length > 0, `${key}: no frames`);
    assert.equal(channels, 1, `${key}: announcements are mono`);
    // Long enough to be a sentence, short enough to fit between two phases of a station.
    assert.ok(seconds > 0.5 && seconds < 6, `${key}: ${seconds.toFixed(2)} s`);
  }
});

test('the folder holds no MP3 that no key names (a renamed key leaves none behind)', () => {
  const folder = path.dirname(publicFile(announcementAudioPath(ANNOUNCEMENT_KEYS[0])));
  const expected = ANNOUNCEMENT_KEYS.map((key) => path.basename(announcementAudioPath(key)));
  const present = readdirSync(folder).filter((name) => name.endsWith('.mp3'));
  assert.deepEqual(present.sort(), expected.sort());
});

test('the manifest lists every key with its file, size and length', () => {
  assert.deepEqual(Object.keys(manifest.announcements).sort(), [...ANNOUNCEMENT_KEYS].sort());
  for (const key of ANNOUNCEMENT_KEYS) {
    const entry = manifest.announcements[key];
    const buffer = readFileSync(publicFile(announcementAudioPath(key)));
    assert.equal(entry.src, announcementAudioPath(key), `${key}: src`);
    assert.equal(
      entry.bytes,
      buffer.length,
      `${key}: the file changed since the manifest was made`,
    );
    // The encoder adds a few frames of its own around the speech (about 0.1 s at this rate).
    const { seconds } = readMp3Frames(buffer);
    assert.ok(
      Math.abs(seconds - entry.seconds) < 0.2,
      `${key}: ${entry.seconds} s vs ${seconds} s`,
    );
  }
});

test("the audio speaks today's sentences: none was changed without regenerating its file", () => {
  for (const key of ANNOUNCEMENT_KEYS) {
    const sha = createHash('sha256').update(ANNOUNCEMENT_TEXTS[key]).digest('hex');
    assert.equal(
      manifest.announcements[key].sentenceSha256,
      sha,
      `${key}: "${ANNOUNCEMENT_TEXTS[key]}" is not what the file says; ${REGENERATE}`,
    );
  }
});
