// The study screen's applied filters as this device keeps them (localStorage key 'filters'): the
// drawer's Name text, its taxon and trial choices, and its status choices. Read back by hand rather
// than with the zod schemas of packages/shared/src/schemas/study.ts: the store is part of the app's
// first download, which stays free of zod; a stored value that does not fit is simply dropped.
import type { StationFilters, StatusFilter } from '@osce/shared/schemas/study';
import { STATION_STATUSES, TAXON_KINDS } from '@osce/shared/stations/station-constants';

export interface StudyFilters {
  /** The drawer's Name search: a station's name, number or specialty. */
  name: string;
  filters: StationFilters;
  /** The Status section: station statuses, and 'starred' for favourites. */
  completed_filters: StatusFilter[];
}

/** No filter at all (what Clear all filters leaves). */
export const NO_STUDY_FILTERS: StudyFilters = {
  name: '',
  filters: {
    levels: [],
    difficulties: [],
    types: [],
    specialties: [],
    systems: [],
    free_trial: false,
  },
  completed_filters: [],
};

const NAME_MAX = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => Number.isInteger(id) && id > 0);
}

// 'starred' is the one status filter that is not a station status (STATUS_FILTERS in the shared
// schema is built the same way).
function isStatusFilter(value: unknown): value is StatusFilter {
  return value === 'starred' || STATION_STATUSES.some((status) => status === value);
}

/** Study filters from any value (stored JSON, a saved filter): what fits is kept, the rest left empty. */
export function toStudyFilters(value: unknown): StudyFilters {
  if (!isRecord(value)) return NO_STUDY_FILTERS;
  const raw = isRecord(value.filters) ? value.filters : {};
  const filters = { ...NO_STUDY_FILTERS.filters, free_trial: raw.free_trial === true };
  for (const kind of TAXON_KINDS) filters[kind] = [...new Set(idsOf(raw[kind]))];
  const statuses = Array.isArray(value.completed_filters) ? value.completed_filters : [];
  return {
    name: typeof value.name === 'string' ? value.name.slice(0, NAME_MAX) : '',
    filters,
    completed_filters: [...new Set(statuses.filter(isStatusFilter))],
  };
}

/** The stored text back to filters; none stored, or unreadable, is no filter. */
export function parseStudyFilters(stored: string | null): StudyFilters {
  if (!stored) return NO_STUDY_FILTERS;
  try {
    return toStudyFilters(JSON.parse(stored) as unknown);
  } catch {
    return NO_STUDY_FILTERS;
  }
}
