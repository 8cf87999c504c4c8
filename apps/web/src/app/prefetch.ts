// The first page's data and code start downloading with the app's own code, in parallel, instead
// of one after the other (app code, then the page's chunk, then its API call): on a phone each of
// those steps is a round trip.
import type { QueryClient } from '@tanstack/react-query';
import { contentPageSlug, matchesAppRoute } from '@osce/shared/app-routes';
import { contentSlug, CURRENT_COUNTRY, homeSlug } from '@osce/shared/countries';
import { paymentsConfigQueryOptions } from '../api/get-payments-config';
import { termsQueryOptions } from '../api/get-terms';
import { getCountry } from '../stores/app-store';
import { blogQueryOptions } from '../features/blog/api/get-blog';
import { blogsQueryOptions } from '../features/blog/api/get-blogs';
import { parsePageParam } from '../features/blog/utils/page-param';
import { pageQueryOptions } from '../features/content/api/get-page';
import { prefetchSignup } from '../features/signup/api/prefetch-signup';
import { testimonialsQueryOptions } from '../features/home/api/get-testimonials';
import { subscriptionPlansQueryOptions } from '../features/plans/api/get-subscription-plans';
import { PAGE_PATHS } from './route-table';
import { loadRoute } from './router';

const BLOG_POST = /^\/blog\/([^/]+)$/;
const PROMOTION = /^\/promotion\/([^/]+)$/;

export function prefetchForLocation(
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // A failed chunk download shows up when the page renders (RouteErrorBoundary), not here.
  const preload = (load: () => Promise<unknown>) => void load().catch(() => {});

  if (path === PAGE_PATHS.home) {
    const country = getCountry();
    void queryClient.prefetchQuery(pageQueryOptions(homeSlug(country)));
    void queryClient.prefetchQuery(subscriptionPlansQueryOptions(country));
    void queryClient.prefetchQuery(testimonialsQueryOptions());
    return;
  }
  if (path === PAGE_PATHS.plans) {
    preload(loadRoute.plans);
    void queryClient.prefetchQuery(subscriptionPlansQueryOptions(getCountry()));
    return;
  }
  if (path === PAGE_PATHS.terms) {
    preload(loadRoute.terms);
    void queryClient.prefetchQuery(pageQueryOptions('terms-and-conditions'));
    void queryClient.prefetchQuery(termsQueryOptions());
    return;
  }
  if (path === PAGE_PATHS.contact) {
    preload(loadRoute.contact);
    return;
  }
  if (path === PAGE_PATHS.preview) {
    preload(loadRoute.preview);
    return;
  }
  if (path === PAGE_PATHS.signup || path === PAGE_PATHS.freeTrial) {
    const trial = path === PAGE_PATHS.freeTrial;
    preload(trial ? loadRoute.freeTrial : loadRoute.signup);
    prefetchSignup(queryClient, trial ? 'trial' : 'signup', getCountry());
    return;
  }
  const promotion = PROMOTION.exec(path);
  if (promotion?.[1]) {
    preload(loadRoute.promotion);
    prefetchSignup(queryClient, 'promotion', getCountry(), decodeURIComponent(promotion[1]));
    return;
  }
  if (path === PAGE_PATHS.login) {
    preload(loadRoute.login);
    void queryClient.prefetchQuery(paymentsConfigQueryOptions());
    return;
  }
  // The e-mails' links: activation and password reset.
  if (path.startsWith('/activate/')) {
    preload(loadRoute.activate);
    return;
  }
  if (path === PAGE_PATHS.resetPassword || path.startsWith('/reset-password/')) {
    preload(
      path === PAGE_PATHS.resetPassword ? loadRoute.resetPasswordRequest : loadRoute.resetPassword,
    );
    return;
  }
  if (path === PAGE_PATHS.blog) {
    preload(loadRoute.blogList);
    const page = parsePageParam(new URLSearchParams(search).get('page'));
    void queryClient.prefetchQuery(blogsQueryOptions(page));
    return;
  }
  const post = BLOG_POST.exec(path);
  if (post?.[1]) {
    preload(loadRoute.blogPost);
    void queryClient.prefetchQuery(blogQueryOptions(decodeURIComponent(post[1])));
    return;
  }
  // /about-us, /faqs, /privacy-policy and any other single-segment path not taken by a route.
  const slug = contentPageSlug(path);
  if (slug && !matchesAppRoute(path)) {
    preload(loadRoute.content);
    void queryClient.prefetchQuery(pageQueryOptions(contentSlug(slug, CURRENT_COUNTRY)));
  }
}
