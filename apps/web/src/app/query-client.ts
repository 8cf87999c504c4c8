// Server state defaults: public content changes rarely, so it stays fresh for a few minutes, and
// answers that will not change on a retry (4xx) are not retried.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < MAX_RETRIES;
        },
      },
      mutations: { retry: false },
    },
  });
}
