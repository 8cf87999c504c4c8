// POST /api/user/change_password: `{success, message}`; a wrong current password is a refusal on
// current_password (docs/accounts.md, 'API').
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@osce/shared/api';
import type { ChangePasswordInput } from '@osce/shared/schemas/password';
import { apiPost } from '../../../lib/api-client';

export function changePassword(input: ChangePasswordInput): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>('/user/change_password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
