import { describe, expect, it } from 'vitest';
import { isAppleDevice, isAppleMobile, isSafari, needsAutoplayWarning } from './apple-device';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  // iPadOS asks for the desktop site and says it is a Mac.
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

const on = (userAgent: string, platform: string, maxTouchPoints = 0) => ({
  userAgent,
  platform,
  maxTouchPoints,
});

describe('Apple device and Safari detection', () => {
  it('recognises iPhones and iPads, whatever the browser, and iPadOS passing as a Mac', () => {
    expect(isAppleMobile(on(UA.iphoneSafari, 'iPhone', 5))).toBe(true);
    expect(isAppleMobile(on(UA.iphoneChrome, 'iPhone', 5))).toBe(true);
    expect(isAppleMobile(on(UA.ipadDesktop, 'MacIntel', 5))).toBe(true);
    expect(isAppleMobile(on(UA.macSafari, 'MacIntel', 0))).toBe(false);
  });

  it('counts a Mac as an Apple device, and nothing else', () => {
    expect(isAppleDevice(on(UA.macChrome, 'MacIntel'))).toBe(true);
    expect(isAppleDevice(on(UA.windowsChrome, 'Win32'))).toBe(false);
    expect(isAppleDevice(on(UA.androidChrome, 'Linux armv8l', 5))).toBe(false);
    expect(isAppleDevice(on(UA.linuxFirefox, 'Linux x86_64'))).toBe(false);
  });

  it('tells Safari from the browsers that also say Safari in their user agent', () => {
    expect(isSafari(on(UA.macSafari, 'MacIntel'))).toBe(true);
    expect(isSafari(on(UA.iphoneSafari, 'iPhone'))).toBe(true);
    for (const ua of [UA.iphoneChrome, UA.macChrome, UA.windowsChrome, UA.windowsEdge]) {
      expect(isSafari(on(ua, ''))).toBe(false);
    }
    expect(isSafari(on(UA.androidChrome, ''))).toBe(false);
    expect(isSafari(on(UA.linuxFirefox, ''))).toBe(false);
  });

  it('warns Apple device and Safari users only', () => {
    expect(needsAutoplayWarning(on(UA.iphoneChrome, 'iPhone', 5))).toBe(true);
    expect(needsAutoplayWarning(on(UA.macSafari, 'MacIntel'))).toBe(true);
    // A browser that hides its platform still gives Safari away by its user agent.
    expect(needsAutoplayWarning(on(UA.macSafari, ''))).toBe(true);
    expect(needsAutoplayWarning(on(UA.windowsChrome, 'Win32'))).toBe(false);
    expect(needsAutoplayWarning(on(UA.androidChrome, 'Linux armv8l', 5))).toBe(false);
  });
});
