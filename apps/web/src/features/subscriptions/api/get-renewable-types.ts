// GET /api/subscription_types/renewable?country=US: the plans a member may buy (docs/billing.md, 'API').
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionType } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { apiGet } from '../../../lib/api-client';

export function renewableTypesQueryOptions(country: CountryCode) {
  return queryOptions({
    queryKey: ['subscription-types', 'renewable', country],
    queryFn: ({ signal }) =>
      apiGet<SubscriptionType[]>(`/subscription_types/renewable?country=${country}`, signal),
  });
}

/** Asked only by the purchase section, so not while the limits hide it. */
export function useRenewableTypes(country: CountryCode) {
  return useQuery(renewableTypesQueryOptions(country));
}
