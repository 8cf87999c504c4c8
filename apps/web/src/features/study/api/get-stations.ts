// GET /api/stations: the whole catalogue with this member's status and stars, at once; the study
// screen filters, searches, sorts and pages it in the browser.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATIONS_KEY } from '../../../api/member-progress';
import { apiGet } from '../../../lib/api-client';
import type { StationSummary } from '../types';

export function stationsQueryOptions() {
  return queryOptions({
    queryKey: STATIONS_KEY,
    queryFn: ({ signal }) => apiGet<StationSummary[]>('/stations', signal),
    // Statuses change on the station screen: each visit to the list asks again.
    staleTime: 0,
  });
}

export function useStations() {
  return useQuery(stationsQueryOptions());
}
