// GET /api/subscription_types/signup and /trial: the plans offered by the sign-up and trial forms.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { apiGet } from '../../../lib/api-client';

export type SignupPlanList = 'signup' | 'trial';

export function signupPlansQueryOptions(list: SignupPlanList, country: CountryCode) {
  return queryOptions({
    queryKey: ['subscription-types', list, country],
    queryFn: ({ signal }) =>
      apiGet<SubscriptionType[]>(`/subscription_types/${list}?country=${country}`, signal),
  });
}

export function useSignupPlans(list: SignupPlanList, country: CountryCode, enabled = true) {
  return useQuery({ ...signupPlansQueryOptions(list, country), enabled });
}
