// The MP3 frame walker on files built byte by byte, so that it is trusted when it passes the
// committed announcements. Run: node --test scripts/announcements/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFrameHeader, readMp3Frames } from './mp3-frames.mjs';

/** MPEG-2 Layer III, 48 kbit/s, 22 050 Hz, mono, no padding: 72 * 48000 / 22050 = 156 bytes. */
const HEADER = [0xff, 0xf3, 0x60, 0xc4];
const FRAME_BYTES = 156;

function makeFrame() {
  const frame = Buffer.alloc(FRAME_BYTES);
  Buffer.from(HEADER).copy(frame);
  return frame;
}

function makeId3(bodyBytes) {
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, bodyBytes >> 7, bodyBytes & 0x7f]);
  return Buffer.concat([header, Buffer.alloc(bodyBytes)]);
}

test('reads the bit rate, sample rate, channels and length from a frame header', () => {
  assert.deepEqual(readFrameHeader(Buffer.from(HEADER), 0), {
    version: 'mpeg2',
    bitrateKbps: 48,
    sampleRate: 22050,
    channels: 1,
    length: FRAME_BYTES,
    samples: 576,
  });
  // MPEG-1, 128 kbit/s, 44.1 kHz, padded, joint stereo: 144 * 128000 / 44100 + 1 = 418 bytes.
  const mpeg1 = readFrameHeader(Buffer.from([0xff, 0xfb, 0x92, 0x64]), 0);
  assert.equal(mpeg1.length, 418);
  assert.equal(mpeg1.channels, 2);
});

test('refuses what is not a Layer III frame header', () => {
  assert.equal(readFrameHeader(Buffer.from('RIFF'), 0), null);
  assert.equal(readFrameHeader(Buffer.from([0xff, 0xfd, 0x60, 0xc4]), 0), null, 'Layer II');
  assert.equal(readFrameHeader(Buffer.from([0xff, 0xf3, 0xf0, 0xc4]), 0), null, 'bad bit rate');
  assert.equal(readFrameHeader(Buffer.from([0xff, 0xf3, 0x6c, 0xc4]), 0), null, 'bad rate');
  assert.equal(readFrameHeader(Buffer.from([0xff, 0xf3]), 0), null, 'cut short');
});

test('walks every frame to the end and gives the length in seconds', () => {
  const { frames, seconds, id3Bytes } = readMp3Frames(Buffer.concat([makeFrame(), makeFrame()]));
  assert.equal(frames.length, 2);
  assert.equal(id3Bytes, 0);
  assert.equal(seconds, (2 * 576) / 22050);
});

test('steps over an ID3v2 tag before the first frame and an ID3v1 tag after the last', () => {
  const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
  const file = Buffer.concat([makeId3(300), makeFrame(), id3v1]);
  const { frames, id3Bytes } = readMp3Frames(file);
  assert.equal(id3Bytes, 310);
  assert.equal(frames.length, 1);
});

test('names the byte where a damaged or truncated file stops being MP3', () => {
  const garbage = Buffer.concat([makeFrame(), Buffer.from('not audio at all')]);
  assert.throws(() => readMp3Frames(garbage), /no MP3 frame header at byte 156/);
  const truncated = Buffer.concat([makeFrame(), makeFrame()]).subarray(0, FRAME_BYTES + 20);
  assert.throws(() => readMp3Frames(truncated), /the frame at byte 156 is cut short/);
  assert.throws(() => readMp3Frames(Buffer.from('RIFF....WAVE')), /no MP3 frame header at byte 0/);
});
