// GET /api/subscription_plans?country=XX: the plan cards of the home and plans pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { apiGet } from '../../../lib/api-client';

export function getSubscriptionPlans(
  country: CountryCode,
  signal?: AbortSignal,
): Promise<SubscriptionType[]> {
  return apiGet<SubscriptionType[]>(`/subscription_plans?country=${country}`, signal);
}

export function subscriptionPlansQueryOptions(country: CountryCode) {
  return queryOptions({
    queryKey: ['subscription-plans', country],
    queryFn: ({ signal }) => getSubscriptionPlans(country, signal),
  });
}

export function useSubscriptionPlans(country: CountryCode) {
  return useQuery(subscriptionPlansQueryOptions(country));
}
