// The study list's order (docs/study.md, 'Screens'): by Number, Name or Difficulty, and the
// reverse-order button that turns whichever it is around.
import { DIFFICULTIES } from '@osce/shared/stations/station-constants';
import type { StationSummary } from '../types';

export const SORT_KEYS = ['number', 'name', 'difficulty'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function isSortKey(value: unknown): value is SortKey {
  return SORT_KEYS.some((key) => key === value);
}

// One collator for every comparison: 'Station 2' before 'Station 10', and case ignored.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Easy, Intermediate, Advanced; a station without a difficulty goes after them. */
function difficultyRank(station: StationSummary): number {
  const difficulty = station.stationTaxons.difficulties[0]?.difficulty;
  return difficulty === undefined ? DIFFICULTIES.length : DIFFICULTIES.indexOf(difficulty);
}

const compare: Record<SortKey, (a: StationSummary, b: StationSummary) => number> = {
  number: (a, b) => a.number - b.number,
  // Equal names and equal difficulties fall back on the number, so the order is always the same.
  name: (a, b) => collator.compare(a.name, b.name) || a.number - b.number,
  difficulty: (a, b) => difficultyRank(a) - difficultyRank(b) || a.number - b.number,
};

/** A sorted copy; `reversed` gives exactly the same list back to front. */
export function sortStations(
  stations: readonly StationSummary[],
  key: SortKey,
  reversed = false,
): StationSummary[] {
  const sorted = [...stations].sort(compare[key]);
  return reversed ? sorted.reverse() : sorted;
}
