// No serious or critical axe violations on any public page, on a phone and on a desktop.
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type BrowserSession } from './support/browser.ts';

const baseURL = inject('baseURL');
let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const pages = [
  '/',
  '/subscription-plans',
  '/about-us',
  '/faqs',
  '/contact',
  '/privacy-policy',
  '/terms-and-conditions',
  '/blog',
  '/login',
  '/reset-password',
  '/reset-password/some-code',
  '/study-tips',
  '/no-such-page',
];

describe.each([375, 1280])('at %i px wide', (width) => {
  it.each(pages)('%s has no serious or critical violations', async (url) => {
    const { page, context } = await session.newPage({ width, height: 900 });
    await page.goto(`${baseURL}${url}`);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    await context.close();
    expect(serious).toEqual([]);
  });
});
