// Study groups (docs/groups.md, 'Data'): a group, found
// by its code or nickname, and who is in it. The creator is a member like any other, plus the one
// who may rename or delete it. The live session (presence, roles, the station run) is not stored
// here: the realtime layer keeps it.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const studyGroups = pgTable(
  'study_groups',
  {
    id: serial('id').primaryKey(),
    /** Six characters of GROUP_CODE_ALPHABET, stored in capitals; unique, so a search by it is exact. */
    code: text('code').notNull().unique('study_groups_code_uq'),
    nickname: text('nickname'),
    /** A private group is joined only with its code, and a search finds it only by its code. */
    private: boolean('private').notNull().default(false),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting a member deletes the groups they made: the index keeps that cascade from scanning.
  (t) => [index('study_groups_created_by_idx').on(t.createdBy)],
);

/** One member in one group, once: the key makes a second join of the same member a no-op. */
export const studyGroupMembers = pgTable(
  'study_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'study_group_members_pk', columns: [t.groupId, t.userId] }),
    index('study_group_members_user_idx').on(t.userId, t.joinedAt),
  ],
);
