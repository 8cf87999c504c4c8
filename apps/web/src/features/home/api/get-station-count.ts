// GET /api/stations/count: how many stations the library has, for the home page's selling points.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StationCount } from '@osce/shared/schemas/study';
import { apiGet } from '../../../lib/api-client';

export function stationCountQueryOptions() {
  return queryOptions({
    queryKey: ['stations', 'count'],
    queryFn: async ({ signal }) => (await apiGet<StationCount>('/stations/count', signal)).count,
    // The library changes rarely; the figure may be a few minutes old.
    staleTime: 5 * 60_000,
  });
}

export function useStationCount() {
  return useQuery(stationCountQueryOptions());
}
