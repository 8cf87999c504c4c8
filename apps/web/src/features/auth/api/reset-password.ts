// POST /api/reset-password/{code} {password, repeat_password}: the new password (the API needs only
// `password`; the form sends the repeat too, which the server checks matches). A 422 names the
// fields; a 400 says the link is not valid (used, expired after 30 minutes, or unknown).
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';

export interface ResetPasswordInput {
  password: string;
  repeat_password: string;
}

export function resetPassword(code: string, input: ResetPasswordInput): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>(`/reset-password/${encodeURIComponent(code)}`, input);
}

export function useResetPassword(code: string) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(code, input) });
}
