// The little client state of the app (not server state): the chosen country, the stored token, the
// terms-updated flag, the study screen's role, filters and hidden-names flag, the playlist being
// played and the group being studied. They persist in localStorage (keys in storage-keys.ts), and
// other tabs follow changes through the 'storage' event.
import { useSyncExternalStore } from 'react';
import { CURRENT_COUNTRY, isCountryCode, type CountryCode } from '@osce/shared/countries';
import { ROLES, type Role } from '@osce/shared/stations/roles';
import { stationTimingSchema, type StationTiming } from '@osce/shared/stations/timing';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';
import { parseStudyGroup, type StudyGroup } from './study-group';
import { NO_STUDY_FILTERS, parseStudyFilters, type StudyFilters } from './study-filters';

const COUNTRY_KEY = STORAGE_KEYS.country;
const TOKEN_KEY = STORAGE_KEYS.token;
const UPDATE_TERMS_KEY = STORAGE_KEYS.updateTerms;
const ROLE_KEY = STORAGE_KEYS.role;
const FILTERS_KEY = STORAGE_KEYS.filters;
const HIDE_NAMES_KEY = STORAGE_KEYS.hideStationNames;
const PLAYLIST_KEY = STORAGE_KEYS.playlist;
const GROUP_KEY = STORAGE_KEYS.group;
const WATCHED_KEYS: readonly string[] = [
  COUNTRY_KEY,
  TOKEN_KEY,
  UPDATE_TERMS_KEY,
  ROLE_KEY,
  FILTERS_KEY,
  HIDE_NAMES_KEY,
  PLAYLIST_KEY,
  GROUP_KEY,
];

interface AppState {
  country: CountryCode;
  token: string | null;
  /** The server said the member has not agreed to the current terms (docs/accounts.md, 'Rules'). */
  updateTerms: boolean;
  /** The study role (docs/study.md, 'Rules'); null until one is chosen. */
  role: Role | null;
  /** The study screen's applied filters (the filter drawer's choices). */
  studyFilters: StudyFilters;
  /** The solo candidate's Hide Station Names choice. */
  hideStationNames: boolean;
  /** The playlist being played and the index of its current item (docs/progress.md, 'Rules'). */
  playlist: PlayingPlaylist | null;
  /** The group being studied (docs/groups.md, 'Rules'); null when studying solo. */
  group: StudyGroup | null;
}

type StudyState = Pick<
  AppState,
  'role' | 'studyFilters' | 'hideStationNames' | 'playlist' | 'group'
>;

export interface PlayingPlaylist {
  id: number;
  index: number;
  /** The timing the member chose at the playlist's first station, kept for the next ones. */
  timing?: StationTiming;
}

/** What a new or ended session starts the study screen with. */
const NO_STUDY_STATE = {
  role: null,
  studyFilters: NO_STUDY_FILTERS,
  hideStationNames: false,
  playlist: null,
  group: null,
} as const satisfies StudyState;

function isRole(value: string | null): value is Role {
  return ROLES.some((role) => role === value);
}

// globalThis rather than window: the same code runs in unit tests with a stubbed localStorage.
function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy modes); the app still works for the session.
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage.removeItem(key);
    else globalThis.localStorage.setItem(key, value);
  } catch {
    // See readStorage.
  }
}

function readState(): AppState {
  const country = readStorage(COUNTRY_KEY);
  return {
    country: isCountryCode(country) ? country : CURRENT_COUNTRY,
    token: readStorage(TOKEN_KEY),
    updateTerms: readStorage(UPDATE_TERMS_KEY) === 'true',
    ...readStudyState(),
  };
}

function readStudyState(): StudyState {
  const role = readStorage(ROLE_KEY);
  return {
    role: isRole(role) ? role : null,
    studyFilters: parseStudyFilters(readStorage(FILTERS_KEY)),
    hideStationNames: readStorage(HIDE_NAMES_KEY) === 'true',
    playlist: parsePlaying(readStorage(PLAYLIST_KEY)),
    group: parseStudyGroup(readStorage(GROUP_KEY)),
  };
}

function parsePlaying(raw: string | null): PlayingPlaylist | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, index, timing } = value as Record<string, unknown>;
    if (!Number.isInteger(id) || !Number.isInteger(index) || (index as number) < 0) return null;
    const playing: PlayingPlaylist = { id: id as number, index: index as number };
    const kept = stationTimingSchema.safeParse(timing);
    if (kept.success) playing.timing = kept.data;
    return playing;
  } catch {
    return null;
  }
}

let state: AppState = readState();
const listeners = new Set<() => void>();

function emit(next: AppState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || WATCHED_KEYS.includes(event.key)) emit(readState());
}

export function setCountry(country: CountryCode): void {
  writeStorage(COUNTRY_KEY, country);
  emit({ ...state, country });
}

export function getCountry(): CountryCode {
  return state.country;
}

export function getToken(): string | null {
  return state.token;
}

