// The dashboard's three figures as shown (docs/accounts.md, 'Screens'): a dash stands for a
// figure there is nothing to base on yet (no marked station, no specialty).
import type { UserStats } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';

export const EMPTY_FIGURE = '—';

export interface Figure {
  label: string;
  value: string;
}

/** A whole count with thousands separators: '1,204'. */
export function formatCount(count: number): string {
  return Math.max(0, Math.trunc(count)).toLocaleString('en-US');
}

/** A percentage 0-100 to one decimal at most ('72.5%', '80%'), or a dash when there is none. */
export function formatAverageGrade(grade: number | null): string {
  if (grade === null || !Number.isFinite(grade)) return EMPTY_FIGURE;
  const clamped = Math.min(100, Math.max(0, grade));
  return `${Number(clamped.toFixed(1))}%`;
}

export function formatBestSpecialty(specialty: string | null): string {
  const name = specialty?.trim();
  return name ? name : EMPTY_FIGURE;
}

/** The three figures in the order the spec lists them. */
export function profileFigures(stats: UserStats): Figure[] {
  return [
    { label: messages.profileStationsCompleted, value: formatCount(stats.stations_completed) },
    { label: messages.profileAverageGrade, value: formatAverageGrade(stats.average_grade) },
    { label: messages.profileBestSpecialty, value: formatBestSpecialty(stats.best_specialty) },
  ];
}

/** 'Welcome, {first name}'; a plain 'Welcome' for a member without one. */
export function welcomeText(firstName: string): string {
  const name = firstName.trim();
  return name ? messages.profileWelcome.replace('{name}', name) : 'Welcome';
}
