// What the back-office journeys share in the browser (docs/admin.md): one browser for a file's
// journeys, screenshots at 1280 and 768 px into the folder ADMIN_SHOTS names, and the check that
// the console still fits at 768 px (nothing scrolls the page sideways).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, type BrowserSession } from './browser.ts';

const shotsDir = process.env.ADMIN_SHOTS;
const WIDTHS = [1280, 768] as const;

/** The browser a file's journeys share: launched before the first, closed after the last. */
export function browserForFile(): () => BrowserSession {
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    session = await launchBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });
  return () => {
    if (!session)
      throw new Error('The browser is launched before the journeys, not while loading.');
    return session;
  };
}

/** The page at `width`, once it has laid itself out and painted a frame at it. */
async function showAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The page as it is now into ADMIN_SHOTS, as `{width}-{name}.png`; nothing without the folder. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (shotsDir) {
    await page.screenshot({ path: `${shotsDir}/${width}-${name}.png`, fullPage: true });
  }
}

async function expectFits(page: Page, width: number, what?: string): Promise<void> {
  expect(
    await page.evaluate(() => document.scrollingElement!.scrollWidth),
    what,
  ).toBeLessThanOrEqual(width);
}

/** The page at 1280 and 768 px into ADMIN_SHOTS (when set), back at 1280 afterwards. */
export async function snap(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  for (const width of WIDTHS) {
    await showAt(page, width);
    await shoot(page, name, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** At 768 px the console still fits: nothing scrolls the page sideways. Back at 1280 afterwards. */
export async function expectFitsAt768(page: Page): Promise<void> {
  await showAt(page, 768);
  await expectFits(page, 768);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** `snap`, and at each width nothing scrolls the page sideways. */
export async function snapAndFit(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await showAt(page, width);
    await shoot(page, name, width);
    await expectFits(page, width, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
