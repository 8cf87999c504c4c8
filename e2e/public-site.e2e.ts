// Journeys of a logged-out visitor through the public site.
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

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${baseURL}${path}`)).json() as Promise<T>;

describe('home page', () => {
  it('shows the plans and testimonials that the database holds', async () => {
    const plans = await api<{ name: string; display_length: string }[]>(
      '/api/subscription_plans?country=US',
    );
    const testimonials = await api<{ name: string }[]>('/api/testimonials');
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/`);
    for (const plan of plans) {
      await page.getByRole('heading', { name: plan.name, exact: true }).first().waitFor();
      expect(await page.getByText(`/ ${plan.display_length}`).count()).toBeGreaterThan(0);
    }
    await page.getByText(testimonials[0]!.name).first().waitFor();
    const getStarted = page.locator('a[href^="/signup?plan="]');
    expect(await getStarted.count()).toBe(plans.filter((p) => p.name !== 'Free Trial').length);
    expect(await page.locator('main a[href="/free-trial"]').count()).toBeGreaterThan(0);
    expect(await page.getByText('USD').count()).toBeGreaterThan(0);
  });

  it("titles pages '{title} | {brand}'", async () => {
    const home = await api<{ title: string }>('/api/page/home-2');
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/`);
    await page.waitForFunction((t) => document.title === t, `${home.title} | OSCE Studio`);
    await page.goto(`${baseURL}/blog`);
    await page.waitForFunction(() => document.title === 'Blog | OSCE Studio');
  });
});

describe('blog', () => {
  it('pages ten posts at a time and opens a post', async () => {
    const list = await api<{ total: number; data: { title: string }[] }>('/api/blogs');
    const second = await api<{ data: { title: string; slug: string }[] }>('/api/blogs?page=2');
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/blog`);
    await page.getByText(list.data[0]!.title).first().waitFor();
    expect(
      await page.locator('a[href^="/blog/"]').filter({ hasText: /./ }).count(),
    ).toBeGreaterThanOrEqual(10);
    await page
      .getByRole('navigation', { name: 'Blog pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await page.getByText(second.data[0]!.title).first().waitFor();
    expect(page.url()).toContain('page=2');
    expect(await page.getByText(list.data[0]!.title).count()).toBe(0);

    await page.getByText(second.data[0]!.title).first().click();
    await page.getByRole('heading', { level: 1, name: second.data[0]!.title }).waitFor();
    await page.getByRole('link', { name: 'Back to all posts' }).click();
    await page.waitForURL(/\/blog$/);
  });
});

describe('not found', () => {
  it("shows 'Whoops!' with a way home for an unknown path", async () => {
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/this/page/does-not-exist`);
    await page.getByRole('heading', { name: 'Whoops!' }).waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${baseURL}/`);
  });

  it('shows the not-found page for an unknown content slug', async () => {
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/no-such-content-page`);
    await page.getByRole('heading', { name: 'Whoops!' }).waitFor();
  });
});

describe('home page on a phone (375 px)', () => {
  it('shows Get Started on the first screen, clear of the cookie notice', async () => {
    const { page } = await session.newPage({ width: 375, height: 667 });
    await page.goto(`${baseURL}/`);
    const getStarted = page.getByRole('link', { name: 'Get Started' }).first();
    await getStarted.waitFor();
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await notice.waitFor();
    const button = (await getStarted.boundingBox())!;
    const bar = (await notice.boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(0);
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
  });

  it('scrolls footer links reached with the keyboard clear of the cookie notice', async () => {
    const { page } = await session.newPage({ width: 375, height: 667 });
    await page.goto(`${baseURL}/`);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    const links = page.getByRole('contentinfo').getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    // Focus the link before each footer link, then Tab onto it, as a keyboard user would.
    for (let i = 1; i < count; i++) {
      await links.nth(i - 1).focus();
      await page.keyboard.press('Tab');
      const focused = (await page.evaluate(() => {
        const r = document.activeElement!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom };
      }))!;
      const bar = (await notice.boundingBox())!;
      expect(focused.bottom, `footer link ${i}`).toBeLessThanOrEqual(bar.y + 1);
    }
  });
});

describe('terms and conditions', () => {
  it('shows the demo notice and the introduction once', async () => {
    const terms = await api<{ terms: string }>('/api/terms_and_conditions');
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const notice = page.getByText(/^Demo text:/);
    await notice.first().waitFor();
    expect(await notice.count()).toBe(1);
    // The terms' own opening sentence, shown once.
    const opening = /<p>(?!<em>)([^<]{20,80})/.exec(terms.terms)![1]!;
    expect(await page.getByText(opening.slice(0, 40)).count()).toBe(1);
  });
});

describe('cookie notice', () => {
  it('stays accepted after a reload', async () => {
    const { page, context } = await session.newPage();
    await page.goto(`${baseURL}/`);
    const accept = page.getByRole('button', { name: 'Accept' });
    await accept.waitFor();
    await page.reload();
    await accept.waitFor();
    await accept.click();
    await accept.waitFor({ state: 'detached' });
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'user-has-accepted-cookies')?.value).toBe('true');
    await page.reload();
    await page.locator('main').waitFor();
    // Everything the page loads has arrived, so the banner would be up by now if it were coming.
    await page.waitForLoadState('networkidle');
    expect(await accept.count()).toBe(0);
  });
});
