// The cookie that remembers the visitor accepted the cookie notice (docs/content.md).
import { COOKIE_CONSENT_NAME } from '@osce/shared/constants';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function consentCookie(): string {
  return `${COOKIE_CONSENT_NAME}=true; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** Whether a `document.cookie` string records the acceptance. */
export function hasAcceptedCookies(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${COOKIE_CONSENT_NAME}=true`);
}
