// Providers around the routes: the TanStack Query client and the router. The Ant Design theme
// comes with the pages that use Ant Design (router.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { prefetchForLocation } from './prefetch';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
prefetchForLocation(queryClient, window.location);
const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