/** Stores the session token (login), or removes it (logout, expired credentials). */
export function setToken(token: string | null): void {
  writeStorage(TOKEN_KEY, token);
  emit({ ...state, token });
}

/** Sets or clears the terms-updated flag; the API client sets it from any answer that carries it. */
export function setUpdateTerms(updateTerms: boolean): void {
  if (updateTerms === state.updateTerms) return;
  writeStorage(UPDATE_TERMS_KEY, updateTerms ? 'true' : null);
  emit({ ...state, updateTerms });
}

/**
 * A successful login: the new token, and nothing left of an earlier session (its terms flag,
 * which the server repeats if it still applies, and the role, which the spec resets at login).
 */
export function startSession(token: string): void {
  writeStorage(STORAGE_KEYS.role, null);
  writeStorage(PLAYLIST_KEY, null);
  writeStorage(UPDATE_TERMS_KEY, null);
  writeStorage(TOKEN_KEY, token);
  emit({ ...state, token, updateTerms: false, role: null, playlist: null });
}

/** Logout: the token, the terms flag and the study keys (group, role, filters, ...) go. */
export function clearSession(): void {
  for (const key of SESSION_STORAGE_KEYS) writeStorage(key, null);
  emit({ ...state, token: null, updateTerms: false, ...NO_STUDY_STATE });
}

export function useCountry(): CountryCode {
  return useSyncExternalStore(subscribe, () => state.country);
}

/** Logged in means a token is stored. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => state.token !== null);
}

/** The stored token itself (the group's live connection signs in with it). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, () => state.token);
}

/** The terms banner and the profile's consent panel show when the flag and a token are stored. */
export function useTermsUpdateNeeded(): boolean {
  return useSyncExternalStore(subscribe, () => state.updateTerms && state.token !== null);
}

export function getUpdateTerms(): boolean {
  return state.updateTerms;
}

export function getRole(): Role | null {
  return state.role;
}

/** Chooses the study role (the role chooser), or clears it (null). */
export function setRole(role: Role | null): void {
  writeStorage(ROLE_KEY, role);
  emit({ ...state, role });
}

export function useRole(): Role | null {
  return useSyncExternalStore(subscribe, () => state.role);
}

export function getStudyFilters(): StudyFilters {
  return state.studyFilters;
}

/** Applies the filter drawer's choices; they stay for the next visit and survive a reload. */
export function setStudyFilters(studyFilters: StudyFilters): void {
  writeStorage(FILTERS_KEY, JSON.stringify(studyFilters));
  emit({ ...state, studyFilters });
}

export function useStudyFilters(): StudyFilters {
  return useSyncExternalStore(subscribe, () => state.studyFilters);
}

export function getHideStationNames(): boolean {
  return state.hideStationNames;
}

export function setHideStationNames(hideStationNames: boolean): void {
  writeStorage(HIDE_NAMES_KEY, hideStationNames ? 'true' : null);
  emit({ ...state, hideStationNames });
}

export function useHideStationNames(): boolean {
  return useSyncExternalStore(subscribe, () => state.hideStationNames);
}

export function getPlayingPlaylist(): PlayingPlaylist | null {
  return state.playlist;
}

/** Plays a playlist from an item (Start: 0; Next Station: the next index), or stops it (null). */
export function setPlayingPlaylist(playlist: PlayingPlaylist | null): void {
  if (playlist === null && state.playlist === null) return;
  writeStorage(PLAYLIST_KEY, playlist === null ? null : JSON.stringify(playlist));
  emit({ ...state, playlist });
}

export function usePlayingPlaylist(): PlayingPlaylist | null {
  return useSyncExternalStore(subscribe, () => state.playlist);
}

export function getGroup(): StudyGroup | null {
  return state.group;
}

export function useGroup(): StudyGroup | null {
  return useSyncExternalStore(subscribe, () => state.group);
}

/**
 * Joining a group (docs/groups.md, 'Rules'): the group's id and display name are
 * kept, and the role is cleared (roles are taken in the group). A playlist being played solo stops.
 * The caller names the group with groupDisplayName (packages/shared), whose module brings zod,
 * which the store, part of the first download, does without.
 */
export function startGroupStudy(group: StudyGroup): void {
  const next: StudyGroup = { id: group.id, name: group.name };
  writeStorage(GROUP_KEY, JSON.stringify(next));
  writeStorage(ROLE_KEY, null);
  writeStorage(PLAYLIST_KEY, null);
  emit({ ...state, group: next, role: null, playlist: null });
}

/** Leaving the group: the group state goes, and the role too unless it is the Solo Candidate. */
export function endGroupStudy(): void {
  const role = state.role === 'candidate-1' ? state.role : null;
  if (state.group === null && role === state.role) return;
  writeStorage(GROUP_KEY, null);
  writeStorage(ROLE_KEY, role);
  emit({ ...state, group: null, role });
}
