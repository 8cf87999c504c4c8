// POST /api/reset-password {email}: always a success (no account enumeration); the e-mail, when an
// account has that address, links to /reset-password/{code}.
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';

export function requestPasswordReset(input: { email: string }): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>('/reset-password', input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
