// The route table of spec section 2. The home page downloads neither the contact form (and its
// captcha) nor the blog: those pages are separate chunks. Declarative routes keep the entry small:
// the pages load their own data through TanStack Query, so the data router is not needed.
import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import HomeRoute from './routes/home';
import { RequireAuth } from './routes/require-auth';

// The home page is part of the first download (most visits start there, and a separate chunk
// would cost a round trip); every other page is its own chunk.
// Pages built with Ant Design components get its theme provider, loaded alongside them.
const AntdTheme = lazy(() => import('./antd-theme'));
const withAntd = (page: ReactNode) => <AntdTheme>{page}</AntdTheme>;

const PlansRoute = lazy(() => import('./routes/subscription-plans'));
const ContentRoute = lazy(() => import('./routes/content'));
const TermsRoute = lazy(() => import('./routes/terms'));
const ContactRoute = lazy(() => import('./routes/contact'));
const BlogListRoute = lazy(() => import('./routes/blog-list'));
const BlogPostRoute = lazy(() => import('./routes/blog-post'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const PlaceholderRoute = lazy(() => import('./routes/placeholder'));

const ACCOUNTS_LATER = 'Sign-up and login arrive in the next release.';
const MEMBERS_LATER = 'This part of the member area arrives in a later release.';
const PREVIEW_LATER = 'The free station preview arrives in a later release.';

/** Screens of later issues: the routes exist now and say plainly what is coming. */
const PUBLIC_LATER: [path: string, name: string, note: string][] = [
  ['login', 'Login', ACCOUNTS_LATER],
  ['signup', 'Sign Up', ACCOUNTS_LATER],
  ['free-trial', 'Free Trial', ACCOUNTS_LATER],
  ['promotion/:promotion', 'Promotion', ACCOUNTS_LATER],
  ['activate/:code', 'Account Activation', ACCOUNTS_LATER],
  ['reset-password', 'Reset Password', ACCOUNTS_LATER],
  ['reset-password/:code', 'Reset Password', ACCOUNTS_LATER],
  ['preview', 'Preview Station', PREVIEW_LATER],
  ['home-page', 'Home Page', MEMBERS_LATER],
];

const MEMBERS_ONLY: [path: string, name: string, note: string][] = [
  ['logout', 'Logout', ACCOUNTS_LATER],
  ['profile', 'Profile', MEMBERS_LATER],
  ['settings', 'Settings', MEMBERS_LATER],
  ['subscriptions', 'Subscriptions', MEMBERS_LATER],
  ['stats', 'My Stats', MEMBERS_LATER],
  ['study', 'Study', MEMBERS_LATER],
  ['search', 'Study', MEMBERS_LATER],
  ['study-groups', 'Study Groups', MEMBERS_LATER],
  ['station/:code', 'Station', MEMBERS_LATER],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path="subscription-plans" element={<PlansRoute />} />
        <Route path="about-us" element={withAntd(<ContentRoute slug="about-us" />)} />
        <Route path="faqs" element={withAntd(<ContentRoute slug="faqs" />)} />
        <Route path="privacy-policy" element={withAntd(<ContentRoute slug="privacy-policy" />)} />
        <Route path="terms-and-conditions" element={withAntd(<TermsRoute />)} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="blog" element={withAntd(<BlogListRoute />)} />
        <Route path="blog/:slug" element={withAntd(<BlogPostRoute />)} />
        {PUBLIC_LATER.map(([path, name, note]) => (
          <Route key={path} path={path} element={<PlaceholderRoute name={name} note={note} />} />
        ))}
        <Route element={<RequireAuth />}>
          {MEMBERS_ONLY.map(([path, name, note]) => (
            <Route key={path} path={path} element={<PlaceholderRoute name={name} note={note} />} />
          ))}
        </Route>
        <Route path=":slug" element={withAntd(<ContentRoute />)} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
