import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { actionLabel, membersText, withValues } from './group-labels';

describe('the study groups labels', () => {
  it('fills a message with a name, leaving unknown placeholders', () => {
    expect(withValues(messages.groupsCurrently, { name: 'K7M2QX' })).toBe(
      'Currently studying K7M2QX',
    );
    expect(withValues('{name} and {other}', { name: 'A' })).toBe('A and {other}');
  });

  it('counts members in words', () => {
    expect(membersText(1)).toBe('1 member');
    expect(membersText(0)).toBe('0 members');
    expect(membersText(3)).toBe('3 members');
  });

  it('names an action after the group it acts on', () => {
    expect(actionLabel(messages.groupsRename, 'Cardio crew (K7M2QX)')).toBe(
      'Rename Cardio crew (K7M2QX)',
    );
  });
});
