// After a client-side navigation, move focus to the new page's h1 (or to <main>) so keyboard and
// screen-reader users start at the new content, as a full page load would put them at the top.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a page's h1 while its data loads before focusing <main> instead. */
const HEADING_WAIT_MS = 3000;

function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function useFocusOnNavigate(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // On the first load the browser already starts at the top of the document: only act on changes.
  const lastPathname = useRef(pathname);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    // Do not pull focus away from the new page if the visitor has already moved into it.
    const userMovedOn = () =>
      main.contains(document.activeElement) && document.activeElement !== main;

    const tryHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!userMovedOn()) focusQuietly(heading);
      return true;
    };
    if (tryHeading()) return;

    const observer = new MutationObserver(() => {
      if (tryHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (!userMovedOn()) focusQuietly(main);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainRef]);
}
