// The purchase section (docs/billing.md, 'Rules'): what the form needs (the types a member may buy, the
// payment widgets' config, the terms), then the form. A purchase clears the selection by starting
// a fresh form; the list above reloads through the purchase's invalidation.
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { messages } from '@osce/shared/messages';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { useTerms } from '../../../api/get-terms';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCountry } from '../../../stores/app-store';
import { useRenewableTypes } from '../api/get-renewable-types';
import { PurchaseForm } from './purchase-form';

export function PurchaseSection() {
  const country = useCountry();
  const types = useRenewableTypes(country);
  const payments = usePaymentsConfig();
  const terms = useTerms();
  const [purchases, setPurchases] = useState(0);

  const queries: UseQueryResult[] = [types, payments, terms];
  const failed = queries.find((query) => query.isError);
  let body;
  if (failed) {
    body = (
      <ErrorState
        error={failed.error}
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
        what={messages.subscriptionTypesLoadWhat}
      />
    );
  } else if (!types.data || !payments.data || !terms.data) {
    body = <LoadingState label={messages.subscriptionTypesLoadWhat} rows={6} />;
  } else if (types.data.length === 0) {
    body = <p className="empty-text">{messages.subscriptionTypesNone}</p>;
  } else {
    body = (
      <PurchaseForm
        key={purchases}
        plans={types.data}
        payments={payments.data}
        terms={terms.data}
        country={country}
        onPurchased={() => setPurchases((count) => count + 1)}
      />
    );
  }

  return (
    <section className="subscriptions-purchase form-card" aria-labelledby="purchase-title">
      <h2 id="purchase-title" className="subscriptions-page__heading">
        {messages.subscriptionPurchaseTitle}
      </h2>
      {body}
    </section>
  );
}
