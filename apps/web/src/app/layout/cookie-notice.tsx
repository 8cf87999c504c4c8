// The cookie notice (spec section 1): stays until the visitor accepts; acceptance is a cookie.
import { useState } from 'react';
import { Link } from 'react-router';
import { consentCookie, hasAcceptedCookies } from '../../lib/cookie-consent';

export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => hasAcceptedCookies(document.cookie));
  if (accepted) return null;

  const accept = () => {
    document.cookie = consentCookie();
    setAccepted(true);
  };

  return (
    <section className="cookie-notice" aria-label="Cookie notice">
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
