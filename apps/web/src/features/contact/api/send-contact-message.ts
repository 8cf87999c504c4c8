// POST /api/message/contact: a contact or report-issue message with its captcha payload.
import { useMutation } from '@tanstack/react-query';
import type { ContactAnswer } from '@osce/shared/api';
import type { ContactMessageInput } from '@osce/shared/schemas/contact';
import { apiPost } from '../../../lib/api-client';

/** Members send no name or e-mail: the server knows them from the session. */
export type ContactPayload = Omit<ContactMessageInput, 'name' | 'email'> &
  Partial<Pick<ContactMessageInput, 'name' | 'email'>>;

export function sendContactMessage(input: ContactPayload): Promise<ContactAnswer> {
  return apiPost<ContactAnswer>('/message/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
