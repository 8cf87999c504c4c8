// POST /api/user/reset_stats: all of the member's stats, or one station's (station_id), for good.
// The answer is the period on screen redrawn, so it goes straight into that period's cache; every
// other answer built from the markings (other periods, histories, the study list's marks, the
// dashboard) is marked stale.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import type { StatsAnswer, StatsPeriod } from '@osce/shared/schemas/stats';
import {
  invalidateMemberProgress,
  STATS_KEY,
  stationMarkingsKey,
  statsPeriodKey,
} from '../../../api/member-progress';
import { apiPost, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { withValues } from '../utils/stats-labels';

export interface ResetInput {
  /** null resets every station. */
  station: { id: number; number: number } | null;
  period: StatsPeriod;
}

/** The mutation without React, so what it does to the cache is unit-tested as it is. */
export function resetStatsMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: ({ station, period }: ResetInput) =>
      apiPost<StatsAnswer>('/user/reset_stats', {
        reset: true,
        station_id: station?.id ?? null,
        date: period,
      }),
    onSuccess: async (answer: StatsAnswer, { station }: ResetInput) => {
      const key = statsPeriodKey(answer.period);
      queryClient.setQueryData(key, answer);
      // A history that is gone should not flash its old markings before the refetch says so.
      queryClient.removeQueries({
        queryKey: station ? stationMarkingsKey(station.id) : [...STATS_KEY, 'markings'],
      });
      showToast(
        'success',
        station
          ? withValues(messages.statsResetStationDone, { number: station.number })
          : messages.statsResetDone,
      );
      await invalidateMemberProgress(queryClient, { fresh: key });
    },
    onError: (error: Error) => {
      // A 401 or 403 has had its toast and redirect already.
      if (!isSilentError(error)) showToast('error', error.message);
    },
  };
}

export function useResetStats() {
  return useMutation(resetStatsMutationOptions(useQueryClient()));
}
