// GET /api/user?completed=false: the member as they see themselves (the dashboard needs no list of
// completed stations). Settings reads the same cache entry (features/settings/api/get-current-user.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

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
