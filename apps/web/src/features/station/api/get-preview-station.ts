// GET /api/preview (public): a preview station, picked at random by the server among those offered.
// Asked once per visit: a second answer could be another station, mid-run.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { StationDetail } from '../types';

export function previewStationQueryOptions() {
  return queryOptions({
    queryKey: ['preview-station'] as const,
    queryFn: ({ signal }) => apiGet<StationDetail>('/preview', signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePreviewStation() {
  return useQuery(previewStationQueryOptions());
}
