// Writes the station screen's bell (apps/web/public/sounds/bell.wav): our own sound, synthesised
// here rather than taken from a sound library, so there is no licence to track. A struck bell is a
// few inharmonic partials, each dying away at its own rate; 16-bit mono PCM WAV plays in every
// browser (Safari included) and stays under 50 kB at 16 kHz, which keeps the bell's highest
// partial (about 4.8 kHz) well below the Nyquist limit.
//
// Run: node scripts/make-bell-sound.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/sounds/bell.wav');

const SAMPLE_RATE = 16_000;
const SECONDS = 1.4;
const FUNDAMENTAL = 880;
/** Partial frequency ratio, loudness and decay time constant (seconds). */
const PARTIALS = [
  [1, 1, 0.9],
  [2.0, 0.55, 0.6],
  [2.76, 0.4, 0.42],
  [4.07, 0.22, 0.28],
  [5.4, 0.12, 0.18],
];
const ATTACK_SECONDS = 0.004;
const FADE_OUT_SECONDS = 0.05;
const PEAK = 0.8;

const count = Math.round(SAMPLE_RATE * SECONDS);
const samples = new Float64Array(count);
for (let i = 0; i < count; i++) {
  const t = i / SAMPLE_RATE;
  let value = 0;
  for (const [ratio, level, decay] of PARTIALS) {
    value += level * Math.exp(-t / decay) * Math.sin(2 * Math.PI * FUNDAMENTAL * ratio * t);
  }
  // A short attack avoids a click; a short fade makes the end exactly silent.
  const attack = Math.min(1, t / ATTACK_SECONDS);
  const fade = Math.min(1, (SECONDS - t) / FADE_OUT_SECONDS);
  samples[i] = value * attack * fade;
}
const loudest = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);

const data = Buffer.alloc(count * 2);
for (let i = 0; i < count; i++) {
  data.writeInt16LE(Math.round((samples[i] / loudest) * PEAK * 32767), i * 2);
}
const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // PCM format chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(SAMPLE_RATE, 24);
header.writeUInt32LE(SAMPLE_RATE * 2, 28); // bytes per second
header.writeUInt16LE(2, 32); // bytes per frame
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${path.relative(root, out)} (${header.length + data.length} bytes)`);
