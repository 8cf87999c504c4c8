// How a member appears to their group (docs/groups.md, 'Screens'): name and avatar. Read with
// the group's whole roster when its first member enters the room on this process (group-roster.ts
// keeps it until a membership, name or avatar changes), so a renamed member shows the new name.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { studyGroupMembers, userAvatars, users } from '../db/schema/index.ts';
import { avatarPath } from '../modules/users/avatar-path.ts';

export interface MemberCard {
  name: string;
  avatar: string | null;
}

function cardOf(row: {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  avatarVersion: string | null;
}): MemberCard {
  const name = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return { name, avatar: row.avatarVersion ? avatarPath(row.id, row.avatarVersion) : null };
}

/** Every member of the group with their card, in one query. */
export async function groupCards(db: Db, groupId: number): Promise<Map<number, MemberCard>> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      avatarVersion: userAvatars.version,
    })
    .from(studyGroupMembers)
    .innerJoin(users, eq(users.id, studyGroupMembers.userId))
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(eq(studyGroupMembers.groupId, groupId));
  return new Map(rows.map((row) => [row.id, cardOf(row)]));
}
