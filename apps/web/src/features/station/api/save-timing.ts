// POST /api/user/save_timing: 'Save as preferred'. The cached GET /user takes the saved minutes from
// the answer, so the next station starts with them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import type { PhaseMinutes } from '@osce/shared/stations/timing';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import type { SaveTimingAnswer } from '../types';

export function useSaveTiming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (minutes: PhaseMinutes) => apiPost<SaveTimingAnswer>('/user/save_timing', minutes),
    onSuccess: (answer) =>
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, preferred_timing: answer.preferred_timing } : user,
      ),
  });
}
