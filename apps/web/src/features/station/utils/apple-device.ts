// Who is warned that the bell may not ring (docs/station-run.md, 'Messages'): users of Apple devices and
// of Safari. Safari (on any Apple device) blocks sound a page plays by itself unless the site is
// allowed to auto-play, and iPhones and iPads also pause pages that are not on screen. iPadOS
// presents itself as a Mac, so a "Mac" with a touch screen is an iPad.

export interface BrowserIdentity {
  userAgent: string;
  /** navigator.platform: 'MacIntel', 'iPhone', 'Win32', ... (empty when the browser hides it). */
  platform: string;
  maxTouchPoints: number;
}

const APPLE_MOBILE = /iPhone|iPad|iPod/i;
const OTHER_BROWSERS =
  /Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA?\/|OPR|OPiOS|SamsungBrowser|Android/;

export function isAppleMobile({ userAgent, platform, maxTouchPoints }: BrowserIdentity): boolean {
  if (APPLE_MOBILE.test(userAgent) || APPLE_MOBILE.test(platform)) return true;
  return isMac({ userAgent, platform }) && maxTouchPoints > 1;
}

function isMac({ userAgent, platform }: Pick<BrowserIdentity, 'userAgent' | 'platform'>) {
  return /^Mac/.test(platform) || /Macintosh|Mac OS X/.test(userAgent);
}

export function isAppleDevice(identity: BrowserIdentity): boolean {
  return isAppleMobile(identity) || isMac(identity);
}

/** Safari itself: WebKit's 'Safari/' token without another browser's name. */
export function isSafari({ userAgent }: Pick<BrowserIdentity, 'userAgent'>): boolean {
  return /Safari\//.test(userAgent) && !OTHER_BROWSERS.test(userAgent);
}

export function needsAutoplayWarning(identity: BrowserIdentity): boolean {
  return isAppleDevice(identity) || isSafari(identity);
}

/** The browser's own identity; an empty one (no warning) outside a browser. */
export function currentBrowser(): BrowserIdentity {
  if (typeof navigator === 'undefined') return { userAgent: '', platform: '', maxTouchPoints: 0 };
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  };
}
