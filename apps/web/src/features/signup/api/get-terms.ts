// GET /api/terms_and_conditions: the current terms, whose id the sign-up sends as terms_checked.
// Same query key as the terms page's, so a visitor coming from there does not load them twice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function signupTermsQueryOptions() {
  return queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => apiGet<Terms>('/terms_and_conditions', signal),
  });
}

export function useSignupTerms() {
  return useQuery(signupTermsQueryOptions());
}
