// GET /api/user/stats: the dashboard's three figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'stats', 'summary'],
    queryFn: ({ signal }) => apiGet<UserStats>('/user/stats', signal),
  });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
