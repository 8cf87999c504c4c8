// GET /api/terms_and_conditions: the latest terms, for the consent panel. The same cache entry as
// the terms page (features/content/api/get-terms.ts), so either one's download serves the other.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Terms } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function termsQueryOptions() {
  return queryOptions({
    queryKey: ['terms'],
    queryFn: ({ signal }) => apiGet<Terms>('/terms_and_conditions', signal),
  });
}

export function useTerms(enabled: boolean) {
  return useQuery({ ...termsQueryOptions(), enabled });
}
