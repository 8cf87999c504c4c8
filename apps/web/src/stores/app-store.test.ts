import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../test/fake-storage';
import {
  clearSession,
  endGroupStudy,
  getCountry,
  getGroup,
  getHideStationNames,
  getPlayingPlaylist,
  getRole,
  getStudyFilters,
  getToken,
  getUpdateTerms,
  setHideStationNames,
  setPlayingPlaylist,
  setRole,
  setStudyFilters,
  setToken,
  setUpdateTerms,
  startGroupStudy,
  startSession,
} from './app-store';
import { SESSION_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';
import { NO_STUDY_FILTERS } from './study-filters';

let storage: Storage;

beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** Everything a member's study session leaves behind, as the study screens will store it. */
function storeStudyKeys(): void {
  storage.setItem(STORAGE_KEYS.group, '{"id":3}');
  storage.setItem(STORAGE_KEYS.role, 'examiner');
  storage.setItem(STORAGE_KEYS.filters, '{"specialty":[1]}');
  storage.setItem(STORAGE_KEYS.hideStationNames, 'true');
  storage.setItem(STORAGE_KEYS.playlist, '{"id":9}');
}

describe('the terms-updated flag', () => {
  it('is stored as update_terms while set, and removed when cleared', () => {
    setToken('member-token');
    setUpdateTerms(true);
    expect(getUpdateTerms()).toBe(true);
    expect(storage.getItem('update_terms')).toBe('true');

    setUpdateTerms(false);
    expect(getUpdateTerms()).toBe(false);
    expect(storage.getItem('update_terms')).toBeNull();
  });
});

describe('startSession (login)', () => {
  it('stores the token, and drops the role and terms flag an earlier session left', () => {
    setUpdateTerms(true);
    storage.setItem(STORAGE_KEYS.role, 'patient');

    startSession('new-token');

    expect(getToken()).toBe('new-token');
    expect(storage.getItem('token')).toBe('new-token');
    expect(getUpdateTerms()).toBe(false);
    expect(storage.getItem('update_terms')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.role)).toBeNull();
  });
});

describe('clearSession (logout)', () => {
  it('removes the token, the terms flag and every study key, and keeps the country', () => {
    startSession('member-token');
    setUpdateTerms(true);
    storeStudyKeys();
    storage.setItem(STORAGE_KEYS.country, 'GB');
    const countryBefore = getCountry();

    clearSession();

    expect(getToken()).toBeNull();
    expect(getUpdateTerms()).toBe(false);
    for (const key of SESSION_STORAGE_KEYS) expect(storage.getItem(key), key).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.country)).toBe('GB');
    expect(getCountry()).toBe(countryBefore);
  });

  it('names every study key the spec says logout clears', () => {
    expect(SESSION_STORAGE_KEYS).toEqual(
      expect.arrayContaining([
        STORAGE_KEYS.token,
        STORAGE_KEYS.updateTerms,
        STORAGE_KEYS.group,
        STORAGE_KEYS.role,
        STORAGE_KEYS.filters,
        STORAGE_KEYS.hideStationNames,
        STORAGE_KEYS.playlist,
      ]),
    );
    expect(SESSION_STORAGE_KEYS).not.toContain(STORAGE_KEYS.country);
  });
});

describe('the study state (role, applied filters, hidden names)', () => {
  const filters = {
    name: 'chest',
    filters: { ...NO_STUDY_FILTERS.filters, specialties: [1, 4], free_trial: true },
    completed_filters: ['starred' as const, 'complete' as const],
  };

  it('is stored locally and read back as it was, as after a reload', async () => {
    setRole('candidate-1');
    setStudyFilters(filters);
    setHideStationNames(true);
    expect(storage.getItem(STORAGE_KEYS.role)).toBe('candidate-1');
    expect(storage.getItem(STORAGE_KEYS.hideStationNames)).toBe('true');

    // A reload: a fresh module reads what this one stored.
    vi.resetModules();
    const reloaded = await import('./app-store');
    expect(reloaded.getRole()).toBe('candidate-1');
    expect(reloaded.getStudyFilters()).toEqual(filters);
    expect(reloaded.getHideStationNames()).toBe(true);
  });

  it('reads a role it does not know, or filters it cannot parse, as none', async () => {
    storage.setItem(STORAGE_KEYS.role, 'surgeon');
    storage.setItem(STORAGE_KEYS.filters, '{not json');
    vi.resetModules();
    const reloaded = await import('./app-store');
    expect(reloaded.getRole()).toBeNull();
    expect(reloaded.getStudyFilters()).toEqual(NO_STUDY_FILTERS);
  });

  it('is cleared by logout, and the role (only) by a new login', () => {
    setRole('candidate-1');
    setStudyFilters(filters);
    setHideStationNames(true);

    startSession('next-token');
    expect(getRole()).toBeNull();
    expect(getStudyFilters()).toEqual(filters);

    setRole('candidate-1');
    clearSession();
    expect(getRole()).toBeNull();
    expect(getStudyFilters()).toEqual(NO_STUDY_FILTERS);
    expect(getHideStationNames()).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.filters)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.hideStationNames)).toBeNull();
  });

  it('removes the hidden-names key when names are shown again', () => {
    setHideStationNames(true);
    setHideStationNames(false);
    expect(getHideStationNames()).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.hideStationNames)).toBeNull();
  });
});

