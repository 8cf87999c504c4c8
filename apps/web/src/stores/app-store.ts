// The little client state of the app (not server state): the chosen country, the stored token and
// the terms-updated flag. They persist in localStorage (keys in storage-keys.ts), and other tabs
// follow changes through the 'storage' event.
import { useSyncExternalStore } from 'react';
import { CURRENT_COUNTRY, isCountryCode, type CountryCode } from '@osce/shared/countries';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';

const COUNTRY_KEY = STORAGE_KEYS.country;
const TOKEN_KEY = STORAGE_KEYS.token;
const UPDATE_TERMS_KEY = STORAGE_KEYS.updateTerms;

interface AppState {
  country: CountryCode;
  token: string | null;
  /** The server said the member has not agreed to the current terms (spec section 4). */
  updateTerms: boolean;
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
  };
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
  if (
    event.key === null ||
    event.key === COUNTRY_KEY ||
    event.key === TOKEN_KEY ||
    event.key === UPDATE_TERMS_KEY
  ) {
    emit(readState());
  }
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
  writeStorage(UPDATE_TERMS_KEY, null);
  writeStorage(TOKEN_KEY, token);
  emit({ ...state, token, updateTerms: false });
}

/** Logout: the token, the terms flag and the study keys (group, role, filters, ...) go. */
export function clearSession(): void {
  for (const key of SESSION_STORAGE_KEYS) writeStorage(key, null);
  emit({ ...state, token: null, updateTerms: false });
}

export function useCountry(): CountryCode {
  return useSyncExternalStore(subscribe, () => state.country);
}

/** Logged in means a token is stored. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => state.token !== null);
}

/** The terms banner and the profile's consent panel show when the flag and a token are stored. */
export function useTermsUpdateNeeded(): boolean {
  return useSyncExternalStore(subscribe, () => state.updateTerms && state.token !== null);
}

export function getUpdateTerms(): boolean {
  return state.updateTerms;
}
