// The little client state of the app (not server state): the chosen country and the stored token.
// Both persist in localStorage, and other tabs follow changes through the 'storage' event.
import { useSyncExternalStore } from 'react';
import { CURRENT_COUNTRY, isCountryCode, type CountryCode } from '@osce/shared/countries';

const COUNTRY_KEY = 'country';
const TOKEN_KEY = 'token';

interface AppState {
  country: CountryCode;
  token: string | null;
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
  if (event.key === null || event.key === COUNTRY_KEY || event.key === TOKEN_KEY) emit(readState());
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

export function useCountry(): CountryCode {
  return useSyncExternalStore(subscribe, () => state.country);
}

/** Logged in means a token is stored; there is no login yet, so this stays false for now. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, () => state.token !== null);
}
