// The three purchase calls (docs/billing.md, 'API') (card, PayPal, free at 0.00). Each answers 201 with
// the new subscription; a refusal comes back as an ApiError with the server's message. A purchase
// changes the list and may change the member's status (the header's and the dashboard's Buy
// Subscription link read it), so both are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CardPurchase,
  FreePurchase,
  PaypalPurchase,
  PurchaseAnswer,
} from '@osce/shared/schemas/billing';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiPost } from '../../../lib/api-client';
import { SUBSCRIPTIONS_KEY } from '../../../api/member-subscriptions';

/** What the page sends: the schema's output, with the defaulted country left to the server. */
type Body<T> = Omit<T, 'country'> & { country?: CardPurchase['country'] };

export type PurchaseRequest =
  | { path: 'card'; body: Body<CardPurchase> }
  | { path: 'paypal'; body: Body<PaypalPurchase> }
  | { path: 'free'; body: Body<FreePurchase> };

const URLS: Record<PurchaseRequest['path'], string> = {
  card: '/user/purchase_subscription_credit_card',
  paypal: '/user/purchase_subscription_paypal',
  free: '/user/purchase_free_subscription',
};

export function purchaseSubscription(request: PurchaseRequest): Promise<PurchaseAnswer> {
  return apiPost<PurchaseAnswer>(URLS[request.path], request.body);
}

export function usePurchaseSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseSubscription,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
