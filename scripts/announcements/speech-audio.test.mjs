// The clean-up steps between the synthesiser and the encoder, on signals whose answers are known:
// a 997 Hz sine at full scale measures -3.01 LUFS by the definition of the unit, whatever the
// sample rate. Run: node --test scripts/announcements/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  designKWeighting,
  limitPeaks,
  measureLoudness,
  normaliseLoudness,
  padWithFades,
  readWav,
  trimSilence,
  writeWav,
} from './speech-audio.mjs';

const RATE = 22050;

function makeSine(seconds, amplitude, hz = 997, sampleRate = RATE) {
  return Float64Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate),
  );
}

const peakOf = (samples) => samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
const concat = (...parts) => {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

test('a WAV written and read back keeps its sample rate and samples (to 16 bits)', () => {
  const samples = makeSine(0.1, 0.5);
  const back = readWav(writeWav(samples, RATE));
  assert.equal(back.sampleRate, RATE);
  assert.equal(back.samples.length, samples.length);
  back.samples.forEach((v, i) => assert.ok(Math.abs(v - samples[i]) < 1 / 16000));
  assert.throws(() => readWav(Buffer.from('not a wav file at all')), /not a WAV file/);
});

test('writing the same samples twice gives the same bytes (no dither)', () => {
  const samples = makeSine(0.05, 0.3);
  assert.deepEqual(writeWav(samples, RATE), writeWav(samples, RATE));
});

test("the K-weighting filters at 48 kHz are the standard's own table", () => {
  const { shelf, highPass } = designKWeighting(48000);
  const table = {
    shelf: [
      1.53512485958697, -2.69169618940638, 1.19839281085285, -1.69065929318241, 0.73248077421585,
    ],
    highPass: [1, -2, 1, -1.99004745483398, 0.99007225036621],
  };
  shelf.forEach((c, i) => assert.ok(Math.abs(c - table.shelf[i]) < 1e-12, `shelf ${i}: ${c}`));
  highPass.forEach((c, i) => assert.ok(Math.abs(c - table.highPass[i]) < 1e-12, `high-pass ${i}`));
});

test('loudness: a full-scale 997 Hz sine is -3.01 LUFS at 48 kHz and at 22.05 kHz', () => {
  for (const sampleRate of [48000, RATE]) {
    const loudness = measureLoudness(makeSine(2, 1, 997, sampleRate), sampleRate);
    assert.ok(Math.abs(loudness + 3.01) < 0.05, `${sampleRate} Hz: ${loudness}`);
  }
  const quieter = measureLoudness(makeSine(2, 0.1), RATE);
  assert.ok(Math.abs(quieter + 23.01) < 0.05, `20 dB down: ${quieter}`);
  assert.equal(measureLoudness(new Float64Array(RATE), RATE), -Infinity);
});

test('trimming keeps the sound with a short margin and drops the silence around it', () => {
  const tone = makeSine(0.5, 0.5);
  const samples = concat(new Float64Array(RATE), tone, new Float64Array(RATE / 2));
  const trimmed = trimSilence(samples, RATE, { marginSeconds: 0.03 });
  const margin = Math.round(0.03 * RATE);
  // The sine's first and last samples are near zero, so the cut may fall a sample or two inside.
  assert.ok(Math.abs(trimmed.length - (tone.length + 2 * margin)) <= 4, `${trimmed.length}`);
  assert.equal(trimSilence(new Float64Array(100), RATE).length, 0);
});

test('the limiter holds every peak under the ceiling and leaves quiet sound untouched', () => {
  const quiet = makeSine(0.3, 0.2);
  const burst = makeSine(0.05, 1, 300);
  const samples = concat(quiet, burst, quiet);
  const limited = limitPeaks(samples, RATE, { ceilingDb: -6 });
  assert.ok(peakOf(limited) <= 10 ** (-6 / 20) + 1e-9, `peak ${peakOf(limited)}`);
  // Well before the burst (more than the look-ahead) nothing changes.
  for (let i = 0; i < quiet.length - RATE * 0.01; i += 1) assert.equal(limited[i], samples[i]);
  assert.deepEqual(limitPeaks(quiet, RATE, { ceilingDb: -6 }), quiet);
});

test('normalising brings quiet and loud clips to the same loudness, peaks under the ceiling', () => {
  const options = { targetLufs: -16, ceilingDb: -1.5 };
  const spiky = concat(makeSine(0.6, 0.05), makeSine(0.02, 0.9, 200), makeSine(0.6, 0.05));
  for (const samples of [makeSine(1, 0.05), makeSine(1, 0.9), spiky]) {
    const { samples: out, loudness } = normaliseLoudness(samples, RATE, options);
    assert.ok(Math.abs(loudness + 16) <= 0.1, `loudness ${loudness}`);
    assert.ok(Math.abs(measureLoudness(out, RATE) - loudness) < 1e-9);
    assert.ok(peakOf(out) <= 10 ** (-1.5 / 20) + 1e-9, `peak ${peakOf(out)}`);
  }
  assert.throws(() => normaliseLoudness(new Float64Array(RATE), RATE, options), /silence/);
});

test('padding fades the clip in and out and adds the silence asked for', () => {
  const tone = Float64Array.from({ length: RATE / 2 }, () => 0.5);
  const edges = { fadeSeconds: 0.01, leadSeconds: 0.02, tailSeconds: 0.08 };
  const out = padWithFades(tone, RATE, edges);
  const [lead, tail] = [Math.round(0.02 * RATE), Math.round(0.08 * RATE)];
  assert.equal(out.length, lead + tone.length + tail);
  assert.equal(out[lead], 0, 'the sound starts from zero');
  assert.equal(out[lead + tone.length - 1], 0, 'and ends at zero');
  assert.equal(out[lead + Math.floor(tone.length / 2)], 0.5, 'the middle is untouched');
  assert.equal(peakOf(out.subarray(0, lead)), 0);
  assert.equal(peakOf(out.subarray(lead + tone.length)), 0);
});
