// The home page is most visitors' first page: its three requests start before React has rendered,
// in parallel with the page's own code, instead of after it.
import type { QueryClient } from '@tanstack/react-query';
import { homeSlug } from '@osce/shared/countries';
import { getCountry } from '../stores/app-store';
import { pageQueryOptions } from '../features/content/api/get-page';
import { testimonialsQueryOptions } from '../features/home/api/get-testimonials';
import { subscriptionPlansQueryOptions } from '../features/plans/api/get-subscription-plans';

export function prefetchForLocation(queryClient: QueryClient, pathname: string): void {
  if (pathname !== '/') return;
  const country = getCountry();
  void queryClient.prefetchQuery(pageQueryOptions(homeSlug(country)));
  void queryClient.prefetchQuery(subscriptionPlansQueryOptions(country));
  void queryClient.prefetchQuery(testimonialsQueryOptions());
}
