// The rules of the page that do not need React: what a group row offers, when starting asks first,
// what a nickname input keeps, and how a group is remembered while it is studied.
import { GROUP_LIMITS, groupDisplayName, type Group } from '@osce/shared/schemas/groups';
import type { StudyGroup } from '../../../stores/study-group';

/** The group as the store keeps it while it is studied: its id and display name. */
export function studyGroupOf(group: Pick<Group, 'id' | 'code' | 'nickname'>): StudyGroup {
  return { id: group.id, name: groupDisplayName(group) };
}

/**
 * Starting (or joining) a group while another is being studied asks first (docs/groups.md,
 * 'Rules'); starting the group already studied, or any group with none, does not.
 */
export function needsStartConfirm(current: StudyGroup | null, groupId: number): boolean {
  return current !== null && current.id !== groupId;
}

/** What a group offers to start it: Join when the member is not in it, else Start; Studying if it is the current one. */
export type StartAction = 'join' | 'start' | 'studying';

export function startActionOf(
  group: Pick<Group, 'id' | 'in_group'>,
  current: StudyGroup | null,
): StartAction {
  if (current?.id === group.id) return 'studying';
  return group.in_group ? 'start' : 'join';
}

/**
 * What a nickname field keeps of what is typed or pasted: at most 16 characters, the rest ignored
 * (docs/groups.md, 'Validation'), counted as the server counts them (a character, not a UTF-16 unit).
 */
export function keptNickname(typed: string): string {
  const characters = Array.from(typed);
  return characters.length <= GROUP_LIMITS.nickname
    ? typed
    : characters.slice(0, GROUP_LIMITS.nickname).join('');
}

// Which page changes leave the group: one rule, in lib/, for the live root and the station screen.
export { leavesGroup } from '../../../lib/study-pages';
