// The study groups page's words for its values: a member count, and texts with a name filled in.
import { messages } from '@osce/shared/messages';

/** A message with its {placeholder}s filled: withValues(messages.groupsCurrently, { name }). */
export function withValues(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export function membersText(count: number): string {
  return count === 1 ? messages.groupsMembersOne : withValues(messages.groupsMembers, { count });
}

/** An action's accessible name: the button's word, then the group it acts on ("Start ABC234"). */
export function actionLabel(action: string, name: string): string {
  return `${action} ${name}`;
}
