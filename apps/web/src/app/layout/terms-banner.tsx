// The terms-updated banner (docs/content.md, 'Screens'): shown while the server's update_terms flag and
// a token are stored, everywhere but on the terms page itself. It links to the terms and to the
// profile, whose consent panel records the agreement. It opens <main>, so the skip link and screen
// readers meet it first, and it scrolls away with the page instead of joining the sticky header.
import { Link, useLocation } from 'react-router';
import { messages, withBrand } from '@osce/shared/messages';
import { getBrand } from '../../lib/brand';
import { useTermsUpdateNeeded } from '../../stores/app-store';
import { PAGE_PATHS } from '../route-table';

export function TermsBanner() {
  const needed = useTermsUpdateNeeded();
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!needed || path === PAGE_PATHS.terms) return null;
  return (
    <div className="terms-banner">
      <div className="terms-banner__inner">
        <p>{withBrand(messages.termsUpdatedBanner, getBrand())}</p>
        <p className="terms-banner__links">
          <Link to={PAGE_PATHS.terms}>{messages.termsBannerRead}</Link>
          <Link to="/profile">{messages.termsBannerConsent}</Link>
        </p>
      </div>
    </div>
  );
}
