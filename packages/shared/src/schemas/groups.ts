// Study groups (docs/groups.md, 'Data'): a group has
// a code members share to find it and an optional nickname. A member's groups are the ones they
// created or joined. The live session (presence, roles, the station run) is in groups/ and travels
// over the realtime connection, not through these calls.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { recordIdParam } from './id.ts';
import { objectBody, hasControlCharacters } from './text.ts';

export const GROUP_LIMITS = {
  /** "Group nickname: at most 16 characters (extra input ignored)." */
  nickname: 16,
  /** Groups one member may be in (created or joined); ours, the spec leaves it open. */
  groupsPerMember: 50,
  /** Characters of a search term. */
  search: 64,
  /** Search results answered at most. */
  searchResults: 20,
} as const;

/** Codes avoid letters and digits that read alike (0/O, 1/I/L), so one said aloud is typed right. */
export const GROUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GROUP_CODE_LENGTH = 6;

/**
 * A nickname: trimmed, control characters refused, and longer input cut to 16 characters (the
 * spec says extra input is ignored, not refused). Empty or absent means no nickname.
 */
export const groupNickname = z
  .string({ error: messages.groupNicknameInvalid })
  .max(10_000, { error: messages.groupNicknameTooLong })
  .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters })
  .transform((v) => {
    const cut = Array.from(v.trim()).slice(0, GROUP_LIMITS.nickname).join('').trim();
    return cut === '' ? null : cut;
  });

/** Whether a group is private: joined only with its code, found by search only by its code. */
const groupPrivate = z.boolean({ error: messages.groupPrivateInvalid });

/** POST /groups/create: public unless `private` is true. */
export const createGroupSchema = objectBody(
  z.object({ nickname: groupNickname.nullish(), private: groupPrivate.optional() }),
);

/**
 * POST /groups/{id}/update: the nickname (empty removes it) and whether the group is private;
 * either left out stays as it is, but not both (an update that says nothing is a mistake).
 */
export const updateGroupSchema = objectBody(
  z
    .object({ nickname: groupNickname.nullable().optional(), private: groupPrivate.optional() })
    .refine((v) => v.nickname !== undefined || v.private !== undefined, {
      error: messages.groupNicknameInvalid,
      path: ['nickname'],
    }),
);

/** POST /groups/{id}/join: the group's code, which a private group requires (any case). */
export const joinGroupSchema = objectBody(
  z.object({
    code: z
      .string({ error: messages.groupPrivateNeedsCode })
      .max(GROUP_LIMITS.search, { error: messages.groupPrivateNeedsCode })
      .transform((v) => v.trim().toUpperCase())
      .optional(),
  }),
);

/** POST /groups/search: a code or part of a nickname. */
export const searchGroupsSchema = objectBody(
  z.object({
    search: z
      .string({ error: messages.groupSearchRequired })
      .max(GROUP_LIMITS.search, { error: messages.groupSearchRequired })
      .refine((v) => !hasControlCharacters(v), { error: messages.controlCharacters })
      .transform((v) => v.trim())
      .pipe(z.string().min(1, { error: messages.groupSearchRequired })),
  }),
);

/** The {id} of /groups/{id}/...: a positive whole number. */
export const groupIdParams = z.object({ id: recordIdParam(messages.groupNotFound) });

export const groupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nickname: z.string().nullable(),
  /** Joined only with its code; a search finds it only by its code. */
  private: z.boolean(),
  /** How many members the group has (created or joined). */
  members: z.number().int(),
  /** Whether the asking member created it: only they rename it, and their delete removes it. */
  owner: z.boolean(),
  /** Whether the asking member is in it (search results). */
  in_group: z.boolean(),
  /** Whether anyone is in its live session now (then it cannot be deleted). */
  studying: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupsAnswerSchema = z.object({
  success: z.literal(true),
  groups: z.array(groupSchema),
});
export const groupCreatedSchema = groupsAnswerSchema.extend({ group: groupSchema });
export const groupJoinedSchema = z.object({ success: z.literal(true), group: groupSchema });

/** The name a group is shown by: "nickname (CODE)", or the code alone (docs/groups.md, 'Rules'). */
export function groupDisplayName(group: Pick<Group, 'code' | 'nickname'>): string {
  return group.nickname ? `${group.nickname} (${group.code})` : group.code;
}
