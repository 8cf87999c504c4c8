// The PayPal order calls that sign-up and the subscriptions page both make (docs/billing.md): an
// order for the price after voucher, whose id the PayPal button approves; in the sandbox a call that
// stands in for the buyer's approval.
import type { CountryCode } from '@osce/shared/countries';
import { apiPost } from '../lib/api-client';

export interface PaypalOrderPayload {
  subscription_type_id: number | null | undefined;
  voucher: number | null;
  country: CountryCode | undefined;
}

/** An order for the price after voucher; its id is what the PayPal button approves. */
export function createPaypalOrder(payload: PaypalOrderPayload): Promise<{ id: string }> {
  return apiPost<{ id: string }>('/paypal/orders', payload);
}

/** Sandbox only: stands in for the buyer approving the order at PayPal. */
export function approveSandboxPaypalOrder(id: string): Promise<{ success: boolean }> {
  return apiPost<{ success: boolean }>(
    `/paypal/sandbox/orders/${encodeURIComponent(id)}/approve`,
    {},
  );
}
