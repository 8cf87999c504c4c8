// POST /api/message/user-contact: a member's report of an issue with a station (name and e-mail
// come from the account), with its captcha payload.
import { useMutation } from '@tanstack/react-query';
import type { ContactAnswer } from '@osce/shared/api';
import type { UserContactInput } from '@osce/shared/schemas/user-contact';
import { apiPost } from '../../../lib/api-client';

export function useReportIssue() {
  return useMutation({
    mutationFn: (input: UserContactInput) => apiPost<ContactAnswer>('/message/user-contact', input),
  });
}
