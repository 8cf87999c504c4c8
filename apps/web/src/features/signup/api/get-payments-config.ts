// GET /api/payments/config: which card entry and PayPal button the server is set up for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@osce/shared/api';
import { apiGet } from '../../../lib/api-client';

export function paymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/payments/config', signal),
  });
}

export function usePaymentsConfig(enabled = true) {
  return useQuery({ ...paymentsConfigQueryOptions(), enabled });
}
