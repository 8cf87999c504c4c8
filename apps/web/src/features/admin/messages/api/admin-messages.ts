// The Messages section's calls (docs/admin.md, 'Messages'): the list by tab and kind, reply and
// close. After a write every list is fetched again (the message moves tab).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage, AdminMessagesAnswer } from '@osce/shared/schemas/admin-messages';
import { apiGet, apiPost } from '../../../../lib/api-client';
import { messagesPath, type MessageFilters } from '../utils/message-filters';

export const ADMIN_MESSAGES_KEY = ['admin', 'messages'] as const;

export function useAdminMessages(filters: MessageFilters) {
  return useQuery({
    queryKey: [...ADMIN_MESSAGES_KEY, filters],
    queryFn: ({ signal }) => apiGet<AdminMessagesAnswer>(messagesPath(filters), signal),
    placeholderData: keepPreviousData,
  });
}

export type MessageAction = { kind: 'reply'; text: string } | { kind: 'close' };

export function useMessageAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: MessageAction) =>
      apiPost<{ message: AdminMessage }>(
        `/admin/messages/${id}/${action.kind}`,
        action.kind === 'reply' ? { text: action.text } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_MESSAGES_KEY }),
  });
}
