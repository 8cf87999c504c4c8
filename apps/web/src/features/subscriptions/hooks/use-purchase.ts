// The purchase flow (docs/billing.md, 'Rules') once the member presses a pay button: the form's and the
// voucher's checks, then the card charged, the PayPal order approved, or the free plan activated.
// Success reloads the list (the mutation's invalidation) and clears the selection (the page
// remounts the form); a refusal shows the server's message for 10 seconds (docs/billing.md, 'Messages').
import { useState, type RefObject } from 'react';
import type { SubscriptionType, Voucher } from '@osce/shared/api';
import { PURCHASE_ERROR_TOAST_MS } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { approveSandboxPaypalOrder, createPaypalOrder } from '../../../api/paypal-orders';
import type { CardEntryHandle } from '../../../components/checkout/card-entry';
import type { PaypalHandlers } from '../../../components/checkout/paypal-buttons';
import { usePurchaseSubscription, type PurchaseRequest } from '../api/purchase-subscription';
import type { PurchaseForm } from './use-purchase-form';

interface PurchaseOptions {
  form: PurchaseForm;
  plan: SubscriptionType | undefined;
  /** The applied voucher that applies to the plan. */
  voucher: Voucher | null;
  /** The voucher box's blocking text, if any (a code typed but not applied, a wrong plan). */
  voucherProblem: string | null;
  voucherInputId: string;
  country: CountryCode;
  cardRef: RefObject<CardEntryHandle | null>;
  onPurchased: () => void;
}

/** Thrown into PayPal's createOrder when the form's own checks stop it: already shown. */
class StoppedByForm extends Error {}

/** One id per press of a pay button: a retried request is charged once (schemas/billing.ts). */
function newAttemptId(): string {
  return crypto.randomUUID();
}

export function usePurchase({
  form,
  plan,
  voucher,
  voucherProblem,
  voucherInputId,
  country,
  cardRef,
  onPurchased,
}: PurchaseOptions) {
  const purchase = usePurchaseSubscription();
  // Also covers the steps before the call (the card's token, the PayPal order).
  const [pending, setPending] = useState(false);

  /** The form's and the voucher's checks; the texts show where they belong. */
  const ready = (chosen: SubscriptionType | undefined): chosen is SubscriptionType => {
    const formOk = form.checkAll();
    if (formOk && voucherProblem) document.getElementById(voucherInputId)?.focus();
    return formOk && !voucherProblem && chosen !== undefined;
  };

  const fail = (error: unknown) => {
    if (error instanceof StoppedByForm || isSilentError(error)) return;
    const text = isApiError(error)
      ? (error.errors[0] ?? error.message)
      : messages.paymentUnavailable;
    showToast('error', text, PURCHASE_ERROR_TOAST_MS / 1000);
  };

  const send = async (request: PurchaseRequest) => {
    try {
      const answer = await purchase.mutateAsync(request);
      showToast('success', answer.message || messages.subscriptionPurchased);
      onPurchased();
    } catch (error) {
      fail(error);
    }
  };

  const common = (chosen: SubscriptionType) => ({
    subscription_type: chosen.id,
    country,
    attempt_id: newAttemptId(),
    terms_and_conditions: true as const,
  });

  /** The card's pay button, or Activate Subscription at 0.00. */
  const submit = async (free: boolean) => {
    if (pending || !ready(plan)) return;
    if (!free && !cardRef.current?.check()) {
      cardRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      if (free) {
        if (!voucher) return; // 0.00 comes only from a voucher
        await send({ path: 'free', body: { ...common(plan), voucher: voucher.id } });
        return;
      }
      const token = await cardRef.current?.getToken();
      if (!token) {
        cardRef.current?.focus();
        return;
      }
      await send({
        path: 'card',
        body: { ...common(plan), token_id: token, voucher: voucher?.id ?? null },
      });
    } finally {
      setPending(false);
    }
  };

  const order = async (chosen: SubscriptionType) =>
    (
      await createPaypalOrder({
        subscription_type_id: chosen.id,
        voucher: voucher?.id ?? null,
        country,
      })
    ).id;

  const payPaypal = (chosen: SubscriptionType, orderId: string) =>
    send({
      path: 'paypal',
      body: { ...common(chosen), payment_id: orderId, voucher: voucher?.id ?? null },
    });

  const paypalHandlers: PaypalHandlers = {
    paySandbox: async () => {
      if (pending || !ready(plan)) return;
      setPending(true);
      try {
        const orderId = await order(plan);
        await approveSandboxPaypalOrder(orderId);
        await payPaypal(plan, orderId);
      } catch (error) {
        fail(error);
      } finally {
        setPending(false);
      }
    },
    createOrder: () => {
      if (!ready(plan)) return Promise.reject(new StoppedByForm());
      return order(plan);
    },
    approve: async (orderId) => {
      if (!plan) return;
      setPending(true);
      try {
        await payPaypal(plan, orderId);
      } finally {
        setPending(false);
      }
    },
    fail,
  };

  return { submit, paypalHandlers, pending };
}
