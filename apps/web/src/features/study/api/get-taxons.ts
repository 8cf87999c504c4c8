// GET /api/taxons: the filter drawer's entries. They change only when editors add some, so the
// app's default freshness (five minutes) is plenty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { Taxons } from '../types';

export function taxonsQueryOptions() {
  return queryOptions({
    queryKey: ['member', 'taxons'] as const,
    queryFn: ({ signal }) => apiGet<Taxons>('/taxons', signal),
  });
}

export function useTaxons() {
  return useQuery(taxonsQueryOptions());
}
