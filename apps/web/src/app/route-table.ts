// The paths the web router serves, as data: router.tsx renders them, and route-table.test.ts
// checks them against APP_ROUTES (packages/shared), the list the server answers 404 from. A page
// routed here but missing there would get a 404 status; one listed there but not routed here would
// show the not-found page with a 200.
import type { RouteAccess } from '@osce/shared/app-routes';

/** Pages built in this release; each has its own component in router.tsx. */
export const PAGE_PATHS = {
  home: '/',
  plans: '/subscription-plans',
  aboutUs: '/about-us',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  terms: '/terms-and-conditions',
  contact: '/contact',
  signup: '/signup',
  freeTrial: '/free-trial',
  promotion: '/promotion/:promotion',
  blog: '/blog',
  blogPost: '/blog/:slug',
  login: '/login',
  activate: '/activate/:code',
  resetPassword: '/reset-password',
  resetPasswordCode: '/reset-password/:code',
  preview: '/preview',
} as const;

/** Login-required pages built in this release; each has its own component in router.tsx. */
export const MEMBER_PAGE_PATHS = {
  logout: '/logout',
  profile: '/profile',
  settings: '/settings',
  study: '/study',
  /** The same screen as /study (docs/architecture.md, 'Routes'). */
  search: '/search',
  station: '/station/:code',
  /** My Stats; a station's history is /stats?station={id}. */
  stats: '/stats',
  /** The member's subscriptions, cancellation and purchase (docs/architecture.md, 'Routes'). */
  subscriptions: '/subscriptions',
  /** Study groups: create, find, join, start and leave (docs/architecture.md, 'Routes'). */
  studyGroups: '/study-groups',
} as const;

/** The back office (docs/admin.md): one chunk with its own routes inside (routes/admin.tsx). */
export const STAFF_PAGE_PATHS = [
  '/admin',
  '/admin/:section',
  '/admin/:section/:id',
  '/admin/:section/:id/:part',
] as const;

export interface PlaceholderRoute {
  path: string;
  name: string;
  note: string;
  access: RouteAccess;
}

const MEMBERS_LATER = 'This part of the member area arrives in a later release.';

/** Screens of later issues: the routes exist now and say plainly what is coming. */
export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  { path: '/home-page', name: 'Home Page', note: MEMBERS_LATER, access: 'public' },
];

/** Every path the router matches by name (not the `/{slug}` content pages or the catch-all). */
export function routedPaths(): { path: string; access: RouteAccess }[] {
  return [
    ...Object.values(PAGE_PATHS).map((path) => ({ path, access: 'public' as const })),
    ...Object.values(MEMBER_PAGE_PATHS).map((path) => ({ path, access: 'member' as const })),
    ...PLACEHOLDER_ROUTES.map(({ path, access }) => ({ path, access })),
    ...STAFF_PAGE_PATHS.map((path) => ({ path, access: 'staff' as const })),
  ];
}
