// Where an avatar is served: /api/avatars/{userId}-{version}.webp. The version changes with every
// upload, so the address of one picture never shows another and can be cached for good.

const FILE = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{1,64})\.webp$/;
const MAX_ID = 2_147_483_647;

export function avatarPath(userId: number, version: string): string {
  return `/api/avatars/${userId}-${version}.webp`;
}

/** The member and version a file name names, or null when it is not one of ours. */
export function parseAvatarFile(file: string): { userId: number; version: string } | null {
  const match = FILE.exec(file);
  if (!match) return null;
  const userId = Number(match[1]);
  return userId <= MAX_ID ? { userId, version: match[2]! } : null;
}
