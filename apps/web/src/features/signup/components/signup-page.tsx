// Loads what the sign-up form needs, then shows it (docs/accounts.md, 'Screens'): countries, medical schools,
// the terms, the payment widgets' config, and the plans (sign-up or trial list, or the
// promotion's). Loading ends once all have arrived; a failed call shows what failed and a retry.
import { useDeferredValue } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { useCountries } from '../../../api/get-countries';
import { useMedicalSchools } from '../../../api/get-medical-schools';
import { usePaymentsConfig } from '../../../api/get-payments-config';
import { useTerms } from '../../../api/get-terms';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { isNotFound } from '../../../lib/api-client';
import { usePromotion } from '../api/get-promotion';
import { useSignupPlans } from '../api/get-signup-plans';
import type { SignupVariant } from '../utils/signup-options';
import { SignupForm } from './signup-form';

interface SignupPageProps {
  variant: SignupVariant;
  country: CountryCode;
  /** The promotion's slug (promotion variant only). */
  promotion?: string;
  /** ?plan= on /signup: preselected when it is one of the plans offered. */
  planParam?: string | null;
}

function preselect(plans: readonly SubscriptionType[], param: string | null | undefined) {
  const plan = param ? plans.find((p) => String(p.id) === param) : undefined;
  return plan?.id ?? null;
}

export function SignupPage({ variant, country, promotion = '', planParam }: SignupPageProps) {
  const isPromotion = variant === 'promotion';
  // The page's heading paints first, the long form in a second, interruptible render: on a slow
  // phone the visitor sees where they are at once, and the main thread is never held for the
  // whole form in one go.
  const formMayRender = useDeferredValue(true, false);
  const countries = useCountries();
  const schools = useMedicalSchools();
  const terms = useTerms();
  const payments = usePaymentsConfig(variant !== 'trial');
  const plans = useSignupPlans(variant === 'trial' ? 'trial' : 'signup', country, !isPromotion);
  const promo = usePromotion(promotion, country, isPromotion);
  const planQuery = isPromotion ? promo : plans;
  const planList = isPromotion ? promo.data?.sub_types : plans.data;

  const queries: UseQueryResult[] = [countries, schools, terms, planQuery];
  if (variant !== 'trial') queries.push(payments);

  if (isPromotion && promo.isError && isNotFound(promo.error)) {
    return <p className="empty-text">{messages.promotionInactive}</p>;
  }
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
        what="the sign-up form"
      />
    );
  }
  if (
    !formMayRender ||
    !countries.data ||
    !schools.data ||
    !terms.data ||
    !planList ||
    (variant !== 'trial' && !payments.data)
  ) {
    return <LoadingState label="sign-up form" rows={12} className="page-loading--top" />;
  }
  if (isPromotion && planList.length === 0) {
    return <p className="empty-text">{messages.promotionNotInCountry}</p>;
  }
  return (
    <SignupForm
      variant={variant}
      plans={planList}
      countries={countries.data}
      schools={schools.data}
      terms={terms.data}
      payments={variant === 'trial' ? undefined : payments.data}
      country={country}
      preselectedPlanId={variant === 'signup' ? preselect(planList, planParam) : null}
      promotion={isPromotion ? promotion : undefined}
    />
  );
}
