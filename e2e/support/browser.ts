// Debian's Chromium driven by playwright-core: nothing downloads a browser. The flags keep it
// from reaching for the network this machine does not have.
import chromiumFlags from './chromium-flags.json' with { type: 'json' };
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  newPage(options?: {
    width?: number;
    height?: number;
  }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', ...chromiumFlags],
    // Playwright gives every launch a fresh, empty --user-data-dir of its own.
  });
  return {
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      return { page, context };
    },
    async close() {
      await browser.close();
    },
  };
}
