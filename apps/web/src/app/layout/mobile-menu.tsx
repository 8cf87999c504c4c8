// The small-screen menu: the header's items and the country selector in a side drawer.
// Loaded on first use (see site-header.tsx), hence the default export for React.lazy.
import { useState } from 'react';
import { Drawer } from 'antd';
import { NavLink } from 'react-router';
import AntdTheme from '../../components/antd-theme';
import { CountrySelector } from './country-selector';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  items: NavItem[];
}

export default function MobileMenu({ id, open, onClose, items }: MobileMenuProps) {
  // Closing with Escape or the close button returns focus to the menu button; following a link
  // must not, because focus then belongs to the new page's heading.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const follow = () => {
    setRestoreFocus(false);
    onClose();
  };
  return (
    <AntdTheme>
      <Drawer
        id={id}
        title="Menu"
        placement="right"
        open={open}
        onClose={onClose}
        size={300}
        rootClassName="mobile-menu"
        focusable={{ focusTriggerAfterClose: restoreFocus }}
        afterOpenChange={(isOpen) => {
          if (isOpen) setRestoreFocus(true);
        }}
      >
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className="mobile-menu__link" onClick={follow}>
                  {item.label}
                </NavLink>
                {/* A submenu (the member's Profile) shows open, indented under its item. */}
                {item.children ? (
                  <ul className="mobile-menu__sublist" aria-label={item.label}>
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <NavLink
                          to={child.to}
                          end
                          className="mobile-menu__link mobile-menu__link--sub"
                          onClick={follow}
                        >
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <CountrySelector className="country-selector country-selector--drawer" />
      </Drawer>
    </AntdTheme>
  );
}
