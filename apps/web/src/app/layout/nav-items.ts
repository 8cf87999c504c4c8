// The links of the header, mobile menu and footer (spec section 2, Header and Footer).

export interface NavItem {
  to: string;
  label: string;
}

const home: NavItem = { to: '/', label: 'Home' };
const about: NavItem = { to: '/about-us', label: 'About' };
const subscribe: NavItem = { to: '/subscription-plans', label: 'Subscribe' };
const trial: NavItem = { to: '/free-trial', label: 'Trial' };
const login: NavItem = { to: '/login', label: 'Login' };

/** Logged-out header and mobile menu items; the logged-in header arrives with login. */
export function headerItems(): NavItem[] {
  return [home, about, subscribe, trial, login];
}

export function footerItems(isLoggedIn: boolean): NavItem[] {
  return [
    home,
    about,
    { to: '/blog', label: 'Blog' },
    { to: '/faqs', label: 'FAQs' },
    { to: '/contact', label: 'Contact' },
    ...(isLoggedIn ? [] : [subscribe, trial]),
  ];
}

export const legalItems: NavItem[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];
