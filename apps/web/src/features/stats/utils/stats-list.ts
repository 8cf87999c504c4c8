// The Stations Completed and Stations to Try Again lists (docs/progress.md): the
// keyword search by name (case-insensitive) or number, and pages of STATION_PAGE_SIZE.
import type { StatsStation } from '@osce/shared/schemas/stats';
import { STATION_PAGE_SIZE } from '@osce/shared/stations/station-constants';

/**
 * The stations a search finds, in the server's order (latest marking first). A number matches
 * whole ("1" finds station 1, not 10 to 19), as on the study screen, so a member who knows the
 * station's number gets that station; any other text is looked for in the name.
 */
export function searchStatsStations(
  stations: readonly StatsStation[],
  search: string,
): StatsStation[] {
  const term = search.trim().toLowerCase();
  if (term === '') return [...stations];
  return stations.filter(
    (station) => String(station.number) === term || station.name.toLowerCase().includes(term),
  );
}

/** Pages needed for `total` stations; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = STATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show: the one asked for, kept within the pages there are, so a reset that empties
 * the last page never leaves the member past the end of the list.
 */
export function clampPage(page: number, total: number, size = STATION_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, size));
}

/** The items of one page (1-based, clamped). */
export function pageOf<T>(items: readonly T[], page: number, size = STATION_PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, size);
  return items.slice((current - 1) * size, current * size);
}
