// The site header: brand, main navigation and country selector; a menu button on small screens.
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { messages } from '@osce/shared/messages';
import { useGroup, useIsLoggedIn } from '../../stores/app-store';
import { BrandLogo } from './brand-logo';
import { CountrySelector } from './country-selector';
import { headerItems, showsGroupEntry } from './nav-items';
import { NavSubmenu } from './nav-submenu';

const MOBILE_MENU_ID = 'mobile-menu';
// The drawer's code loads when the menu is first wanted, not with every page.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
// The Group Study drawer (antd and the group panel) loads when first opened.
const GroupDrawer = lazy(() => import('../../features/groups/components/group-drawer'));

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  const isLoggedIn = useIsLoggedIn();
  const items = headerItems(isLoggedIn);
  const group = useGroup();
  const { pathname } = useLocation();
  const groupEntry = showsGroupEntry(pathname, isLoggedIn && group !== null);
  const [groupOpen, setGroupOpen] = useState(false);
  const [groupUsed, setGroupUsed] = useState(false);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <BrandLogo />
        <nav aria-label="Main" className="site-nav">
          <ul>
            {items.map((item) =>
              item.children ? (
                <NavSubmenu key={item.to} item={item} />
              ) : (
                <li key={item.to}>
                  <NavLink to={item.to} end className="site-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        {groupEntry ? (
          <button
            type="button"
            className="site-header__group"
            aria-expanded={groupOpen}
            onClick={() => {
              setGroupUsed(true);
              setGroupOpen(true);
            }}
          >
            {messages.groupPanelTitle}
          </button>
        ) : null}
        <CountrySelector />
        <button
          type="button"
          className="menu-button"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          onClick={openMenu}
          onPointerEnter={() => void loadMobileMenu()}
          onFocus={() => void loadMobileMenu()}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            items={items}
          />
        </Suspense>
      ) : null}
      {groupUsed && groupEntry ? (
        <Suspense fallback={null}>
          <GroupDrawer open={groupOpen} onClose={() => setGroupOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
