import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_MB } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { avatarFileProblem, avatarSrc } from './avatar-file';

const MB = 1024 * 1024;

describe('avatarFileProblem', () => {
  it('takes a JPEG, PNG, WebP or GIF within the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(avatarFileProblem({ type, size: MB })).toBeNull();
    }
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_MB * MB })).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(avatarFileProblem(null)).toBe(messages.avatarMissing);
  });

  it('refuses other types, with the server’s text', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(messages.avatarNotImage);
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(messages.avatarNotImage);
    expect(avatarFileProblem({ type: '', size: 10 })).toBe(messages.avatarNotImage);
  });

  it('refuses a file over the limit, naming the limit', () => {
    expect(avatarFileProblem({ type: 'image/jpeg', size: AVATAR_MAX_MB * MB + 1 })).toBe(
      `Please upload an image smaller than ${AVATAR_MAX_MB} MB.`,
    );
  });
});

describe('avatarSrc', () => {
  it('shows the path the API answers, on this site', () => {
    expect(avatarSrc('/api/avatars/12.webp?v=3')).toBe('/api/avatars/12.webp?v=3');
  });

  it('shows nothing for no avatar or a path elsewhere', () => {
    expect(avatarSrc(null)).toBeNull();
    expect(avatarSrc('')).toBeNull();
    expect(avatarSrc('https://elsewhere.example/a.png')).toBeNull();
    expect(avatarSrc('javascript:alert(1)')).toBeNull();
  });
});
