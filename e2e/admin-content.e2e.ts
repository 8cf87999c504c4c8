// The back office's Content section end to end (docs/admin.md, 'Content and terms'): an editor (a
// member the administrator made editor) edits the About Us page in Markdown, sees the live preview
// and publishes; a visitor sees the new text on /about-us at once. An administrator publishes new
// terms from the Terms tab and a signed-in member gets the terms banner on their next page. No
// serious accessibility problem on the tabs and the editor; ADMIN_SHOTS names a folder for
// screenshots at 1280 and 768 px.
import { describe, expect, inject, it } from 'vitest';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import { messages } from '@osce/shared/messages';
import { adminCall, adminToken, memberIdOf, setRole } from './support/admin.ts';
import { browserForFile, snapAndFit } from './support/admin-pages.ts';
import { openOutbox } from './support/mail.ts';
import { seriousViolations } from './support/page-checks.ts';
import { createActiveMember, logIn } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));

const session = browserForFile();

interface PageRecord {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  meta_title: string | null;
  meta_keywords: string | null;
  meta_description: string | null;
  markdown: string;
  published: boolean;
}

describe('back office: content and terms', () => {
  it('an editor edits About Us and publishes; a visitor sees it at once', async () => {
    const token = await adminToken(baseURL, adminPassword);
    const editor = await createActiveMember(session(), baseURL, outbox, 'admcontent');
    await setRole(baseURL, token, await memberIdOf(baseURL, token, editor.username), 'editor');
    const { pages } = await adminCall<{ pages: PageRecord[] }>(baseURL, token, 'GET', '/pages');
    const aboutId = pages.find((p) => p.slug === 'about-us-2')!.id;
    const { page: original } = await adminCall<{ page: PageRecord }>(
      baseURL,
      token,
      'GET',
      `/pages/${aboutId}`,
    );

    try {
      const { page } = await session().newPage({ width: 1280, height: 900 });
      await logIn(page, baseURL, editor);
      await page.goto(`${baseURL}/admin/content`);
      await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor();
      const row = page.getByRole('row', { name: /\/about-us-2/ });
      await row.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snapAndFit(page, 'content-pages');

      await row.getByRole('button', { name: /^Edit / }).click();
      const drawer = page.getByRole('dialog', { name: /^Edit page:/ });
      const body = drawer.getByLabel('Body (Markdown)');
      await expect
        .poll(() => body.inputValue(), { timeout: 15_000 })
        .toContain(original.markdown.slice(0, 20));
      const phrase = `Written in the console by ${editor.username}`;
      await body.fill(
        `## ${phrase}\n\nOur team of **clinicians** writes every station.\n\n<script>window.hacked = 1</script>`,
      );
      const preview = drawer.getByRole('region', { name: 'Preview of the body' });
      await preview.getByRole('heading', { name: phrase }).waitFor();
      await preview.locator('strong', { hasText: 'clinicians' }).waitFor();
      expect(await preview.locator('script').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await snapAndFit(page, 'content-page-editor');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await page.getByText(text.saved).waitFor();
      await drawer.waitFor({ state: 'hidden' });
      await page.context().close();

      // A visitor (no session) reads the new text on the next request.
      const { page: visitor } = await session().newPage({ width: 1280, height: 900 });
      await visitor.goto(`${baseURL}/about-us`);
      await visitor.getByRole('heading', { name: phrase }).waitFor();
      expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
      await visitor.context().close();
    } finally {
      // Later journeys read the catalogue's About Us.
      const { id: _id, slug: _slug, ...body } = original;
      await adminCall(baseURL, token, 'PUT', `/pages/${aboutId}`, body);
    }
  });

  it('an administrator publishes new terms and a signed-in member gets the banner', async () => {
    const token = await adminToken(baseURL, adminPassword);
    const termsAdmin = await createActiveMember(session(), baseURL, outbox, 'admterms');
    await setRole(baseURL, token, await memberIdOf(baseURL, token, termsAdmin.username), 'admin');
    const member = await createActiveMember(session(), baseURL, outbox, 'admtermsm');

    const { page: memberPage } = await session().newPage({ width: 1280, height: 900 });
    await logIn(memberPage, baseURL, member);
    const banner = memberPage.getByText(/We have updated our terms and conditions/);
    expect(await banner.count()).toBe(0);

    const { page } = await session().newPage({ width: 1280, height: 900 });
    await logIn(page, baseURL, termsAdmin);
    await page.goto(`${baseURL}/admin/content?tab=terms`);
    const box = page.getByLabel('Terms (Markdown)');
    await expect.poll(() => box.inputValue(), { timeout: 15_000 }).not.toBe('');
    // The current terms with a line added: the journeys share one server, and the public-site
    // journey reads the terms' demo notice and opening, which must stay (once each).
    const current = await box.inputValue();
    await box.fill(
      `${current.trimEnd()}\n\nUpdated for ${termsAdmin.username}. Be kind to your study partners.\n`,
    );
    await page
      .getByRole('region', { name: 'Preview of the terms' })
      .getByText(`Updated for ${termsAdmin.username}.`, { exact: false })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapAndFit(page, 'content-terms');
    await page.getByRole('button', { name: /^Publish as version \d+$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish new terms' });
    await confirm.getByText(text.termsPublishConfirm).waitFor();
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText(/^Terms version \d+ published\./).waitFor();
    await page.context().close();

    // The member's next page carries update_terms: the banner shows.
    await memberPage.goto(`${baseURL}/study`);
    await banner.waitFor({ timeout: 15_000 });
    await memberPage.getByRole('link', { name: messages.termsBannerRead }).waitFor();
    await memberPage.context().close();
  });
});
