// The app shell: skip link, header, the routed page in <main>, footer, cookie notice and toasts.
import { lazy, Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useFocusOnNavigate } from '../../hooks/use-focus-on-navigate';
import { usePlaylistScope } from '../../hooks/use-playlist-scope';
import { useScrollToTop } from '../../hooks/use-scroll-to-top';
import { RouteErrorBoundary } from '../../components/route-error-boundary';
import { CookieNotice } from './cookie-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TermsBanner } from './terms-banner';
import { useGroup, useIsLoggedIn } from '../../stores/app-store';
import { ToastOutlet } from './toast-outlet';

// The group's live connection: its code (Socket.IO client included) loads only for a member in a
// group, never with the first download.
const GroupLiveRoot = lazy(() => import('../../features/groups/realtime/group-live-root'));

function PageFallback() {
  return (
    <div className="page-fallback" aria-busy="true" role="status">
      {/* A CSS spinner: antd's Spin would add its code to every page's first download. */}
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}

export function AppLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigate(mainRef);
  useScrollToTop();
  usePlaylistScope();
  const group = useGroup();
  const loggedIn = useIsLoggedIn();
  const inGroup = group !== null && loggedIn;

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = mainRef.current;
    if (!main) return;
    main.focus();
    main.scrollIntoView();
  };

  return (
    <div className="app">
      <a href="#main" className="skip-link" onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="app__main">
        <TermsBanner />
        {/* Not keyed by path: the Suspense boundary stays, so while the next page's code loads the
            current page remains on screen (navigations are transitions) instead of a spinner. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      <CookieNotice />
      <ToastOutlet />
      {inGroup && (
        <Suspense fallback={null}>
          <GroupLiveRoot />
        </Suspense>
      )}
    </div>
  );
}
