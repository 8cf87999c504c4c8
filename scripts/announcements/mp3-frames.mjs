// Walks an MP3 file frame by frame, as a browser's decoder finds its way through it: an optional
// ID3v2 tag, then MPEG Layer III frames, each header giving the next frame's offset, to the end
// (or to an ID3v1 tag). The announcements' tests use it to check that every committed file is a
// whole, playable MP3 (docs/announcements-audio.md, 'Checks').

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { mpeg1: [44100, 48000, 32000], mpeg2: [22050, 24000, 16000] };
const VERSIONS = { 0: 'mpeg2.5', 2: 'mpeg2', 3: 'mpeg1' };

/** The Layer III frame header at `at`, or null if there is none: { version, bitrateKbps,
 * sampleRate, channels, length (bytes), samples (per frame) }. Free-format frames count as none. */
export function readFrameHeader(buffer, at) {
  if (at + 4 > buffer.length || buffer[at] !== 0xff || (buffer[at + 1] & 0xe0) !== 0xe0) {
    return null;
  }
  const version = VERSIONS[(buffer[at + 1] >> 3) & 3];
  const layerIII = ((buffer[at + 1] >> 1) & 3) === 1;
  const bitrateIndex = buffer[at + 2] >> 4;
  const rateIndex = (buffer[at + 2] >> 2) & 3;
  if (!version || !layerIII || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
    return null;
  }
  const mpeg1 = version === 'mpeg1';
  const bitrateKbps = BITRATES_KBPS[mpeg1 ? 'mpeg1' : 'mpeg2'][bitrateIndex];
  const baseRate = SAMPLE_RATES[mpeg1 ? 'mpeg1' : 'mpeg2'][rateIndex];
  const sampleRate = version === 'mpeg2.5' ? baseRate / 2 : baseRate;
  const padding = (buffer[at + 2] >> 1) & 1;
  const length = Math.floor(((mpeg1 ? 144 : 72) * bitrateKbps * 1000) / sampleRate) + padding;
  const channels = buffer[at + 3] >> 6 === 3 ? 1 : 2;
  return { version, bitrateKbps, sampleRate, channels, length, samples: mpeg1 ? 1152 : 576 };
}

/** Size of the ID3v2 tag at the start of the file (0 if none): a 10-byte header whose size is
 * stored 7 bits a byte, plus a 10-byte footer when its flag says so. */
function measureId3v2(buffer) {
  if (buffer.length < 10 || buffer.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => (sum << 7) | (buffer[i] & 0x7f), 0);
  return 10 + size + (buffer[5] & 0x10 ? 10 : 0);
}

/** Every frame of the file, or an Error naming the byte where the chain of frames breaks.
 * Returns { id3Bytes, frames: [{ at, ...header }], sampleRate, channels, seconds }. */
export function readMp3Frames(buffer) {
  const id3Bytes = measureId3v2(buffer);
  const end =
    buffer.length >= 128 &&
    buffer.toString('latin1', buffer.length - 128, buffer.length - 125) === 'TAG'
      ? buffer.length - 128
      : buffer.length;
  const frames = [];
  for (let at = id3Bytes; at < end;) {
    const header = readFrameHeader(buffer, at);
    if (!header) throw new Error(`no MP3 frame header at byte ${at}`);
    if (at + header.length > end) throw new Error(`the frame at byte ${at} is cut short`);
    if (frames.length > 0 && header.sampleRate !== frames[0].sampleRate) {
      throw new Error(`the frame at byte ${at} changes the sample rate`);
    }
    frames.push({ at, ...header });
    at += header.length;
  }
  if (frames.length === 0) throw new Error('no MP3 frames');
  const { sampleRate, channels, samples } = frames[0];
  return {
    id3Bytes,
    frames,
    sampleRate,
    channels,
    seconds: (frames.length * samples) / sampleRate,
  };
}
