// GET /api/payments/config: which payment widgets to draw and whether social login is on. The login
// page reads only `social_login`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/payments/config', signal),
    // Server configuration: it changes with a deployment, not while a page is open.
    staleTime: Infinity,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
