// How a member appears to their group (docs/groups.md, 'Screens'): name and
// avatar. Read when they enter the room, so a renamed member shows the new name next time.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userAvatars, users } from '../db/schema/index.ts';
import { avatarPath } from '../modules/users/avatar-path.ts';

export interface MemberCard {
  name: string;
  avatar: string | null;
}

export async function memberCard(db: Db, userId: number): Promise<MemberCard | null> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      avatarVersion: userAvatars.version,
    })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const name = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return { name, avatar: row.avatarVersion ? avatarPath(userId, row.avatarVersion) : null };
}
