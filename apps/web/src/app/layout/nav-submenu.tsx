// A header item with a submenu (the member's Profile: Study Groups, Account Settings, Manage
// Subscriptions). The item stays a link to its page; a disclosure button beside it opens the
// submenu for keyboard and touch, and a pointer resting on the item opens it too (CSS). Escape,
// leaving it with the keyboard, a click elsewhere or following a link closes it.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { NavItem } from './nav-items';

export function NavSubmenu({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the menu (the item itself stays mounted across pages).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <li
      ref={itemRef}
      className={open ? 'site-nav__item site-nav__item--open' : 'site-nav__item'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink to={item.to} end className="site-nav__link site-nav__link--parent">
        {item.label}
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${item.label} menu`}
        onClick={() => setOpen((current) => !current)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul id={menuId} className="site-nav__submenu">
        {item.children?.map((child) => (
          <li key={child.to}>
            <NavLink to={child.to} end className="site-nav__sublink">
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
