// What the group tests share: members with access, groups written straight to the database (to
// stand at a limit without fifty calls), the calls made as a member, and the rows to count.
import { asc, eq } from 'drizzle-orm';
import type { Group } from '@osce/shared/schemas/groups';
import { studyGroupMembers, studyGroups } from '../../db/schema/index.ts';
import type { TestMember } from '../../test/member-factory.ts';
import { memberWith } from '../../test/member-with-access.ts';
import { jsonPost } from '../../test/inject-json.ts';
import type { TestApp } from '../../test/test-app.ts';

let nextCode = 0;

export { memberWith };

/**
 * Groups written straight to the database, made by `ownerId` and with them as a member. Codes hold a
 * 0, which the alphabet lacks, so they never meet a code the server draws.
 */
export async function storedGroups(
  t: TestApp,
  ownerId: number,
  nicknames: (string | null)[],
): Promise<{ id: number; code: string }[]> {
  const made: { id: number; code: string }[] = [];
  for (const nickname of nicknames) {
    const code = `T0${String(nextCode++).padStart(4, '0')}`;
    const [row] = await t.database.db
      .insert(studyGroups)
      .values({ code, nickname, createdBy: ownerId })
      .returning({ id: studyGroups.id, code: studyGroups.code });
    await t.database.db.insert(studyGroupMembers).values({ groupId: row!.id, userId: ownerId });
    made.push(row!);
  }
  return made;
}

/** Every group row, by id: compare before and after a refused call. */
export function groupRows(t: TestApp) {
  return t.database.db.select().from(studyGroups).orderBy(asc(studyGroups.id));
}

/** Every membership row of one group, or of everyone. */
export function memberRows(t: TestApp, groupId?: number) {
  const query = t.database.db.select().from(studyGroupMembers);
  return (
    groupId === undefined ? query : query.where(eq(studyGroupMembers.groupId, groupId))
  ).orderBy(asc(studyGroupMembers.groupId), asc(studyGroupMembers.userId));
}

/** Everything of every group as stored. */
export async function snapshot(t: TestApp) {
  return { groups: await groupRows(t), members: await memberRows(t) };
}

/** Calls a group endpoint as the member: GET without a body, POST with one. */
export function call(t: TestApp, member: TestMember, path: string, body?: unknown) {
  return t.injectAs(
    member.token,
    body === undefined
      ? { method: 'GET', url: `/api/groups${path}` }
      : jsonPost(`/api/groups${path}`, body),
  );
}

export async function groupsOf(t: TestApp, member: TestMember): Promise<Group[]> {
  return (await call(t, member, '')).json().groups;
}
