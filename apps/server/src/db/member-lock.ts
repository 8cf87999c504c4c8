// The member's row held until the transaction ends, so one member's counted writes (playlists,
// groups, circuits) happen one by one: two creates at once cannot both pass a limit, two adds
// cannot take the same position (docs/server-seams.md, 'Transactions'). NO KEY UPDATE, not
// UPDATE: rows elsewhere that merely reference the member (a marking, a session) are still
// written meanwhile.
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { users } from './schema/index.ts';

export async function lockMemberRow(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
