// The home page says how many stations the library has, from the server's count (GET
// /api/stations/count), not a figure written into the page; on a phone and on a desktop.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { expectNoSidewaysScroll } from './support/page-checks.ts';

const baseURL = inject('baseURL');
let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('home page', () => {
  it('says how many stations the library holds', async () => {
    const { count } = (await (await fetch(`${baseURL}/api/stations/count`)).json()) as {
      count: number;
    };
    expect(count).toBeGreaterThan(1);
    const said = messages.homeStationCount.replace('{count}', count.toLocaleString('en-US'));
    for (const width of [375, 1280]) {
      const { page, context } = await session.newPage({ width });
      await page.goto(`${baseURL}/`);
      await page.getByText(said, { exact: true }).waitFor();
      expect(await page.getByText(/hundreds/i).count()).toBe(0);
      await expectNoSidewaysScroll(page, `home-${width}`, undefined);
      await context.close();
    }
  });
});
