// Study-area constants (docs/study.md): the vocabularies a station, a
// member's progress and the study screen are built from.

/** Where a stem task is done: the phase it belongs to (docs/study.md, 'Data'). */
export const STATION_AREAS = [
  'reading',
  'station',
  'question',
  'feedback',
  'station/questions',
] as const;
export type StationArea = (typeof STATION_AREAS)[number];

export const DIFFICULTIES = ['Easy', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** Tag colours of the difficulties (docs/study.md, 'Constants'), in Ant Design's preset names. */
export const DIFFICULTY_COLOURS: Record<Difficulty, string> = {
  Easy: 'green',
  Intermediate: 'orange',
  Advanced: 'red',
};

/** A member's standing with one station (docs/study.md, 'Data'). */
export const STATION_STATUSES = [
  'not_attempted',
  'incomplete',
  'complete',
  'attempt_again',
] as const;
export type StationStatus = (typeof STATION_STATUSES)[number];
export const STATION_STATUS_LABELS: Record<StationStatus, string> = {
  not_attempted: 'Not Attempted',
  incomplete: 'Incomplete',
  complete: 'Complete',
  attempt_again: 'Attempt Again',
};
export const STATION_STATUS_COLOURS: Record<StationStatus, string> = {
  not_attempted: 'gold',
  incomplete: 'volcano',
  complete: 'blue',
  attempt_again: 'purple',
};

/** The five taxonomies a station is classified by, in the order the filter drawer shows them. */
export const TAXON_KINDS = ['levels', 'difficulties', 'types', 'specialties', 'systems'] as const;
export type TaxonKind = (typeof TAXON_KINDS)[number];

/** Stations per page on the study and stats lists (docs/study.md, 'Constants'). */
export const STATION_PAGE_SIZE = 10;
/** Marking guide items: checkboxes per item, and the global score every station adds. */
export const MAX_MARKS_PER_ITEM = 10;
export const GLOBAL_SCORE_MAX = 5;
/** Station numbers: positive, and short enough to type into a search box. */
export const STATION_NUMBER_MAX = 999_999;
