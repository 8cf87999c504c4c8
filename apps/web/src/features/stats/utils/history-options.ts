// The history select of one station (docs/progress.md, 'Screens'): its markings by date, newest
// first, each named DD/MM/YYYY HH:mm in the member's own time zone (when they sat it).
import type { MarkingsAnswer } from '@osce/shared/schemas/stats';

export type Marking = MarkingsAnswer['markings'][number];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** DD/MM/YYYY HH:mm in local time, or '' for a timestamp that cannot be read. */
export function formatAttemptDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export interface AttemptOption {
  id: number;
  label: string;
}

/** The select's options, newest first; markings of the same instant by id, the later one first. */
export function attemptOptions(markings: readonly Marking[]): AttemptOption[] {
  return [...markings]
    .sort((a, b) => Date.parse(b.created) - Date.parse(a.created) || b.id - a.id)
    .map((marking) => ({ id: marking.id, label: formatAttemptDate(marking.created) }));
}

/** The marking chosen, or the newest when none is (or the chosen one has gone). */
export function chosenMarking(
  markings: readonly Marking[],
  chosenId: number | null,
): Marking | undefined {
  const chosen = markings.find((marking) => marking.id === chosenId);
  if (chosen) return chosen;
  const newest = attemptOptions(markings)[0];
  return newest && markings.find((marking) => marking.id === newest.id);
}

/** The ?station= search parameter: a station id, or null for anything else. */
export function parseStationParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
