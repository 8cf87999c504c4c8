// GET /api/user?completed=false: the member as they see themselves (neither the dashboard nor the
// settings need the list of completed stations). One cache entry for both, so a change saved in
// the settings shows on the dashboard.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import { apiGet } from '../lib/api-client';

export const CURRENT_USER_KEY = ['member', 'user'] as const;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => apiGet<CurrentUser>('/user?completed=false', signal),
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
