// POST /api/user/update: the profile fields with the date of birth as YYYY-MM-DD. The answer's
// member replaces the cached one, so the dashboard shows the change without another call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import type { ProfileUpdatePayload } from '../utils/profile-values';

export interface ProfileUpdateAnswer {
  success: true;
  message: string;
  user: CurrentUser;
  errors: string[];
}

export function updateProfile(payload: ProfileUpdatePayload): Promise<ProfileUpdateAnswer> {
  return apiPost<ProfileUpdateAnswer>('/user/update', payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => queryClient.setQueryData(CURRENT_USER_KEY, answer.user),
  });
}
