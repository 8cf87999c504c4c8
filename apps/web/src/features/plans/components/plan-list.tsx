// The plan cards for a country, with loading, error and empty states.
import type { SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { PlanCard } from './plan-card';

interface PlanListProps {
  country: CountryCode;
  /** Where each card's Get Started goes. */
  planHref: (plan: SubscriptionType) => string;
  headingLevel: 2 | 3;
  /** Shown when there are no plans; without it an empty list renders nothing. */
  emptyText?: string;
}

export function PlanList({ country, planHref, headingLevel, emptyText }: PlanListProps) {
  const plans = useSubscriptionPlans(country);
  if (plans.isPending)
    return <LoadingState label="subscription plans" rows={6} className="plan-list-loading" />;
  if (plans.isError) {
    return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} what="the plans" />;
  }
  if (plans.data.length === 0) {
    return emptyText ? <p className="empty-text">{emptyText}</p> : null;
  }
  return (
    <ul className="plan-list">
      {plans.data.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} href={planHref(plan)} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
