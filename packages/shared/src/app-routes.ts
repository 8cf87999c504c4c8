// The web app's route table (docs/architecture.md, 'Routes'), shared so the server can answer 404 for a path the
// app would show as not found: search engines and monitors read the status, not the page.
// `:name` matches one path segment. `/{slug}` content pages are decided by the database instead.

/** `staff`: the back office (docs/admin.md); the console itself tells a member they may not. */
export type RouteAccess = 'public' | 'member' | 'staff';

export interface AppRoute {
  path: string;
  access: RouteAccess;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', access: 'public' },
  { path: '/login', access: 'public' },
  { path: '/signup', access: 'public' },
  { path: '/free-trial', access: 'public' },
  { path: '/promotion/:promotion', access: 'public' },
  { path: '/subscription-plans', access: 'public' },
  { path: '/about-us', access: 'public' },
  { path: '/faqs', access: 'public' },
  { path: '/contact', access: 'public' },
  { path: '/privacy-policy', access: 'public' },
  { path: '/terms-and-conditions', access: 'public' },
  { path: '/blog', access: 'public' },
  { path: '/blog/:slug', access: 'public' },
  { path: '/activate/:code', access: 'public' },
  { path: '/reset-password', access: 'public' },
  { path: '/reset-password/:code', access: 'public' },
  { path: '/preview', access: 'public' },
  { path: '/home-page', access: 'public' },
  { path: '/logout', access: 'member' },
  { path: '/profile', access: 'member' },
  { path: '/settings', access: 'member' },
  { path: '/subscriptions', access: 'member' },
  { path: '/stats', access: 'member' },
  { path: '/study', access: 'member' },
  { path: '/search', access: 'member' },
  { path: '/study-groups', access: 'member' },
  { path: '/station/:code', access: 'member' },
  // The back office: its sections, a record in one (/admin/members/12), and a record's part.
  { path: '/admin', access: 'staff' },
  { path: '/admin/:section', access: 'staff' },
  { path: '/admin/:section/:id', access: 'staff' },
  { path: '/admin/:section/:id/:part', access: 'staff' },
];

// Each route as one regular expression, built once: `:name` matches one non-empty segment.
const ROUTE_PATTERNS = APP_ROUTES.map(
  (route) =>
    new RegExp(
      `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`,
    ),
);

/** Whether a pathname (no query) is one of the app's routes. Content slugs are not included. */
export function matchesAppRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/** A single-segment path that may be a content page (`/{slug}`), or null. */
export function contentPageSlug(pathname: string): string | null {
  const match = /^\/([a-z0-9][a-z0-9-]{0,199})\/?$/.exec(pathname);
  return match?.[1] ?? null;
}
