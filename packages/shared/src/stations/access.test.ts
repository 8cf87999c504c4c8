import { describe, expect, it } from 'vitest';
import { canUseStation, studyAccessOf, type MemberStatus, type StudyAccess } from './access.ts';

describe('studyAccessOf', () => {
  it('gives an Active member paid access, a Trial member trial access, an Inactive one none', () => {
    const expected: Record<MemberStatus, StudyAccess> = {
      Active: 'paid',
      Trial: 'trial',
      Inactive: 'none',
    };
    for (const status of Object.keys(expected) as MemberStatus[]) {
      expect(studyAccessOf(status), status).toBe(expected[status]);
    }
  });
});

describe('canUseStation (docs/study.md)', () => {
  const trialStation = { available_to_trial: true };
  const paidOnlyStation = { available_to_trial: false };

  it('lets a paid member use every station', () => {
    expect(canUseStation('paid', trialStation)).toBe(true);
    expect(canUseStation('paid', paidOnlyStation)).toBe(true);
  });

  it('lets a trial member use only the stations available to trial', () => {
    expect(canUseStation('trial', trialStation)).toBe(true);
    expect(canUseStation('trial', paidOnlyStation)).toBe(false);
  });

  it('lets a member without a subscription use no station, not even a trial one', () => {
    expect(canUseStation('none', trialStation)).toBe(false);
    expect(canUseStation('none', paidOnlyStation)).toBe(false);
  });

  it('decides from the member status as GET /user reports it', () => {
    expect(canUseStation(studyAccessOf('Active'), paidOnlyStation)).toBe(true);
    expect(canUseStation(studyAccessOf('Trial'), trialStation)).toBe(true);
    expect(canUseStation(studyAccessOf('Trial'), paidOnlyStation)).toBe(false);
    expect(canUseStation(studyAccessOf('Inactive'), trialStation)).toBe(false);
  });
});
