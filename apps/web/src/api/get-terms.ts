// GET /api/terms_and_conditions: the latest version of the terms (HTML). One cache entry for the
// terms page, the member's consent panel and the sign-up form (which sends its id as
// terms_checked), so whichever loads them first serves the others.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@osce/shared/api';
import { apiGet } from '../lib/api-client';

export function getTerms(signal?: AbortSignal): Promise<Terms> {
  return apiGet<Terms>('/terms_and_conditions', signal);
}

export function termsQueryOptions() {
  return queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => getTerms(signal),
  });
}

export function useTerms() {
  return useQuery(termsQueryOptions());
}
