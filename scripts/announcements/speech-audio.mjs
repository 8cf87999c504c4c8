// The clean-up between the speech synthesiser and the MP3 encoder (docs/announcements-audio.md,
// 'How the files are made'): read 16-bit mono WAV, trim the silence around the speech, bring every
// announcement to the same loudness without clipping, soften the edges and write WAV again. Pure
// functions on Float64Array samples in [-1, 1], so the tests can feed them signals they know.

/** { sampleRate, samples } from a 16-bit PCM mono WAV (what espeak-ng writes). */
export function readWav(buffer) {
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let format;
  for (let at = 12; at + 8 <= buffer.length;) {
    const id = buffer.toString('ascii', at, at + 4);
    // A streaming writer may leave the data size unfilled; the data then runs to the file's end.
    const size = Math.min(buffer.readUInt32LE(at + 4), buffer.length - at - 8);
    if (id === 'fmt ') {
      format = {
        pcm: buffer.readUInt16LE(at + 8) === 1,
        channels: buffer.readUInt16LE(at + 10),
        sampleRate: buffer.readUInt32LE(at + 12),
        bits: buffer.readUInt16LE(at + 22),
      };
    } else if (id === 'data') {
      if (!format?.pcm || format.channels !== 1 || format.bits !== 16) {
        throw new Error('expected 16-bit PCM mono WAV');
      }
      const samples = new Float64Array(Math.floor(size / 2));
      for (let i = 0; i < samples.length; i += 1) {
        samples[i] = buffer.readInt16LE(at + 8 + i * 2) / 32768;
      }
      return { sampleRate: format.sampleRate, samples };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without a data chunk');
}

/** 16-bit PCM mono WAV; rounding, not dither, so the same samples always give the same bytes. */
export function writeWav(samples, sampleRate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) => {
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value * 32767))), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The speech without the silence before and after it: everything from the first to the last
 * sample louder than `thresholdDb` below the peak, plus `marginSeconds` either side so that soft
 * consonants at the edges ("s" of "seconds") are kept. */
export function trimSilence(samples, sampleRate, { thresholdDb = -40, marginSeconds = 0.03 } = {}) {
  const peak = samples.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
  if (peak === 0) return samples.slice(0, 0);
  const threshold = peak * 10 ** (thresholdDb / 20);
  const first = samples.findIndex((v) => Math.abs(v) > threshold);
  const last = samples.findLastIndex((v) => Math.abs(v) > threshold);
  const margin = Math.round(marginSeconds * sampleRate);
  return samples.slice(Math.max(0, first - margin), Math.min(samples.length, last + margin + 1));
}

/** One biquad section (coefficients already divided by a0) run over the samples. */
function filterBiquad(samples, [b0, b1, b2, a1, a2]) {
  const out = new Float64Array(samples.length);
  let [x1, x2, y1, y2] = [0, 0, 0, 0];
  samples.forEach((x, i) => {
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    [x2, x1, y2, y1] = [x1, x, y1, y];
    out[i] = y;
  });
  return out;
}

/** The K-weighting of ITU-R BS.1770 (a high shelf for the head, a high-pass for the ears' low
 * end) for any sample rate: the filters' analogue parameters as libebur128 derives them from the
 * standard's 48 kHz table, which they reproduce there. Coefficients are [b0, b1, b2, a1, a2]. */
