// The only code that touches user_avatars: one picture per member, replaced on each upload.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userAvatars } from '../../db/schema/index.ts';

export type AvatarRepository = ReturnType<typeof createAvatarRepository>;
export type NewAvatar = typeof userAvatars.$inferInsert;

export function createAvatarRepository(db: Db) {
  return {
    /** Stores the member's picture, replacing the one before (a new version, a new URL). */
    async save(avatar: NewAvatar & { updatedAt: Date }) {
      const { userId: _userId, ...changes } = avatar;
      await db
        .insert(userAvatars)
        .values(avatar)
        .onConflictDoUpdate({ target: userAvatars.userId, set: changes });
    },

    async find(userId: number) {
      const [row] = await db
        .select({
          image: userAvatars.image,
          contentType: userAvatars.contentType,
          version: userAvatars.version,
        })
        .from(userAvatars)
        .where(eq(userAvatars.userId, userId))
        .limit(1);
      return row ?? null;
    },
  };
}
