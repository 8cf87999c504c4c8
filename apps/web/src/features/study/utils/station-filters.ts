// The filter drawer's rules (docs/study.md, 'Validation'): the Name text against a
// station's name, number or specialty; the taxonomies, Free Trial Stations and Status. Choices in
// one section widen it (any of them), sections narrow each other (all of them).
import type { FilterSection } from '@osce/shared/stations/roles';
import { TAXON_KINDS, type TaxonKind } from '@osce/shared/stations/station-constants';
import type { StudyFilters } from '../../../stores/study-filters';
import type { StationSummary } from '../types';
import { normaliseTerm } from './station-search';

/** A station's taxon ids by taxonomy: what the drawer's choices are compared with. */
function taxonIds(station: StationSummary, kind: TaxonKind): number[] {
  return station.stationTaxons[kind].map((taxon) => taxon.id);
}

function matchesName(station: StationSummary, term: string): boolean {
  if (term === '') return true;
  if (station.name.toLowerCase().includes(term) || String(station.number) === term) return true;
  return station.stationTaxons.specialties.some((s) => s.specialty.toLowerCase().includes(term));
}

function matchesStatus(station: StationSummary, statuses: StudyFilters['completed_filters']) {
  if (statuses.length === 0) return true;
  return statuses.some((status) =>
    status === 'starred' ? station.favourited : station.status === status,
  );
}

/**
 * A test for stations built once per filter change: the name term is normalised and the chosen
 * ids put in sets here, not again for each of a thousand stations.
 */
export function stationFilter(filters: StudyFilters): (station: StationSummary) => boolean {
  const term = normaliseTerm(filters.name);
  const chosen = TAXON_KINDS.map((kind) => [kind, new Set(filters.filters[kind])] as const).filter(
    ([, ids]) => ids.size > 0,
  );
  const trialOnly = filters.filters.free_trial;
  const statuses = filters.completed_filters;
  return (station) =>
    (!trialOnly || station.available_to_trial) &&
    matchesStatus(station, statuses) &&
    chosen.every(([kind, ids]) => taxonIds(station, kind).some((id) => ids.has(id))) &&
    matchesName(station, term);
}

/**
 * The filters that apply for a role: a section the drawer does not show (Free Trial Stations for a
 * paid member; Level, Difficulty and Specialties for the group candidate) filters nothing, so a
 * choice made under another role cannot narrow the list invisibly.
 */
export function effectiveFilters(filters: StudyFilters, sections: FilterSection[]): StudyFilters {
  const shown = new Set(sections);
  const taxa = { ...filters.filters };
  for (const kind of TAXON_KINDS) if (!shown.has(kind)) taxa[kind] = [];
  if (!shown.has('access')) taxa.free_trial = false;
  return {
    name: shown.has('name') ? filters.name : '',
    filters: taxa,
    completed_filters: shown.has('status') ? filters.completed_filters : [],
  };
}

/** How many sections narrow the list: the Filters button's count. */
export function countActiveSections(filters: StudyFilters): number {
  let count = 0;
  if (normaliseTerm(filters.name) !== '') count += 1;
  if (filters.filters.free_trial) count += 1;
  if (filters.completed_filters.length > 0) count += 1;
  for (const kind of TAXON_KINDS) if (filters.filters[kind].length > 0) count += 1;
  return count;
}

/** One section of the drawer back to no choice (its Clear button). */
export function clearSection(filters: StudyFilters, section: FilterSection): StudyFilters {
  switch (section) {
    case 'name':
      return { ...filters, name: '' };
    case 'access':
      return { ...filters, filters: { ...filters.filters, free_trial: false } };
    case 'status':
      return { ...filters, completed_filters: [] };
    default:
      return { ...filters, filters: { ...filters.filters, [section]: [] } };
  }
}

/** Whether a section has a choice (its Clear button is offered only then). */
export function sectionHasChoice(filters: StudyFilters, section: FilterSection): boolean {
  switch (section) {
    case 'name':
      return filters.name !== '';
    case 'access':
      return filters.filters.free_trial;
    case 'status':
      return filters.completed_filters.length > 0;
    default:
      return filters.filters[section].length > 0;
  }
}