export function designKWeighting(sampleRate) {
  const shelf = (() => {
    const [f0, gainDb, q] = [1681.974450955533, 3.999843853973347, 0.7071752369554196];
    const k = Math.tan((Math.PI * f0) / sampleRate);
    const vh = 10 ** (gainDb / 20);
    const vb = vh ** 0.4996667741545416;
    const a0 = 1 + k / q + k * k;
    return [
      (vh + (vb * k) / q + k * k) / a0,
      (2 * (k * k - vh)) / a0,
      (vh - (vb * k) / q + k * k) / a0,
      (2 * (k * k - 1)) / a0,
      (1 - k / q + k * k) / a0,
    ];
  })();
  const highPass = (() => {
    const [f0, q] = [38.13547087602444, 0.5003270373238773];
    const k = Math.tan((Math.PI * f0) / sampleRate);
    const a0 = 1 + k / q + k * k;
    return [1, -2, 1, (2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0];
  })();
  return { shelf, highPass };
}

function weightK(samples, sampleRate) {
  const { shelf, highPass } = designKWeighting(sampleRate);
  return filterBiquad(filterBiquad(samples, shelf), highPass);
}

const toLufs = (meanSquare) => -0.691 + 10 * Math.log10(meanSquare);

/** Integrated loudness in LUFS (BS.1770: 400 ms blocks overlapping by 75 %, an absolute gate at
 * -70 LUFS and a relative gate 10 LU under the blocks that pass it). A clip shorter than one block
 * is measured whole. -Infinity for silence. */
export function measureLoudness(samples, sampleRate) {
  const weighted = weightK(samples, sampleRate);
  const block = Math.min(weighted.length, Math.round(0.4 * sampleRate));
  const step = Math.max(1, Math.round(block / 4));
  const powers = [];
  for (let start = 0; start + block <= weighted.length && block > 0; start += step) {
    let sum = 0;
    for (let i = start; i < start + block; i += 1) sum += weighted[i] ** 2;
    powers.push(sum / block);
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const loud = powers.filter((p) => toLufs(p) > -70);
  if (loud.length === 0) return -Infinity;
  const gate = toLufs(mean(loud)) - 10;
  return toLufs(mean(loud.filter((p) => toLufs(p) > gate)));
}

/** A look-ahead peak limiter: where a sample would pass `ceilingDb` (dBFS) the gain dips smoothly
 * around it (falling over `lookaheadSeconds` before the peak, recovering over `releaseSeconds`),
 * so speech keeps its shape and no sample passes the ceiling. Quiet passages are untouched. */
export function limitPeaks(
  samples,
  sampleRate,
  { ceilingDb, lookaheadSeconds = 0.005, releaseSeconds = 0.08 },
) {
  const ceiling = 10 ** (ceilingDb / 20);
  const needed = samples.map((v) => Math.min(1, ceiling / Math.abs(v)));
  const radius = Math.max(1, Math.round(lookaheadSeconds * sampleRate));
  // The lowest gain any sample within `radius` needs, then its average over the same window: every
  // gain averaged into a peak's own sample is at most the gain that peak needs.
  const lowest = needed.map((_, i) => {
    let min = 1;
    for (let j = Math.max(0, i - radius); j <= Math.min(needed.length - 1, i + radius); j += 1) {
      min = Math.min(min, needed[j]);
    }
    return min;
  });
  const recovery = 1 - Math.exp(-1 / (releaseSeconds * sampleRate));
  let gain = 1;
  return samples.map((v, i) => {
    let sum = 0;
    const [from, to] = [Math.max(0, i - radius), Math.min(lowest.length - 1, i + radius)];
    for (let j = from; j <= to; j += 1) sum += lowest[j];
    gain = Math.min(sum / (to - from + 1), gain + (1 - gain) * recovery);
    return v * gain;
  });
}

/** The samples brought to `targetLufs`, their peaks held under `ceilingDb` by limitPeaks. Limiting
 * takes a little loudness away, so the gain is corrected and the limiter run again until the
 * loudness is within 0.1 LU of the target. Returns { samples, loudness }. */
export function normaliseLoudness(samples, sampleRate, { targetLufs, ceilingDb }) {
  let out = samples;
  let loudness = measureLoudness(out, sampleRate);
  if (!Number.isFinite(loudness)) throw new Error('nothing to normalise: silence');
  for (let round = 0; round < 5 && Math.abs(loudness - targetLufs) > 0.1; round += 1) {
    const gain = 10 ** ((targetLufs - loudness) / 20);
    out = limitPeaks(
      out.map((v) => v * gain),
      sampleRate,
      { ceilingDb },
    );
    loudness = measureLoudness(out, sampleRate);
  }
  return { samples: out, loudness };
}

/** Short fades so that the clip starts and ends at zero (no click), and silence around it. */
export function padWithFades(samples, sampleRate, { fadeSeconds, leadSeconds, tailSeconds }) {
  const fade = Math.min(Math.round(fadeSeconds * sampleRate), Math.floor(samples.length / 2));
  const faded = samples.map((v, i) => {
    const edge = Math.min(i, samples.length - 1 - i);
    return edge < fade ? v * (edge / fade) : v;
  });
  const lead = new Float64Array(Math.round(leadSeconds * sampleRate));
  const tail = new Float64Array(Math.round(tailSeconds * sampleRate));
  const out = new Float64Array(lead.length + faded.length + tail.length);
  out.set(faded, lead.length);
  return out;
}
