// The route table (docs/architecture.md, 'Routes') (paths in route-table.ts). The home page is part of the first
// download (most visits start there, and a separate chunk would cost a round trip); every other
// page is its own chunk, and no public page loads Ant Design (the preview loads it with its station
// screen, once the visitor has chosen a role). Declarative
// routes keep the entry small: the pages load their own data through TanStack Query (started early
// by prefetch.ts), so no route has a loader. The routes still run in a data router
// (createBrowserRouter) because only it can hold a navigation until the member answers: the station
// screen asks before a link, the back button or a typed path takes a member out of a running
// station (docs/station-run.md, 'Leaving a station').
import { lazy, Suspense } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route } from 'react-router';
import { ApiClientSetup } from './api-client-setup';
import { AppLayout } from './layout/app-layout';
import { MEMBER_PAGE_PATHS, PAGE_PATHS, PLACEHOLDER_ROUTES } from './route-table';
import HomeRoute from './routes/home';
import { RequireAuth } from './routes/require-auth';

/** Route chunks by page, so prefetch.ts can start the current page's download with the app's. */
export const loadRoute = {
  plans: () => import('./routes/subscription-plans'),
  content: () => import('./routes/content'),
  terms: () => import('./routes/terms'),
  contact: () => import('./routes/contact'),
  signup: () => import('./routes/signup'),
  freeTrial: () => import('./routes/free-trial'),
  promotion: () => import('./routes/promotion'),
  blogList: () => import('./routes/blog-list'),
  blogPost: () => import('./routes/blog-post'),
  notFound: () => import('./routes/not-found'),
  placeholder: () => import('./routes/placeholder'),
  login: () => import('./routes/login'),
  logout: () => import('./routes/logout'),
  activate: () => import('./routes/activate'),
  resetPasswordRequest: () => import('./routes/reset-password-request'),
  resetPassword: () => import('./routes/reset-password'),
  profile: () => import('./routes/profile'),
  settings: () => import('./routes/settings'),
  study: () => import('./routes/study'),
  station: () => import('./routes/station'),
  stats: () => import('./routes/stats'),
  subscriptions: () => import('./routes/subscriptions'),
  studyGroups: () => import('./routes/study-groups'),
  preview: () => import('./routes/preview'),
  admin: () => import('./routes/admin'),
};

const PlansRoute = lazy(loadRoute.plans);
const ContentRoute = lazy(loadRoute.content);
const TermsRoute = lazy(loadRoute.terms);
const ContactRoute = lazy(loadRoute.contact);
const SignupRoute = lazy(loadRoute.signup);
const FreeTrialRoute = lazy(loadRoute.freeTrial);
const PromotionRoute = lazy(loadRoute.promotion);
const BlogListRoute = lazy(loadRoute.blogList);
const BlogPostRoute = lazy(loadRoute.blogPost);
const NotFoundRoute = lazy(loadRoute.notFound);
const PlaceholderRoute = lazy(loadRoute.placeholder);
const LoginRoute = lazy(loadRoute.login);
const LogoutRoute = lazy(loadRoute.logout);
const ActivateRoute = lazy(loadRoute.activate);
const ResetPasswordRequestRoute = lazy(loadRoute.resetPasswordRequest);
const ResetPasswordRoute = lazy(loadRoute.resetPassword);
const ProfileRoute = lazy(loadRoute.profile);
const SettingsRoute = lazy(loadRoute.settings);
const StudyRoute = lazy(loadRoute.study);
const StationRoute = lazy(loadRoute.station);
const StatsRoute = lazy(loadRoute.stats);
const SubscriptionsRoute = lazy(loadRoute.subscriptions);
const StudyGroupsRoute = lazy(loadRoute.studyGroups);
const PreviewRoute = lazy(loadRoute.preview);
const AdminRoute = lazy(loadRoute.admin);

const placeholder = (access: 'public' | 'member') =>
  PLACEHOLDER_ROUTES.filter((route) => route.access === access).map(({ path, name, note }) => (
    <Route key={path} path={path} element={<PlaceholderRoute name={name} note={note} />} />
  ));

/** The app's router: every page inside the shell, the API client's moves wired to it. */
export function createAppRouter() {
  return createBrowserRouter(
    createRoutesFromElements(
      <Route
        element={
          <>
            <ApiClientSetup />
            <Outlet />
          </>
        }
      >
        {/* The back office has its own frame (docs/admin.md), outside the site's header and footer. */}
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<div className="page-fallback" aria-busy="true" role="status" />}>
              <AdminRoute />
            </Suspense>
          }
        />
        <Route element={<AppLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path={PAGE_PATHS.plans} element={<PlansRoute />} />
          <Route path={PAGE_PATHS.aboutUs} element={<ContentRoute slug="about-us" />} />
          <Route path={PAGE_PATHS.faqs} element={<ContentRoute slug="faqs" />} />
          <Route path={PAGE_PATHS.privacyPolicy} element={<ContentRoute slug="privacy-policy" />} />
          <Route path={PAGE_PATHS.terms} element={<TermsRoute />} />
          <Route path={PAGE_PATHS.contact} element={<ContactRoute />} />
          <Route path={PAGE_PATHS.signup} element={<SignupRoute />} />
          <Route path={PAGE_PATHS.freeTrial} element={<FreeTrialRoute />} />
          <Route path={PAGE_PATHS.promotion} element={<PromotionRoute />} />
          <Route path={PAGE_PATHS.blog} element={<BlogListRoute />} />
          <Route path={PAGE_PATHS.blogPost} element={<BlogPostRoute />} />
          <Route path={PAGE_PATHS.login} element={<LoginRoute />} />
          <Route path={PAGE_PATHS.activate} element={<ActivateRoute />} />
          <Route path={PAGE_PATHS.resetPassword} element={<ResetPasswordRequestRoute />} />
          <Route path={PAGE_PATHS.resetPasswordCode} element={<ResetPasswordRoute />} />
          <Route path={PAGE_PATHS.preview} element={<PreviewRoute />} />
          {/* Login required, guarded by the route itself (see routes/logout.tsx). */}
          <Route path={MEMBER_PAGE_PATHS.logout} element={<LogoutRoute />} />
          {placeholder('public')}
          <Route element={<RequireAuth />}>
            <Route path={MEMBER_PAGE_PATHS.profile} element={<ProfileRoute />} />
            <Route path={MEMBER_PAGE_PATHS.settings} element={<SettingsRoute />} />
            <Route path={MEMBER_PAGE_PATHS.study} element={<StudyRoute />} />
            <Route path={MEMBER_PAGE_PATHS.search} element={<StudyRoute />} />
            <Route path={MEMBER_PAGE_PATHS.station} element={<StationRoute />} />
            <Route path={MEMBER_PAGE_PATHS.stats} element={<StatsRoute />} />
            <Route path={MEMBER_PAGE_PATHS.subscriptions} element={<SubscriptionsRoute />} />
            <Route path={MEMBER_PAGE_PATHS.studyGroups} element={<StudyGroupsRoute />} />
            {placeholder('member')}
          </Route>
          <Route path=":slug" element={<ContentRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Route>,
    ),
  );
}
