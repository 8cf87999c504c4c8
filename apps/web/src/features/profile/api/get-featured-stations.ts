// GET /api/station/featured: the dashboard's Featured Stations. A 403 (no current subscription) is
// an empty list, not the toast and redirect to /subscriptions of every other call (docs/accounts.md, 'Messages').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_STATIONS_KEY } from '../../../api/member-progress';
import { apiGet } from '../../../lib/api-client';

/**
 * What the dashboard reads of a station (docs/accounts.md, 'Data'). The study area has no shared
 * answer schema yet; this is the part of it the list needs, to be replaced by that schema's type.
 */
export interface FeaturedStation {
  id: number;
  number: number;
  name: string;
}

export function featuredStationsQueryOptions() {
  return queryOptions({
    queryKey: FEATURED_STATIONS_KEY,
    queryFn: ({ signal }) =>
      apiGet<FeaturedStation[]>('/station/featured', signal, { forbiddenAsEmptyList: true }),
  });
}

export function useFeaturedStations() {
  return useQuery(featuredStationsQueryOptions());
}
