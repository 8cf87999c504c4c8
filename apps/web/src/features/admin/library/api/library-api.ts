// The library's calls (docs/admin.md, 'The library' → 'API'): the stations list, one station with
// its revision, saving, creating, retiring, revisions, export and import. The back office's 403s
// come back to the caller (lib/api-client.ts), shown where they happen. The shapes follow
// packages/shared/src/schemas/admin-library.ts (written alongside; mirrored here until it lands).
import { useQuery } from '@tanstack/react-query';
import type { StationFileInput } from '@osce/shared/stations/station-file';
import { apiGet, apiGetBlob, apiPost, apiRequest } from '../../../../lib/api-client';

export interface LibraryStationRow {
  number: number;
  name: string;
  retired: boolean;
  /** Where its latest revision came from: the YAML file at start-up, or the console. */
  source: 'file' | 'console' | null;
  revision: number;
  updated_at: string | null;
  updated_by: string | null;
}

export interface LibraryStation {
  /** The station file's structure (the same schema as content/stations/*.yaml). */
  station: StationFileInput;
  revision: number;
  retired?: boolean;
  source?: 'file' | 'console';
  /** Its file name in content/stations/ (the export's name). */
  file?: string;
  updated_at?: string;
  updated_by?: string | null;
}

export interface LibraryRevision {
  revision: number;
  created_at: string;
  /** Who saved it (null: the library file at start-up). */
  created_by: string | null;
  source: 'file' | 'console';
  /** The field paths this revision changed from the one before it ('stem', 'marking_guide.3'). */
  changed: string[];
  retired: boolean;
  /** The revision this one restored, if it was a restore. */
  restored_from: number | null;
}

export interface ImportAnswer {
  stations: {
    file: string;
    number: number;
    name: string;
    outcome: 'added' | 'updated' | 'unchanged';
    revision: number;
  }[];
}

export const LIBRARY_KEY = ['admin', 'library'] as const;
export const libraryListKey = (search: string, retired: boolean) =>
  [...LIBRARY_KEY, 'list', { search, retired }] as const;
export const libraryStationKey = (number: number) => [...LIBRARY_KEY, 'station', number] as const;
export const libraryRevisionsKey = (number: number) =>
  [...LIBRARY_KEY, 'revisions', number] as const;

export function useLibraryStations(search: string, retired: boolean) {
  return useQuery({
    queryKey: libraryListKey(search, retired),
    queryFn: ({ signal }) => {
      // retired=false: live stations only; left out: every station, retired ones included.
      const query = new URLSearchParams(retired ? { search } : { search, retired: 'false' });
      return apiGet<{ stations: LibraryStationRow[] }>(`/admin/stations?${query}`, signal);
    },
    placeholderData: (previous) => previous,
  });
}

export function useLibraryStation(number: number | null) {
  return useQuery({
    queryKey: libraryStationKey(number ?? 0),
    queryFn: ({ signal }) => apiGet<LibraryStation>(`/admin/stations/${number}`, signal),
    enabled: number !== null,
    // The editor holds its own copy; a refetch in the background must not replace it unasked.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useLibraryRevisions(number: number, enabled: boolean) {
  return useQuery({
    queryKey: libraryRevisionsKey(number),
    queryFn: ({ signal }) =>
      apiGet<{ revisions: LibraryRevision[] }>(`/admin/stations/${number}/revisions`, signal),
    enabled,
  });
}

export function saveStation(number: number, station: unknown, revision: number) {
  return apiRequest<LibraryStation>(`/admin/stations/${number}`, {
    method: 'PUT',
    body: { station, revision },
  });
}

export function createStation(station: unknown) {
  return apiPost<LibraryStation>('/admin/stations', { station });
}

export function retireStation(number: number, retire: boolean) {
  return apiPost<unknown>(`/admin/stations/${number}/${retire ? 'retire' : 'restore'}`, {});
}

export function restoreRevision(number: number, revision: number) {
  return apiPost<LibraryStation>(`/admin/stations/${number}/revisions/${revision}/restore`, {});
}

/** GET …/export: the station's YAML file. */
export async function exportStationYaml(number: number): Promise<Blob> {
  return apiGetBlob(`/admin/stations/${number}/export`);
}

/** POST …/import: one or several YAML files, each checked as stations:check does. */
export function importStations(files: { name: string; yaml: string }[]) {
  return apiPost<ImportAnswer>('/admin/stations/import', { files });
}
