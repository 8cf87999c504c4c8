// The cookie notice (docs/content.md): stays until the visitor accepts; acceptance is a cookie.
// While it shows, the page reserves its height at the bottom of the window (scroll-padding), so a
// link or button reached with the keyboard is scrolled clear of it instead of hiding behind it.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { consentCookie, hasAcceptedCookies } from '../../lib/cookie-consent';

const HEIGHT_PROPERTY = '--cookie-notice-height';

function useReservedHeight(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!active || !element) return;
    const reserve = () => root.style.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [ref, active]);
}

export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => hasAcceptedCookies(document.cookie));
  const noticeRef = useRef<HTMLElement>(null);
  useReservedHeight(noticeRef, !accepted);
  if (accepted) return null;

  const accept = () => {
    document.cookie = consentCookie();
    setAccepted(true);
  };

  return (
    <section ref={noticeRef} className="cookie-notice" aria-label="Cookie notice">
      <p>
        We use cookies to keep you signed in and to understand how the site is used. Read more in
        our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
      <button type="button" className="button button--primary" onClick={accept}>
        Accept
      </button>
    </section>
  );
}
