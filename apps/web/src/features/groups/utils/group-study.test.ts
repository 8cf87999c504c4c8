import { describe, expect, it } from 'vitest';
import {
  keptNickname,
  leavesGroup,
  needsStartConfirm,
  startActionOf,
  studyGroupOf,
} from './group-study';

describe('studyGroupOf', () => {
  it('names a group with a nickname "nickname (CODE)"', () => {
    expect(studyGroupOf({ id: 4, code: 'K7M2QX', nickname: 'Cardio crew' })).toEqual({
      id: 4,
      name: 'Cardio crew (K7M2QX)',
    });
  });

  it('names a group without one by its code', () => {
    expect(studyGroupOf({ id: 5, code: 'H3PZ9A', nickname: null })).toEqual({
      id: 5,
      name: 'H3PZ9A',
    });
  });
});

describe('needsStartConfirm', () => {
  const current = { id: 4, name: 'Cardio crew (K7M2QX)' };

  it('asks when another group is being studied', () => {
    expect(needsStartConfirm(current, 9)).toBe(true);
  });

  it('does not ask for the group already studied, or with no group', () => {
    expect(needsStartConfirm(current, 4)).toBe(false);
    expect(needsStartConfirm(null, 9)).toBe(false);
  });
});

describe('startActionOf', () => {
  const current = { id: 4, name: 'K7M2QX' };

  it('offers Join for a group the member is not in', () => {
    expect(startActionOf({ id: 9, in_group: false }, current)).toBe('join');
    expect(startActionOf({ id: 9, in_group: false }, null)).toBe('join');
  });

  it('offers Start for one they are in, and says Studying for the current one', () => {
    expect(startActionOf({ id: 9, in_group: true }, current)).toBe('start');
    expect(startActionOf({ id: 4, in_group: true }, current)).toBe('studying');
  });
});

describe('keptNickname', () => {
  it('keeps up to 16 characters as typed', () => {
    expect(keptNickname('')).toBe('');
    expect(keptNickname(' Cardio crew ')).toBe(' Cardio crew ');
    expect(keptNickname('a'.repeat(16))).toBe('a'.repeat(16));
  });

  it('ignores what goes past 16 characters', () => {
    expect(keptNickname('Twenty chars exactly')).toBe('Twenty chars exa');
  });

  it('counts a character outside the basic plane once, as the server does', () => {
    const emoji = '🩺'.repeat(20);
    expect(keptNickname(emoji)).toBe('🩺'.repeat(16));
  });
});

describe('leavesGroup', () => {
  it('leaves the group when the station page is left for a page outside studying', () => {
    expect(leavesGroup('/station/4', '/stats')).toBe(true);
    expect(leavesGroup('/station/4', '/profile')).toBe(true);
    expect(leavesGroup('/station/4', '/study')).toBe(false);
    expect(leavesGroup('/station/4', '/search')).toBe(false);
    expect(leavesGroup('/station/4', '/station/5')).toBe(false);
    expect(leavesGroup('/study', '/stats')).toBe(false);
  });
});
