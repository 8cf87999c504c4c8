// TOTP (RFC 6238) over HOTP (RFC 4226), with node:crypto's HMAC: the codes an authenticator app
// shows for a secret (docs/admin.md, 'Second factor'). Base32 (RFC 4648) is how the secret travels
// in the otpauth:// URI and how a person types it.
import { createHmac, randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding; null for any other character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** Seconds per step (30). */
  period?: number;
  digits?: number;
  algorithm?: TotpAlgorithm;
}

/** HOTP (RFC 4226): the code for one counter value. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = 6,
  algorithm: TotpAlgorithm = 'sha1',
) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) |
    (mac[offset + 1]! << 16) |
    (mac[offset + 2]! << 8) |
    mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step a moment falls in. */
export function totpStep(atMs: number, period = 30): number {
  return Math.floor(atMs / 1000 / period);
}

/** TOTP (RFC 6238): the code at a moment. */
export function totp(key: Uint8Array, atMs: number, options: TotpOptions = {}): string {
  const { period = 30, digits = 6, algorithm = 'sha1' } = options;
  return hotp(key, totpStep(atMs, period), digits, algorithm);
}

/**
 * The step whose code `code` is, within one step either side of `atMs` (clocks drift), and later
 * than `afterStep` (a code is good once); null when none matches.
 */
export function matchTotp(
  key: Uint8Array,
  code: string,
  atMs: number,
  afterStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(atMs);
  for (const step of [now, now - 1, now + 1]) {
    if (afterStep !== null && step <= afterStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** A new secret: 20 random bytes (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URI authenticator apps read from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  // encodeURIComponent, not URLSearchParams: some apps show a '+' for a space.
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
  return `otpauth://totp/${label}?${query}`;
}
