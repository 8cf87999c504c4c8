import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hasher.ts';

// Small parameters keep the test fast; the format and the checks are the same.
const fast = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('Correct horse 1', fast);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain('Correct');
    expect(await verifyPassword('Correct horse 1', stored)).toBe(true);
    expect(await verifyPassword('correct horse 1', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so one password never gives the same string twice', async () => {
    const [a, b] = await Promise.all([hashPassword('Same1', fast), hashPassword('Same1', fast)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Same1', a)).toBe(true);
    expect(await verifyPassword('Same1', b)).toBe(true);
  });

  it('treats the same letters typed in another Unicode form as the same password', async () => {
    const stored = await hashPassword('Ärzte1', fast);
    expect(await verifyPassword('A\u0308rzte1', stored)).toBe(true);
  });

  it('refuses malformed, tampered or absurd stored strings without throwing', async () => {
    const stored = await hashPassword('Abcde1', fast);
    const tampered = stored.slice(0, -2) + (stored.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [
      '',
      'plain-text',
      tampered,
      stored.replace('$1024$', '$1000$'),
      stored.replace('$1024$', `$${2 ** 30}$`),
    ]) {
      expect(await verifyPassword('Abcde1', bad)).toBe(false);
    }
  });

  it('says when a hash was made with other parameters than today', async () => {
    const stored = await hashPassword('Abcde1', fast);
    expect(needsRehash(stored, fast)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });

  it("hashes with the default parameters within Node's memory limits", async () => {
    const stored = await hashPassword('Default1');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('Default1', stored)).toBe(true);
  });
});
