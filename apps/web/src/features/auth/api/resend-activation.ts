// POST /api/resend_activation {username_or_email}: always the same success (no account
// enumeration); an account not yet activated with that username or e-mail gets a new link.
import { useMutation } from '@tanstack/react-query';
import type { MessageAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';

export interface ResendActivationInput {
  username_or_email: string;
}

export function resendActivation(input: ResendActivationInput): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>('/resend_activation', input);
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
