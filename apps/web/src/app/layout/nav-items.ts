// The links of the header, mobile menu and footer (docs/content.md, 'Screens').

export interface NavItem {
  to: string;
  label: string;
  /** A submenu under the item (the member's Profile). */
  children?: NavItem[];
}

const home: NavItem = { to: '/', label: 'Home' };
const about: NavItem = { to: '/about-us', label: 'About' };
const subscribe: NavItem = { to: '/subscription-plans', label: 'Subscribe' };
const trial: NavItem = { to: '/free-trial', label: 'Trial' };
const login: NavItem = { to: '/login', label: 'Login' };
const contact: NavItem = { to: '/contact', label: 'Contact' };

const profile: NavItem = {
  to: '/profile',
  label: 'Profile',
  children: [
    { to: '/study-groups', label: 'Study Groups' },
    { to: '/settings', label: 'Account Settings' },
    { to: '/subscriptions', label: 'Manage Subscriptions' },
  ],
};
const memberItems: NavItem[] = [
  profile,
  { to: '/study', label: 'Study' },
  { to: '/stats', label: 'My Stats' },
  contact,
  { to: '/logout', label: 'Logout' },
];

/** The header and mobile menu items, for visitors or for members. */
export function headerItems(isLoggedIn: boolean): NavItem[] {
  return isLoggedIn ? memberItems : [home, about, subscribe, trial, login];
}

/** Pages that show the group themselves (docs/content.md, 'Screens'): no Group Study entry there. */
const GROUP_PAGES = ['/profile', '/study-groups', '/study', '/search'];

/**
 * The member's Group Study entry (docs/content.md, 'Screens'): while in a group, away from the
 * profile, study-groups, study and station pages. It opens the group's drawer.
 */
export function showsGroupEntry(pathname: string, inGroup: boolean): boolean {
  if (!inGroup) return false;
  const path = pathname.replace(/\/+$/, '') || '/';
  return !GROUP_PAGES.includes(path) && !path.startsWith('/station/');
}

export function footerItems(isLoggedIn: boolean): NavItem[] {
  return [
    home,
    about,
    { to: '/blog', label: 'Blog' },
    { to: '/faqs', label: 'FAQs' },
    contact,
    ...(isLoggedIn ? [] : [subscribe, trial]),
  ];
}

export const legalItems: NavItem[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];
