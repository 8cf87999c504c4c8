// The cached answers that show a member's progress with stations: the study list (each station's
// status, mark and star), the dashboard's featured stations and its stats figures. Their query keys
// live here, in one place, so the station screen can mark them stale after it records a start, a
// mark or a final status, without reaching into the study or profile features.
import type { QueryClient } from '@tanstack/react-query';

export const STATIONS_KEY = ['member', 'stations'] as const;
export const FEATURED_STATIONS_KEY = ['member', 'featured-stations'] as const;
export const USER_STATS_KEY = ['member', 'stats', 'summary'] as const;

/** The next visit to any of those screens asks the server again. */
export function invalidateMemberProgress(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [STATIONS_KEY, FEATURED_STATIONS_KEY, USER_STATS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
