// Turns an uploaded picture into the avatar we store: checked by its content (never by the name or
// type the browser claims), decoded by sharp, turned upright, fitted inside the avatar box without
// enlarging, and written again as WebP, which leaves behind every byte of the upload that is not
// the picture: EXIF (camera, location), comments, scripts, trailing data.
import sharp from 'sharp';
import { AVATAR_MAX_HEIGHT, AVATAR_MAX_WIDTH } from '@osce/shared/constants';

export const AVATAR_CONTENT_TYPE = 'image/webp';

/**
 * A decompression bomb is a small file that decodes to a huge image (a 100 kB PNG can hold
 * 20 000 x 20 000 pixels, 1.6 GB decoded). 25 megapixels takes any camera's photo at its usual
 * size (6000 x 4000) and bounds what one upload can make the server hold in memory.
 */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type AvatarImage =
  | { ok: true; image: Buffer; width: number; height: number; contentType: string }
  | { ok: false; reason: 'not_image' | 'too_many_pixels' };

/**
 * Whether the bytes start like a JPEG, PNG, GIF or WebP file. Checked before sharp sees them, so
 * the decoders it also has (SVG, PDF, TIFF, HEIF...) are never run on what a member sends.
 */
export function looksLikeAcceptedImage(bytes: Buffer): boolean {
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
  const gif = ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1'));
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || gif || webp;
}

export async function normaliseAvatar(bytes: Buffer): Promise<AvatarImage> {
  if (!looksLikeAcceptedImage(bytes)) return { ok: false, reason: 'not_image' };
  try {
    // One frame of an animation; orientation applied from EXIF, then EXIF dropped with the rest.
    // failOn stays at sharp's default ('warning'), the level it advises for untrusted input.
    const input = sharp(bytes, {
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      autoOrient: true,
      pages: 1,
    });
    const { format } = await input.metadata();
    if (!ACCEPTED_FORMATS.has(format)) return { ok: false, reason: 'not_image' };
    const { data, info } = await input
      .resize({
        width: AVATAR_MAX_WIDTH,
        height: AVATAR_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: data,
      width: info.width,
      height: info.height,
      contentType: AVATAR_CONTENT_TYPE,
    };
  } catch (err) {
    // Anything sharp cannot decode is not a picture we take; a bomb is refused before decoding.
    const tooBig = err instanceof Error && err.message.includes('pixel limit');
    return { ok: false, reason: tooBig ? 'too_many_pixels' : 'not_image' };
  }
}
