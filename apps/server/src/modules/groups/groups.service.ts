// A member's study groups (docs/groups.md): create, rename, delete or leave,
// search, join. Every write is one transaction holding the member's lock (see lockMember), and
// every refusal is decided before anything is written, so a refused call changes nothing. Groups
// are seen by one member at a time (owner, in_group) and carry their live status, which the
// realtime layer knows and this module only asks for (GroupLiveStatus).
import { randomInt } from 'node:crypto';
import {
  GROUP_CODE_ALPHABET,
  GROUP_CODE_LENGTH,
  GROUP_LIMITS,
  type Group,
} from '@osce/shared/schemas/groups';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { MemberAnswerCache } from '../../lib/member-answer-cache.ts';
import { createGroupRepository, type GroupRecord, type GroupRow } from './groups.repository.ts';

type Repo = ReturnType<typeof createGroupRepository>;

/** Which groups have someone in their live session now; the realtime layer's presence answers. */
export interface GroupLiveStatus {
  studying(groupIds: number[]): Promise<Set<number>>;
}

export type GroupRefusal = {
  ok: false;
  reason: 'group_not_found' | 'owner_only' | 'being_studied' | 'too_many' | 'private_group';
};
export type GroupsResult = { ok: true; groups: Group[] } | GroupRefusal;
export type GroupCreatedResult = { ok: true; groups: Group[]; group: Group } | GroupRefusal;
export type GroupJoinedResult = { ok: true; group: Group } | GroupRefusal;

export type GroupService = ReturnType<typeof createGroupService>;
export type { GroupRecord };

const refused = (reason: GroupRefusal['reason']): GroupRefusal => ({ ok: false, reason });

/** A code drawn with the crypto generator: codes are shared aloud, but should not be guessable. */
function drawCode(): string {
  return Array.from(
    { length: GROUP_CODE_LENGTH },
    () => GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)],
  ).join('');
}

/**
 * GET /groups' answer as kept between requests: each group's JSON without `studying`, which is
 * live (someone in the group's session now) and added at each request.
 */
export interface ReadyGroups {
  ids: number[];
  /** `{...}` of each group, without its closing brace. */
  openGroups: string[];
}

/** Draws before giving up: with 31^6 codes a second draw is already rare. */
const CODE_ATTEMPTS = 10;

