// The member's subscriptions, newest start first as the server sends them, and the cancel
// confirmation (docs/billing.md): access continues until expiry, renewal reminders stop, the
// card is not used to renew.
import { useState } from 'react';
import type { MemberSubscription } from '@osce/shared/schemas/billing';
import { PURCHASE_ERROR_TOAST_MS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useCancelSubscription } from '../api/cancel-subscription';
import { SubscriptionItem } from './subscription-item';

export function SubscriptionList({ subscriptions }: { subscriptions: MemberSubscription[] }) {
  const [asking, setAsking] = useState<MemberSubscription | null>(null);
  const cancel = useCancelSubscription();

  const confirm = () => {
    if (!asking) return;
    const id = asking.id;
    setAsking(null);
    cancel.mutate(id, {
      onSuccess: (answer) => showToast('success', answer.message || messages.subscriptionCancelled),
      onError: (error) => {
        if (isSilentError(error)) return;
        const text = isApiError(error) ? error.message : messages.serverError;
        showToast('error', text, PURCHASE_ERROR_TOAST_MS / 1000);
      },
    });
  };

  if (subscriptions.length === 0) {
    return <p className="empty-text">{messages.subscriptionsEmpty}</p>;
  }
  return (
    <>
      <ul className="subscription-list">
        {subscriptions.map((subscription) => (
          <SubscriptionItem
            key={subscription.id}
            subscription={subscription}
            cancelling={cancel.isPending && cancel.variables === subscription.id}
            onCancel={(chosen) => {
              if (!cancel.isPending) setAsking(chosen);
            }}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={messages.subscriptionCancelTitle}
        confirmLabel={messages.subscriptionCancelButton}
        cancelLabel={messages.subscriptionCancelKeep}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        <p>{messages.subscriptionCancelConfirm}</p>
      </ConfirmDialog>
    </>
  );
}
