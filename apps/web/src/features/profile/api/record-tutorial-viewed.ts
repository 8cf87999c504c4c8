// POST /api/user/update_tutorial {status: true}: closing the tutorial records it as viewed, and the
// cached member says so at once, so it does not open by itself again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';

export function recordTutorialViewed(): Promise<{ success: boolean }> {
  return apiPost<{ success: boolean }>('/user/update_tutorial', { status: true });
}

export function useRecordTutorialViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTutorialViewed,
    onSuccess: () =>
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, tutorial_viewed: true } : user,
      ),
  });
}
