// GET /api/payments/config: which card entry and PayPal button the server is set up for, and
// whether social login is on. The login page reads only `social_login`, the sign-up form the rest.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '@osce/shared/api';
import { apiGet } from '../lib/api-client';

export const paymentsConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['payments-config'],
    queryFn: ({ signal }) => apiGet<PaymentsConfig>('/payments/config', signal),
    // Server configuration: it changes with a deployment, not while a page is open.
    staleTime: Infinity,
  });

/** Off on the free trial, which takes no payment. */
export function usePaymentsConfig(enabled = true) {
  return useQuery({ ...paymentsConfigQueryOptions(), enabled });
}
