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

// Station file format version 2 (content/stations/README.md, 'Version 2'; docs/content.md).

/** The three domains a marking guide item scores (PLAB 2 and UKMLA). */
export const MARKING_DOMAINS = ['data_gathering', 'clinical_management', 'interpersonal'] as const;
export type MarkingDomain = (typeof MARKING_DOMAINS)[number];
export const MARKING_DOMAIN_LABELS: Record<MarkingDomain, string> = {
  data_gathering: 'Data gathering',
  clinical_management: 'Clinical management',
  interpersonal: 'Interpersonal skills',
};

/** The items every marking guide of a type must have, each tagged on the item that covers it. */
export const UNIVERSAL_ITEMS = [
  'introduction',
  'consent',
  'hand_hygiene',
  'chaperone',
  'safety_netting',
  'summary',
] as const;
export type UniversalItem = (typeof UNIVERSAL_ITEMS)[number];
export const UNIVERSAL_ITEM_LABELS: Record<UniversalItem, string> = {
  introduction: 'introduction',
  consent: 'consent',
  hand_hygiene: 'hand hygiene',
  chaperone: 'chaperone',
  safety_netting: 'safety-netting',
  summary: 'summary',
};
/** Which universal items each station type calls for; types not listed call for none. */
export const UNIVERSAL_ITEMS_BY_TYPE: Readonly<Record<string, readonly UniversalItem[]>> = {
  'History Taking': ['introduction', 'consent', 'summary', 'safety_netting'],
  Examination: ['introduction', 'consent', 'hand_hygiene', 'chaperone', 'summary'],
  'Procedures and Skills': ['introduction', 'consent', 'hand_hygiene'],
  Communication: ['introduction', 'summary', 'safety_netting'],
  'Acute Assessment': ['introduction', 'hand_hygiene'],
};

/**
 * The kinds of stem task and the minutes each takes by the rule of thumb. `questions` is counted
 * from the questions asked in Question Time instead (one minute each).
 */
export const TASK_KIND_MINUTES = {
  read: 1,
  focused_history: 3,
  history: 5,
  focused_examination: 3,
  examination: 6,
  abcde: 5,
  procedure: 5,
  explanation: 4,
  prescribing: 3,
  interpretation: 2,
  referral: 3,
  presentation: 1,
  questions: 0,
} as const;
export type TaskKind = keyof typeof TASK_KIND_MINUTES;
export const TASK_KINDS = Object.keys(TASK_KIND_MINUTES) as TaskKind[];
/** Minutes of Question Time each question asked in it takes. */
export const MINUTES_PER_QUESTION = 1;
/** Questions asked in Question Time at most; the others are for the feedback discussion. */
export const MAX_QUESTION_TIME_QUESTIONS = 2;

/** Who an artefact is shown to: 'candidate' is the solo and the group candidate alike. */
export const ARTEFACT_ROLES = ['candidate', 'examiner', 'patient', 'observer'] as const;
export type ArtefactRole = (typeof ARTEFACT_ROLES)[number];
/** Image files an artefact may be: the file name's extension. */
export const ARTEFACT_IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;

/** A station whose last clinical review is older than this is reported by stations:check. */
export const REVIEW_MAX_AGE_YEARS = 3;
