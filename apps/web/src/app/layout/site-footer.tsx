// The site footer (docs/content.md, 'Screens'): links, social accounts, legal pages and the copyright line.
import { Link } from 'react-router';
import { getBrand } from '../../lib/brand';
import { useIsLoggedIn } from '../../stores/app-store';
import { BrandLogo } from './brand-logo';
import { footerItems, legalItems } from './nav-items';
import { SOCIAL_LINKS } from './social-links';

export function SiteFooter() {
  const isLoggedIn = useIsLoggedIn();
  const brand = getBrand();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <BrandLogo className="brand-logo brand-logo--footer" />
          <p>Realistic OSCE stations for solo study and live group practice.</p>
          <ul className="social-links" aria-label="Social media">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand} on ${name}`}
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer" className="site-footer__nav">
          <ul>
            {footerItems(isLoggedIn).map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
          <ul>
            {legalItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {brand}
      </p>
    </footer>
  );
}
