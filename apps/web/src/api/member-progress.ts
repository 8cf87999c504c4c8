// The cached answers that show a member's progress with stations: the study list (each station's
// status, mark and star), the dashboard's featured stations, its stats figures, and My Stats (one
// answer per period, one marking history per station). Their query keys live here, in one place,
// so the station screen can mark them stale after it records a start, a mark or a final status,
// without reaching into the study, profile or stats features.
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { StatsPeriod } from '@osce/shared/schemas/stats';

export const STATIONS_KEY = ['member', 'stations'] as const;
export const FEATURED_STATIONS_KEY = ['member', 'featured-stations'] as const;
/** Every answer built from the member's markings starts with this prefix. */
export const STATS_KEY = ['member', 'stats'] as const;
export const USER_STATS_KEY = [...STATS_KEY, 'summary'] as const;

/** My Stats for one period (POST /user/stats {date}). */
export function statsPeriodKey(period: StatsPeriod) {
  return [...STATS_KEY, 'period', period] as const;
}

/** One station's marking history (GET /station/{id}/markings). */
export function stationMarkingsKey(stationId: number) {
  return [...STATS_KEY, 'markings', stationId] as const;
}

interface InvalidateOptions {
  /** A key whose data was just set from the server's answer: asking again would fetch the same. */
  fresh?: QueryKey;
}

/** The next visit to any of those screens asks the server again (a visible one asks at once). */
export function invalidateMemberProgress(
  queryClient: QueryClient,
  { fresh }: InvalidateOptions = {},
): Promise<void> {
  const freshHash = fresh ? hashKey(fresh) : null;
  return Promise.all(
    [STATIONS_KEY, FEATURED_STATIONS_KEY, STATS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: (query) => query.queryHash !== freshHash,
      }),
    ),
  ).then(() => undefined);
}
