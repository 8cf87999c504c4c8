// GET /api/station/{code}: the station and everything its tabs show, for this member. A trial
// member's paid station is a 403 with the spec's text, which the screen shows itself (the shared
// 403 handling would send them to buy a subscription they may already be trying).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import type { StationStatus } from '@osce/shared/stations/station-constants';
import { apiGet } from '../../../lib/api-client';
import type { StationDetail } from '../types';

export const STATION_DETAIL_KEY = ['member', 'station'] as const;

export function stationQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...STATION_DETAIL_KEY, code] as const,
    queryFn: ({ signal }) =>
      apiGet<StationDetail>(`/station/${encodeURIComponent(code)}`, signal, {
        forbiddenMessages: [messages.stationPaidOnly],
      }),
    // The content does not change under a run; the member's status is kept up to date in the
    // cache by the screen's own calls (setCachedStationStatus).
    staleTime: Infinity,
  });
}

export function useStation(code: string) {
  return useQuery(stationQueryOptions(code));
}

/**
 * The member's status with a station as the server answered a start, a mark or a final status: the
 * cached station shows it, so starting the station again warns that it is complete.
 */
export function setCachedStationStatus(
  queryClient: QueryClient,
  stationId: number,
  status: StationStatus,
): void {
  queryClient.setQueriesData<StationDetail>({ queryKey: STATION_DETAIL_KEY }, (detail) =>
    detail && detail.station.id === stationId
      ? { ...detail, station: { ...detail.station, status } }
      : detail,
  );
}
