// GET /api/promotion/{promotion}?country=XX: a live promotion and its plans (404 when it ended).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@osce/shared/api';
import type { CountryCode } from '@osce/shared/countries';
import { apiGet } from '../../../lib/api-client';

export function promotionQueryOptions(promotion: string, country: CountryCode) {
  return queryOptions({
    queryKey: ['promotion', promotion, country],
    queryFn: ({ signal }) =>
      apiGet<Promotion>(`/promotion/${encodeURIComponent(promotion)}?country=${country}`, signal),
  });
}

export function usePromotion(promotion: string, country: CountryCode, enabled = true) {
  return useQuery({ ...promotionQueryOptions(promotion, country), enabled });
}
