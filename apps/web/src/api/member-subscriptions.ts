// GET /api/user/subscriptions: the member's own subscriptions (the subscriptions page, the trial notice), newest start first, each with its
// status as of the moment of the answer (the server computes it from the dates).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSubscription } from '@osce/shared/schemas/billing';
import { apiGet } from '../lib/api-client';

export const SUBSCRIPTIONS_KEY = ['member', 'subscriptions'] as const;

export function subscriptionsQueryOptions() {
  return queryOptions({
    queryKey: SUBSCRIPTIONS_KEY,
    queryFn: ({ signal }) => apiGet<MemberSubscription[]>('/user/subscriptions', signal),
  });
}

/** The member's subscriptions; `enabled: false` waits (the trial notice asks only for a trial member). */
export function useSubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
