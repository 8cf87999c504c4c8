// The study screen's words for its values: sort orders, status choices, and texts with a number.
import { messages } from '@osce/shared/messages';
import type { StatusFilter } from '@osce/shared/schemas/study';
import type { FilterSection } from '@osce/shared/stations/roles';
import { STATION_STATUS_LABELS } from '@osce/shared/stations/station-constants';
import type { SortKey } from './station-sort';

export const SORT_LABELS: Record<SortKey, string> = {
  number: messages.studySortNumber,
  name: messages.studySortName,
  difficulty: messages.studySortDifficulty,
};

export function statusFilterLabel(filter: StatusFilter): string {
  return filter === 'starred' ? messages.studyStarred : STATION_STATUS_LABELS[filter];
}

export const SECTION_TITLES: Record<FilterSection, string> = {
  name: messages.studyFilterName,
  access: messages.studyFilterAccess,
  status: messages.studyFilterStatus,
  levels: messages.studyFilterLevels,
  difficulties: messages.studyFilterDifficulties,
  types: messages.studyFilterTypes,
  specialties: messages.studyFilterSpecialties,
  systems: messages.studyFilterSystems,
};