describe('the playlist being played', () => {
  it('is kept with its index across a reload, and stopped by a new login or logout', async () => {
    const timing = { reading: 1, station: 5, question: 0, feedback: 2, disabled: false };
    setPlayingPlaylist({ id: 7, index: 2, timing });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.playlist)!)).toEqual({
      id: 7,
      index: 2,
      timing,
    });
    vi.resetModules();
    const reloaded = await import('./app-store');
    expect(reloaded.getPlayingPlaylist()).toEqual({ id: 7, index: 2, timing });

    startSession('next-token');
    expect(getPlayingPlaylist()).toBeNull();
    setPlayingPlaylist({ id: 7, index: 0 });
    clearSession();
    expect(getPlayingPlaylist()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.playlist)).toBeNull();
  });

  it('reads anything it cannot parse as no playlist', async () => {
    for (const raw of ['{not json', '{"id":"7","index":0}', '{"id":7,"index":-1}', 'null']) {
      storage.setItem(STORAGE_KEYS.playlist, raw);
      vi.resetModules();
      const reloaded = await import('./app-store');
      expect(reloaded.getPlayingPlaylist(), raw).toBeNull();
    }
    // A timing that is not one of the options is dropped; the playlist itself is kept.
    storage.setItem(
      STORAGE_KEYS.playlist,
      JSON.stringify({
        id: 7,
        index: 1,
        timing: { reading: 99, station: 6, question: 2, feedback: 2, disabled: false },
      }),
    );
    vi.resetModules();
    expect((await import('./app-store')).getPlayingPlaylist()).toEqual({ id: 7, index: 1 });
  });
});

describe('the group being studied', () => {
  const group = { id: 12, name: 'Cardio crew (K7M2QX)' };

  it('is kept with its name across a reload when a group study starts', async () => {
    startGroupStudy(group);
    expect(getGroup()).toEqual(group);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.group)!)).toEqual(group);
    vi.resetModules();
    const reloaded = await import('./app-store');
    expect(reloaded.getGroup()).toEqual(group);
  });

  it('clears the role and stops a playlist when it starts', () => {
    setRole('candidate-1');
    setPlayingPlaylist({ id: 7, index: 1 });

    startGroupStudy(group);

    expect(getRole()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.role)).toBeNull();
    expect(getPlayingPlaylist()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.playlist)).toBeNull();
  });

  it('keeps only the id and the name it is given', () => {
    startGroupStudy({ ...group, code: 'K7M2QX' } as typeof group);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.group)!)).toEqual(group);
  });

  it('ends by clearing the group and a group role', () => {
    startGroupStudy(group);
    setRole('examiner');

    endGroupStudy();

    expect(getGroup()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.group)).toBeNull();
    expect(getRole()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.role)).toBeNull();
  });

  it('keeps the Solo Candidate role when it ends', () => {
    startGroupStudy(group);
    setRole('candidate-1');

    endGroupStudy();

    expect(getGroup()).toBeNull();
    expect(getRole()).toBe('candidate-1');
    expect(storage.getItem(STORAGE_KEYS.role)).toBe('candidate-1');
  });

  it('is cleared by logout', () => {
    startGroupStudy(group);
    clearSession();
    expect(getGroup()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.group)).toBeNull();
  });

  it('reads anything it cannot parse as no group', async () => {
    for (const raw of [
      '{not json',
      '{"id":"3","name":"A"}',
      '{"id":3}',
      '{"id":0,"name":"A"}',
      '7',
    ]) {
      storage.setItem(STORAGE_KEYS.group, raw);
      vi.resetModules();
      const reloaded = await import('./app-store');
      expect(reloaded.getGroup(), raw).toBeNull();
    }
  });
});
