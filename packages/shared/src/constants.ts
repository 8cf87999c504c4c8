// Business constants of the public site (docs/accounts.md, 'Constants' and the route table).

export const BLOG_PAGE_SIZE = 10;
export const TESTIMONIAL_AUTOPLAY_MS = 5000;
export const COOKIE_CONSENT_NAME = 'user-has-accepted-cookies';
export const DEFAULT_BRAND = 'OSCE Studio';
export const FREE_TRIAL_PLAN_NAME = 'Free Trial';
export const PASSWORD_MIN_LENGTH = 5;
/** Long enough for any passphrase; bounded so hashing a submitted password costs a known amount. */
export const PASSWORD_MAX_LENGTH = 128;
export const GRADUATION_YEAR_MAX = 2099;
export const RESET_LINK_MINUTES = 30;
export const GROUP_NICKNAME_MAX = 16;
export const GROUP_DRAWER_WIDTH = 356;
export const CONTACT_ISSUE_TYPES = ['error', 'offensive_content', 'other'] as const;
export type ContactIssueType = (typeof CONTACT_ISSUE_TYPES)[number];
export const CONTACT_ISSUE_TYPE_LABELS: Record<ContactIssueType, string> = {
  error: 'Error',
  offensive_content: 'Offensive content',
  other: 'Other',
};

/** Whether a subscription type is the free trial: the spec recognises it by name. */
export function isFreeTrialPlan(plan: { name: string }): boolean {
  return plan.name === FREE_TRIAL_PLAN_NAME;
}

/** '{title} | {brand}', the browser title format of every page. */
export function pageTitle(title: string, brand: string): string {
  return title ? `${title} | ${brand}` : brand;
}

/** Avatars: what an upload may weigh, and the box the stored image is fitted into. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_WIDTH = 500;
export const AVATAR_MAX_HEIGHT = 400;
/** How long the sign-up success toast stays (docs/accounts.md, 'Constants'). */
export const SIGNUP_TOAST_MS = 20_000;
export const PURCHASE_ERROR_TOAST_MS = 10_000;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;
export const PAYMENT_METHODS = ['credit_card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A member's subscription, as stored and shown (docs/accounts.md, 'Rules'). */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'pending',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