export function createGroupService(deps: {
  db: Db;
  clock: Clock;
  live: GroupLiveStatus;
  /** Membership changes are announced after commit (the realtime layer keeps rosters). */
  events?: EventBus;
  /** GET /groups' ready answers (lib/member-answer-cache.ts), cleared by groups.module.ts. */
  answers?: MemberAnswerCache<ReadyGroups>;
}) {
  const { db, clock, live, events, answers } = deps;
  const membershipChanged = (groupId: number) =>
    events?.emit('groups.membership_changed', { groupId });
  /** After commit: what members see of the group changed; `userId`'s own list gained or lost it. */
  const groupChanged = (groupId: number, userId?: number) =>
    events?.emit('groups.changed', userId === undefined ? { groupId } : { groupId, userId });

  async function readyBuild(userId: number) {
    const rows = await createGroupRepository(db).groupsOf(userId);
    const ids = rows.map((r) => r.id);
    const openGroups = rows.map((row) => {
      const json = JSON.stringify({
        id: row.id,
        code: row.code,
        nickname: row.nickname,
        private: row.private,
        members: row.members,
        owner: row.owner,
        in_group: row.inGroup,
      });
      return json.slice(0, -1);
    });
    return { value: { ids, openGroups }, tags: ids };
  }

  /** The rows as the member sees them, each with whether it is being studied now. */
  async function present(rows: GroupRow[]): Promise<Group[]> {
    const studying = rows.length ? await live.studying(rows.map((r) => r.id)) : new Set<number>();
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      nickname: row.nickname,
      private: row.private,
      members: row.members,
      owner: row.owner,
      in_group: row.inGroup,
      studying: studying.has(row.id),
    }));
  }

  /** One group as a member of it sees it, or null when the member is not in it. */
  async function membership(repo: Repo, userId: number, groupId: number) {
    const row = await repo.groupSeenBy(userId, groupId);
    return row?.inGroup ? row : null;
  }

  /** One write: the member locked, the work's checks then writes, the member's list answered. */
  async function write(
    userId: number,
    work: (repo: Repo, now: Date) => Promise<GroupRefusal | void>,
  ): Promise<GroupsResult> {
    const result = await withTransaction(db, async (tx) => {
      const repo = createGroupRepository(tx);
      await repo.lockMember(userId);
      const refusal = await work(repo, clock.now());
      if (refusal) return refusal;
      return { ok: true as const, rows: await repo.groupsOf(userId) };
    });
    return result.ok ? { ok: true, groups: await present(result.rows) } : result;
  }

  const list = async (userId: number) => present(await createGroupRepository(db).groupsOf(userId));

  return {
    /** The member's groups, the latest joined first. */
    list,

    /**
     * GET /groups' whole answer: the member's groups kept between changes (no query when warm),
     * each with whether it is being studied now, asked at each request.
     */
    async listJson(userId: number): Promise<string> {
      const ready: ReadyGroups = answers
        ? (answers.peek(userId, 'list') ??
          (await answers.get(userId, 'list', () => readyBuild(userId))))
        : (await readyBuild(userId)).value;
      const studying = ready.ids.length ? await live.studying(ready.ids) : new Set<number>();
      const groups = ready.openGroups.map(
        (open, i) => `${open},"studying":${studying.has(ready.ids[i]!)}}`,
      );
      return `{"success":true,"groups":[${groups.join(',')}]}`;
    },

    /**
     * POST /groups/create: a group with a fresh code, the member its owner and first member;
     * public unless asked to be private.
     */
    async create(
      userId: number,
      input: { nickname?: string | null; private?: boolean },
    ): Promise<GroupCreatedResult> {
      let groupId = 0;
      const result = await write(userId, async (repo, now) => {
        if ((await repo.groupCount(userId)) >= GROUP_LIMITS.groupsPerMember) {
          return refused('too_many');
        }
        const values = {
          nickname: input.nickname ?? null,
          private: input.private ?? false,
          createdBy: userId,
        };
        for (let attempt = 0; attempt < CODE_ATTEMPTS && !groupId; attempt += 1) {
          groupId = (await repo.insertGroup({ ...values, code: drawCode() }, now)) ?? 0;
        }
        if (!groupId) throw new Error(`no free group code after ${CODE_ATTEMPTS} draws`);
        await repo.insertMember(groupId, userId, now);
      });
      if (!result.ok) return result;
      groupChanged(groupId, userId);
      const group = result.groups.find((g) => g.id === groupId);
      if (!group) throw new Error(`group ${groupId} vanished while being created`);
      return { ...result, group };
    },

    /**
     * POST /groups/{id}/update: a new nickname (null removes it) and/or privacy, by the owner
     * only. Members already in a group made private stay in it.
     */
    update(
      userId: number,
      groupId: number,
      changes: { nickname?: string | null; private?: boolean },
    ): Promise<GroupsResult> {
      return write(userId, async (repo) => {
        const group = await membership(repo, userId, groupId);
        if (!group) return refused('group_not_found');
        if (!group.owner) return refused('owner_only');
        await repo.update(groupId, changes);
      }).then((result) => {
        if (result.ok) groupChanged(groupId);
        return result;
      });
    },

    /**
     * GET /groups/{id}/delete: the owner's delete removes the group for everyone; anyone else's
     * removes it from their own list only (they leave it). Neither while the group is being
     * studied: its live session would lose its group, or a member their place in it.
     */
    remove(userId: number, groupId: number): Promise<GroupsResult> {
      return write(userId, async (repo) => {
        const group = await membership(repo, userId, groupId);
        if (!group) return refused('group_not_found');
        if ((await live.studying([groupId])).has(groupId)) return refused('being_studied');
        if (group.owner) await repo.deleteGroup(groupId);
        else await repo.removeMember(groupId, userId);
      }).then((result) => {
        if (result.ok) {
          membershipChanged(groupId);
          groupChanged(groupId, userId);
        }
        return result;
      });
    },

    /**
     * POST /groups/search: by exact code, or part of a public group's nickname, flagged in_group.
     */
    async search(userId: number, term: string): Promise<Group[]> {
      const repo = createGroupRepository(db);
      return present(await repo.search(userId, term, GROUP_LIMITS.searchResults));
    },

    /**
     * POST /groups/{id}/join: the member in the group; joining again changes nothing. A private
     * group takes a newcomer only with its code (`code`, already in capitals).
     */
    async join(userId: number, groupId: number, code?: string): Promise<GroupJoinedResult> {
      let joined = false;
      const result = await withTransaction(db, async (tx) => {
        const repo = createGroupRepository(tx);
        await repo.lockMember(userId);
        const held = await repo.lockGroup(groupId);
        if (!held) return refused('group_not_found');
        if (!(await membership(repo, userId, groupId))) {
          if (held.private && code !== held.code) return refused('private_group');
          if ((await repo.groupCount(userId)) >= GROUP_LIMITS.groupsPerMember) {
            return refused('too_many');
          }
          await repo.insertMember(groupId, userId, clock.now());
          joined = true;
        }
        const row = await repo.groupSeenBy(userId, groupId);
        if (!row) throw new Error(`group ${groupId} vanished while held`);
        return { ok: true as const, row };
      });
      if (!result.ok) return result;
      if (joined) {
        membershipChanged(groupId);
        groupChanged(groupId, userId);
      }
      const [group] = await present([result.row]);
      return { ok: true, group: group! };
    },

    /** For the realtime layer: the group as this member sees it, or null if they are not in it. */
    /** For the realtime layer: whether the member is in the group (the cheap question). */
    isMember(userId: number, groupId: number): Promise<boolean> {
      return createGroupRepository(db).isMember(userId, groupId);
    },

    async membershipOf(userId: number, groupId: number): Promise<Group | null> {
      const row = await membership(createGroupRepository(db), userId, groupId);
      return row ? ((await present([row]))[0] ?? null) : null;
    },

    /** For the realtime layer: the group as stored (code, nickname, creator, count), or null. */
    groupById(groupId: number): Promise<GroupRecord | null> {
      return createGroupRepository(db).groupRecord(groupId);
    },
  };
}
