// Providers around the routes: the TanStack Query client and the router. The Ant Design theme
// comes with the pages that use Ant Design (router.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiClientSetup } from './api-client-setup';
import { prefetchForLocation } from './prefetch';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

const queryClient = createQueryClient();
prefetchForLocation(queryClient, window.location);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ApiClientSetup />
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
