// 'My Filter' (docs/study.md, 'Data'): what POST /user/save_filters sends, and
// reading back the saved one that GET /user carries as `filters` (null before any is saved).
import type { CurrentUser } from '@osce/shared/api';
import type { SavedFilters } from '@osce/shared/schemas/study';
import { toStudyFilters, type StudyFilters } from '../../../stores/study-filters';

export interface MyFilter {
  studyFilters: StudyFilters;
  hiddenStationNames: boolean;
}

/** The body of POST /user/save_filters: the drawer's choices and the hidden-names choice. */
export function savePayload(filters: StudyFilters, hiddenStationNames: boolean): SavedFilters {
  return {
    name: filters.name.trim(),
    filters: filters.filters,
    completed_filters: filters.completed_filters,
    hidden_station_names: hiddenStationNames,
  };
}

/** A saved filter from any value: null when there is none. */
export function toMyFilter(saved: unknown): MyFilter | null {
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return null;
  return {
    studyFilters: toStudyFilters(saved),
    hiddenStationNames: 'hidden_station_names' in saved && saved.hidden_station_names === true,
  };
}

/** The member's saved filter from GET /user. */
export function myFilterOf(user: Pick<CurrentUser, 'filters'>): MyFilter | null {
  return toMyFilter(user.filters);
}
