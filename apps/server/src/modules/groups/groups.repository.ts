// Study groups and their members: the only SQL of the groups module. Every group is read as one
// member sees it (owner, in_group), with its member count, so each answer is one statement. Reads
// a write depends on run inside the caller's transaction, after lockMember (and lockGroup for a
// join), so what they count or check cannot change before the write.
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockMemberRow } from '../../db/member-lock.ts';
import { studyGroupMembers, studyGroups } from '../../db/schema/index.ts';

/** A group as one member (the viewer) sees it, before its live status is added. */
export interface GroupRow {
  id: number;
  code: string;
  nickname: string | null;
  private: boolean;
  members: number;
  owner: boolean;
  inGroup: boolean;
}

/** A group as stored, seen by no one in particular (the realtime layer's view). */
export interface GroupRecord {
  id: number;
  code: string;
  nickname: string | null;
  createdBy: number;
  members: number;
}

const memberCount = sql<number>`(select count(*) from ${studyGroupMembers}
  where ${studyGroupMembers.groupId} = ${studyGroups.id})::int`;

/** The columns of a GroupRow for this viewer. */
function seenBy(viewerId: number) {
  return {
    id: studyGroups.id,
    code: studyGroups.code,
    nickname: studyGroups.nickname,
    private: studyGroups.private,
    members: memberCount,
    owner: sql<boolean>`${studyGroups.createdBy} = ${viewerId}`,
    inGroup: sql<boolean>`exists (select 1 from ${studyGroupMembers}
      where ${studyGroupMembers.groupId} = ${studyGroups.id}
        and ${studyGroupMembers.userId} = ${viewerId})`,
  };
}

/** `%term%` for LIKE, the term's own %, _ and \ matched as themselves. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function createGroupRepository(db: Db) {
  return {
    /** The member's row held to the end of the transaction (db/member-lock.ts). */
    lockMember: (userId: number) => lockMemberRow(db, userId),

    /**
     * The group's code and privacy (null if it does not exist), holding it (KEY SHARE) until the
     * transaction ends: the owner's delete then waits for a join in flight instead of failing its
     * insert on the foreign key, and a join that waited on a delete finds the group gone.
     */
    async lockGroup(groupId: number): Promise<{ code: string; private: boolean } | null> {
      const [row] = await db
        .select({ code: studyGroups.code, private: studyGroups.private })
        .from(studyGroups)
        .where(eq(studyGroups.id, groupId))
        .for('key share');
      return row ?? null;
    },

    /** The member's groups (made or joined), the latest joined first. */
    async groupsOf(userId: number): Promise<GroupRow[]> {
      return db
        .select(seenBy(userId))
        .from(studyGroups)
        .innerJoin(
          studyGroupMembers,
          and(eq(studyGroupMembers.groupId, studyGroups.id), eq(studyGroupMembers.userId, userId)),
        )
        .orderBy(desc(studyGroupMembers.joinedAt), desc(studyGroups.id));
    },

    /** One group as the viewer sees it, member or not; null if there is none such. */
    async groupSeenBy(viewerId: number, groupId: number): Promise<GroupRow | null> {
      const [row] = await db
        .select(seenBy(viewerId))
        .from(studyGroups)
        .where(eq(studyGroups.id, groupId));
      return row ?? null;
    },

    /**
     * Groups whose code is the term (codes are stored in capitals) or, for public groups, whose
     * nickname holds it, both ignoring case; the code's own group first, then the newest. A
     * private group is found by its exact code only.
     */
    async search(viewerId: number, term: string, limit: number): Promise<GroupRow[]> {
      const code = term.toUpperCase();
      const byCode: SQL = eq(studyGroups.code, code);
      const byNickname = sql`${studyGroups.nickname} ilike ${containing(term)} escape '\\'`;
      return db
        .select(seenBy(viewerId))
        .from(studyGroups)
        .where(or(byCode, and(eq(studyGroups.private, false), byNickname)))
        .orderBy(desc(sql`${studyGroups.code} = ${code}`), desc(studyGroups.id))
        .limit(limit);
    },

    /** Whether the member is in the group: one indexed lookup (every socket join asks it). */
    async isMember(userId: number, groupId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(studyGroupMembers)
        .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async groupCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(studyGroupMembers)
        .where(eq(studyGroupMembers.userId, userId));
      return row?.n ?? 0;
    },

    /** A new group; null when the code is taken (the caller draws another). */
    async insertGroup(
      values: { code: string; nickname: string | null; private: boolean; createdBy: number },
      now: Date,
    ): Promise<number | null> {
      const [row] = await db
        .insert(studyGroups)
        .values({ ...values, createdAt: now })
        .onConflictDoNothing({ target: studyGroups.code })
        .returning({ id: studyGroups.id });
      return row?.id ?? null;
    },

    /** The member in the group; false if they already were (then nothing changes). */
    async insertMember(groupId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .insert(studyGroupMembers)
        .values({ groupId, userId, joinedAt: now })
        .onConflictDoNothing()
        .returning({ groupId: studyGroupMembers.groupId });
      return rows.length > 0;
    },

    /** A new nickname and/or privacy; what is left out stays. */
    async update(
      groupId: number,
      changes: { nickname?: string | null; private?: boolean },
    ): Promise<void> {
      const set = {
        ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
        ...(changes.private !== undefined ? { private: changes.private } : {}),
      };
      if (Object.keys(set).length === 0) return;
      await db.update(studyGroups).set(set).where(eq(studyGroups.id, groupId));
    },

    /** The group gone for everyone (its memberships go with it). */
    async deleteGroup(groupId: number): Promise<void> {
      await db.delete(studyGroups).where(eq(studyGroups.id, groupId));
    },

    /** The member out of the group; the group stays. */
    async removeMember(groupId: number, userId: number): Promise<void> {
      await db
        .delete(studyGroupMembers)
        .where(and(eq(studyGroupMembers.groupId, groupId), eq(studyGroupMembers.userId, userId)));
    },

    async groupRecord(groupId: number): Promise<GroupRecord | null> {
      const [row] = await db
        .select({
          id: studyGroups.id,
          code: studyGroups.code,
          nickname: studyGroups.nickname,
          createdBy: studyGroups.createdBy,
          members: memberCount,
        })
        .from(studyGroups)
        .where(eq(studyGroups.id, groupId));
      return row ?? null;
    },
  };
}
