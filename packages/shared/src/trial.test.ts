import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from './constants';
import { runningTrial, trialDaysLeft, trialDaysLeftText } from './trial';

const now = new Date('2026-11-25T15:00:00Z');

describe('trialDaysLeft', () => {
  it('counts whole days up to the expiry, rounding a part day up', () => {
    expect(trialDaysLeft('2026-12-02T15:00:00Z', now)).toBe(7);
    expect(trialDaysLeft('2026-12-02T15:00:01Z', now)).toBe(8);
    expect(trialDaysLeft('2026-11-25T23:59:00Z', now)).toBe(1);
  });

  it('is 0 once the trial has ended, or for a date it cannot read', () => {
    expect(trialDaysLeft('2026-11-25T15:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('2026-11-20T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft('not a date', now)).toBe(0);
  });
});

describe('trialDaysLeftText', () => {
  it('says the days left with the right number word', () => {
    expect(trialDaysLeftText(7)).toBe('7 days left in your free trial');
    expect(trialDaysLeftText(1)).toBe('1 day left in your free trial');
  });
});

describe('runningTrial', () => {
  const trial = { type: { name: FREE_TRIAL_PLAN_NAME }, status: 'active', expiry_date: 'x' };
  it('finds the active free trial and nothing else', () => {
    expect(runningTrial([{ ...trial, type: { name: 'One Month' } }, trial])).toBe(trial);
    expect(runningTrial([{ ...trial, status: 'expired' }])).toBeNull();
    expect(runningTrial([])).toBeNull();
  });
});
