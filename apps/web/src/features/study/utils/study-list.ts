// The study list from the whole catalogue: filters, then the search box, then the order. Pure, so
// the screen can memoise it per keystroke and the unit tests can time it on a thousand stations.
import type { StudyFilters } from '../../../stores/study-filters';
import type { StationSummary } from '../types';
import { stationFilter } from './station-filters';
import { matchesSearch, normaliseTerm } from './station-search';
import { sortStations, type SortKey } from './station-sort';

export interface StudyListQuery {
  /** The search box's text, as typed. */
  search: string;
  /** The filters in force (see effectiveFilters for what a role's drawer leaves out). */
  filters: StudyFilters;
  sort: SortKey;
  reversed: boolean;
}

export function selectStations(
  stations: readonly StationSummary[],
  { search, filters, sort, reversed }: StudyListQuery,
): StationSummary[] {
  const term = normaliseTerm(search);
  const keep = stationFilter(filters);
  const found = stations.filter((station) => keep(station) && matchesSearch(station, term));
  return sortStations(found, sort, reversed);
}
