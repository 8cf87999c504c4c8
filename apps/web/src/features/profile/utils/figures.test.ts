import { describe, expect, it } from 'vitest';
import type { UserStats } from '@osce/shared/api';
import {
  EMPTY_FIGURE,
  formatAverageGrade,
  formatBestSpecialty,
  formatCount,
  profileFigures,
  welcomeText,
} from './figures';

describe('formatAverageGrade', () => {
  it('shows a dash before any marked station', () => {
    expect(formatAverageGrade(null)).toBe(EMPTY_FIGURE);
  });

  it('shows a percentage to one decimal at most', () => {
    expect(formatAverageGrade(80)).toBe('80%');
    expect(formatAverageGrade(72.46)).toBe('72.5%');
    expect(formatAverageGrade(66.666)).toBe('66.7%');
    expect(formatAverageGrade(0)).toBe('0%');
  });

  it('keeps a figure outside 0-100 or not a number from showing nonsense', () => {
    expect(formatAverageGrade(104)).toBe('100%');
    expect(formatAverageGrade(-3)).toBe('0%');
    expect(formatAverageGrade(Number.NaN)).toBe(EMPTY_FIGURE);
  });
});

describe('formatBestSpecialty and formatCount', () => {
  it('shows a dash for no specialty, or a blank one', () => {
    expect(formatBestSpecialty(null)).toBe(EMPTY_FIGURE);
    expect(formatBestSpecialty('  ')).toBe(EMPTY_FIGURE);
    expect(formatBestSpecialty(' Cardiology ')).toBe('Cardiology');
  });

  it('counts with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1204)).toBe('1,204');
  });
});

describe('profileFigures', () => {
  it('lists the three figures with the spec labels, in order', () => {
    // GET /user/stats answers My Stats; the dashboard reads its last three fields.
    const stats: UserStats = {
      period: 'all',
      average_mark: 71.3,
      attempt_again: [],
      completed: [],
      chart_data: { specialties: [], types: [], systems: [], domains: [] },
      stations_completed: 12,
      average_grade: 71.25,
      best_specialty: null,
    };
    expect(profileFigures(stats)).toEqual([
      { label: 'Stations Completed', value: '12' },
      { label: 'Average Grade', value: '71.3%' },
      { label: 'Best Specialty', value: EMPTY_FIGURE },
    ]);
  });
});

describe('welcomeText', () => {
  it('welcomes the member by first name', () => {
    expect(welcomeText('Ana')).toBe('Welcome, Ana');
    expect(welcomeText('  ')).toBe('Welcome');
  });
});
