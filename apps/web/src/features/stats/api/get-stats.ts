// POST /api/user/stats {date}: My Stats for one period (docs/progress.md, 'API'). Each period is
// cached under its own key, so going back to one already seen shows it at once while it refreshes.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsAnswer, StatsPeriod } from '@osce/shared/schemas/stats';
import { statsPeriodKey } from '../../../api/member-progress';
import { apiRequest } from '../../../lib/api-client';

export function statsQueryOptions(period: StatsPeriod) {
  return queryOptions({
    queryKey: statsPeriodKey(period),
    queryFn: ({ signal }) =>
      apiRequest<StatsAnswer>('/user/stats', { method: 'POST', body: { date: period }, signal }),
    // Marks are recorded on the station screen (and on other devices): each visit asks again.
    staleTime: 0,
  });
}

export function useStats(period: StatsPeriod) {
  // The last period's figures stay on screen while the new period loads, instead of a skeleton.
  return useQuery({ ...statsQueryOptions(period), placeholderData: keepPreviousData });
}
