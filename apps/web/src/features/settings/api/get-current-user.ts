// GET /api/user?completed=false: the member whose settings these are. The same cache entry as the
// dashboard's (features/profile/api/get-current-user.ts), so a change saved here shows there.
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
