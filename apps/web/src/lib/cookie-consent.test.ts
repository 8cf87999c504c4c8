import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_NAME } from '@osce/shared/constants';
import { consentCookie, hasAcceptedCookies } from './cookie-consent';

describe('cookie consent', () => {
  it('writes the spec cookie for the whole site for a year', () => {
    const cookie = consentCookie();
    expect(cookie.startsWith(`${COOKIE_CONSENT_NAME}=true;`)).toBe(true);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(cookie).toContain('SameSite=Lax');
  });

  it('reads the acceptance among other cookies', () => {
    expect(hasAcceptedCookies(`a=1; ${COOKIE_CONSENT_NAME}=true; b=2`)).toBe(true);
  });

  it('does not mistake a missing or different value for acceptance', () => {
    expect(hasAcceptedCookies('')).toBe(false);
    expect(hasAcceptedCookies(`${COOKIE_CONSENT_NAME}=false`)).toBe(false);
    expect(hasAcceptedCookies(`x-${COOKIE_CONSENT_NAME}=true`)).toBe(false);
  });
});
