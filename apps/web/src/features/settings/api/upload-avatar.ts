// POST /api/user/upload_avatar: the image as the multipart field `avatar`. The answer's path
// ('/api/avatars/{id}.webp?v=...') goes into the cached member, so every screen shows the new one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@osce/shared/api';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiRequest } from '../../../lib/api-client';

export interface AvatarAnswer {
  success: true;
  message: string;
  avatar: string;
}

export function uploadAvatar(file: File): Promise<AvatarAnswer> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return apiRequest<AvatarAnswer>('/user/upload_avatar', { method: 'POST', body });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) =>
      queryClient.setQueryData<CurrentUser>(CURRENT_USER_KEY, (user) =>
        user ? { ...user, avatar: answer.avatar } : user,
      ),
  });
}
