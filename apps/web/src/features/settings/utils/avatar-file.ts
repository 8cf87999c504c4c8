// The avatar upload's checks before anything is sent: an image the server takes (JPEG, PNG, WebP,
// GIF) within the size it accepts, with the texts the server would answer (docs/accounts.md, 'API').
import { AVATAR_MAX_MB } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function avatarFileProblem(file: { type: string; size: number } | null): string | null {
  if (!file) return messages.avatarMissing;
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return messages.avatarNotImage;
  if (file.size > MAX_BYTES) return messages.avatarTooLarge.replace('{max}', String(AVATAR_MAX_MB));
  return null;
}

/**
 * The avatar path the API answers ('/api/avatars/12.webp?v=...') as an image address on this
 * site; anything not under /api/avatars/ (an address elsewhere, a script URL) is not shown.
 */
export function avatarSrc(path: string | null | undefined): string | null {
  if (!path) return null;
  return path.startsWith('/api/avatars/') ? path : null;
}
