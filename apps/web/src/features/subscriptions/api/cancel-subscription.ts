// POST /api/user/cancel: the member's own active subscription stops renewing (docs/billing.md,
// 'Rules'); access continues until its expiry. The list and the member's status are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseAnswer } from '@osce/shared/schemas/billing';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from '../../../api/member-subscriptions';

export function cancelSubscription(subscriptionId: number): Promise<PurchaseAnswer> {
  return apiPost<PurchaseAnswer>('/user/cancel', { subscription_id: subscriptionId, cancel: true });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
