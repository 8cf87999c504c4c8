// POST /api/activate {code} (docs/accounts.md). The server activates a code once, and a second
// call says the link is not valid, so the call is a query keyed by the code: TanStack Query runs it
// once however often the screen mounts (React StrictMode mounts it twice), and coming back to the
// screen shows the first answer instead of asking again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageAnswer } from '@osce/shared/api';
import { apiPost } from '../../../lib/api-client';

export function activateAccount(code: string): Promise<MessageAnswer> {
  return apiPost<MessageAnswer>('/activate', { code });
}

export const activationQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['activation', code],
    // No abort signal: a call already sent must finish even if the screen unmounts meanwhile,
    // or the code would be spent without the visitor seeing the answer.
    queryFn: () => activateAccount(code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useActivation(code: string) {
  return useQuery(activationQueryOptions(code));
}
