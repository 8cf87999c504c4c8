// Checks the member journeys share: serious accessibility problems, a call to the member's API
// with the token the page stored at login, and the phone width without sideways scrolling.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe's serious and critical violations on the page, one line each (empty when none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A modal or drawer still fading or sliding in has colours in between: axe would measure the
  // contrast of a frame nobody reads. Finite animations and transitions end first (bounded).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** A GET of the member's API (`/stations` for /api/stations), from the page, with its token. */
export function memberGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await res.json()) as T;
  }, `/api${path}`);
}

/**
 * On a 375 px phone the page never scrolls sideways; back to the desktop width afterwards. With
 * `shotsDir` set, the phone view is saved there as 375-{shot}.png.
 */
export async function expectNoSidewaysScroll(
  page: Page,
  shot: string,
  shotsDir: string | undefined,
): Promise<void> {
  await page.setViewportSize({ width: 375, height: 812 });
  // The page has laid itself out at the new width once the window says so and a frame has painted.
  await page.waitForFunction(() => window.innerWidth === 375);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/375-${shot}.png`, fullPage: true });
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    375,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
}
