// GET /api/user/stats: the dashboard's three figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@osce/shared/api';
import { USER_STATS_KEY } from '../../../api/member-progress';
import { apiGet } from '../../../lib/api-client';

export function userStatsQueryOptions() {
  return queryOptions({
    queryKey: USER_STATS_KEY,
    queryFn: ({ signal }) => apiGet<UserStats>('/user/stats', signal),
  });
}

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
