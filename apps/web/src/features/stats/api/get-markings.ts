// GET /api/station/{id}/markings: the member's own markings of one station, each with the marking
// guide as it was marked and the notes (docs/progress.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarkingsAnswer } from '@osce/shared/schemas/stats';
import { stationMarkingsKey } from '../../../api/member-progress';
import { apiGet } from '../../../lib/api-client';

export function markingsQueryOptions(stationId: number) {
  return queryOptions({
    queryKey: stationMarkingsKey(stationId),
    queryFn: ({ signal }) => apiGet<MarkingsAnswer>(`/station/${stationId}/markings`, signal),
  });
}

export function useMarkings(stationId: number) {
  return useQuery(markingsQueryOptions(stationId));
}
