// POST /api/user/save_filters: 'My Filter'. The member's cached GET /user takes the saved filter
// from the answer, since it is where My Filter reads it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import type { SavedFilters } from '@osce/shared/schemas/study';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import type { SaveFiltersAnswer } from '../types';

export function useSaveFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SavedFilters) =>
      apiPost<SaveFiltersAnswer>('/user/save_filters', payload),
    onSuccess: (answer) =>
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, filters: answer.filters } : user,
      ),
  });
}
