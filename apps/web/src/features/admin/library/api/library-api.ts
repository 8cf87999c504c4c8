// The library's calls (docs/admin.md, 'The library' → 'API'): the stations list, one station with
// its revision, saving, creating, retiring, revisions, export and import. The back office's 403s
// come back to the caller (lib/api-client.ts), shown where they happen. The shapes are
// packages/shared/src/schemas/admin-library.ts.
import { useQuery } from '@tanstack/react-query';
import type {
  StationDetailAnswer,
  StationImportAnswer,
  StationListItem,
  StationRevision,
} from '@osce/shared/schemas/admin-library';
import { apiGet, apiGetBlob, apiPost, apiRequest } from '../../../../lib/api-client';

export type LibraryStationRow = StationListItem;
/** The station file's structure (the same schema as content/stations/*.yaml) and its revision. */
export type LibraryStation = StationDetailAnswer;
export type LibraryRevision = StationRevision;
export type ImportAnswer = StationImportAnswer;

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
