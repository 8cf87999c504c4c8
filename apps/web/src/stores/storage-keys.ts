// The localStorage keys of the web app, in one place: the store reads and writes them, and logout
// clears the session's ones (docs/accounts.md, 'Rules'). The study keys are named here already so the
// study and group screens use these names, and logout clears them without knowing those screens.

export const STORAGE_KEYS = {
  country: 'country',
  token: 'token',
  /** 'true' while the member has not agreed to the current terms (docs/accounts.md, 'Data'). */
  updateTerms: 'update_terms',
  /** The group being studied (study area). */
  group: 'group',
  /** The member's role in a station: candidate-1, candidate-2, examiner, patient, observer. */
  role: 'role',
  /** The study search filters. */
  filters: 'filters',
  /** Whether station names are hidden in the study lists. */
  hideStationNames: 'hide_station_names',
  /** The playlist being studied. */
  playlist: 'playlist',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What belongs to one member's session: everything but the visitor's chosen country. */
export const SESSION_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.updateTerms,
  STORAGE_KEYS.group,
  STORAGE_KEYS.role,
  STORAGE_KEYS.filters,
  STORAGE_KEYS.hideStationNames,
  STORAGE_KEYS.playlist,
];
