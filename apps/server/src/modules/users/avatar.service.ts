// Members' pictures: an upload is checked and re-encoded (avatar-image.ts), then stored in the
// database under a new random version, so every server process serves it and its URL can be
// cached for good.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { avatarPath } from './avatar-path.ts';
import { normaliseAvatar } from './avatar-image.ts';
import { createAvatarRepository } from './avatar.repository.ts';

export type AvatarService = ReturnType<typeof createAvatarService>;

export type AvatarUploadResult =
  { ok: true; path: string } | { ok: false; reason: 'not_image' | 'too_many_pixels' };

export function createAvatarService(deps: { db: Db; clock: Clock; events: EventBus }) {
  const { db, clock, events } = deps;
  const repo = createAvatarRepository(db);
  return {
    async upload(userId: number, bytes: Buffer): Promise<AvatarUploadResult> {
      const result = await normaliseAvatar(bytes);
      if (!result.ok) return result;
      const version = randomBytes(12).toString('base64url');
      await repo.save({
        userId,
        image: result.image,
        contentType: result.contentType,
        width: result.width,
        height: result.height,
        version,
        updatedAt: clock.now(),
      });
      // The old version's URL is gone: what shows the member to others (a group) must reload it.
      events.emit('auth.principal_changed', { userId });
      return { ok: true, path: avatarPath(userId, version) };
    },

    /** The picture at this version, or null when the member has none or has replaced it. */
    async find(userId: number, version: string) {
      const row = await repo.find(userId);
      if (!row || row.version !== version) return null;
      return { image: Buffer.from(row.image), contentType: row.contentType };
    },
  };
}
