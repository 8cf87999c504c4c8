// The study list's pages: STATION_PAGE_SIZE stations each (docs/study.md, 'Constants').
import { STATION_PAGE_SIZE } from '@osce/shared/stations/station-constants';

/** Pages needed for `total` stations; an empty list still has its one (empty) page. */
export function pageCount(total: number, size = STATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show: the one asked for, kept within the pages there are, so a narrower filter or a
 * starred station leaving the list never leaves the member on a page past the end.
 */
export function clampPage(page: number, total: number, size = STATION_PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, size));
}

/** The items of one page (1-based). */
export function pageOf<T>(items: readonly T[], page: number, size = STATION_PAGE_SIZE): T[] {
  const current = clampPage(page, items.length, size);
  return items.slice((current - 1) * size, current * size);
}
