// /subscriptions (docs/billing.md, 'Screens'): the member's subscriptions with their tags and Cancel
// Subscription, then the purchase section while the limits allow another (no pending one, fewer
// than two active); otherwise the reason it is not offered.
import { messages } from '@osce/shared/messages';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { TrialDaysLeft } from '../../../components/trial-days-left';
import { useSubscriptions } from '../../../api/member-subscriptions';
import { purchaseHiddenReason } from '../utils/purchase-rules';
import { PurchaseSection } from './purchase-section';
import { SubscriptionList } from './subscription-list';

export function SubscriptionsPage() {
  const subscriptions = useSubscriptions();

  let content;
  if (subscriptions.isError && !subscriptions.data) {
    content = (
      <ErrorState
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        what={messages.subscriptionsLoadWhat}
      />
    );
  } else if (!subscriptions.data) {
    content = <LoadingState label={messages.subscriptionsLoadWhat} rows={4} />;
  } else {
    const hiddenReason = purchaseHiddenReason(subscriptions.data);
    content = (
      <>
        <TrialDaysLeft />
        <section className="subscriptions-list" aria-labelledby="subscriptions-list-title">
          <h2 id="subscriptions-list-title" className="subscriptions-page__heading">
            {messages.subscriptionsListTitle}
          </h2>
          <SubscriptionList subscriptions={subscriptions.data} />
        </section>
        {hiddenReason ? (
          <p className="subscriptions-page__limit">{hiddenReason}</p>
        ) : (
          <PurchaseSection />
        )}
      </>
    );
  }

  return (
    <div className="page-body subscriptions-page">
      <h1 className="subscriptions-page__title">{messages.subscriptionsTitle}</h1>
      {content}
    </div>
  );
}
