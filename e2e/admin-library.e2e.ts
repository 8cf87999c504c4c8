// The back office's library end to end (docs/admin.md, 'The library' → 'Screens'): an editor (a
// member the administrator made editor) finds a station, edits its name, its stem and a marking
// guide item, and saves; a paying member sees the new name in /study, the new stem on the station
// screen and the new item in the station's answer. The editor then restores the previous revision
// from the Revisions drawer and the member sees the old text again. The list and the editor have no
// serious accessibility problem; ADMIN_SHOTS names a folder for screenshots at 1280 and 768 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { adminToken, memberIdOf, setRole } from './support/admin.ts';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { memberGet, seriousViolations } from './support/page-checks.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));
const shotsDir = process.env.ADMIN_SHOTS;

/** A station no other journey opens, so its edits cannot unsettle them. */
const NUMBER = 84;
const OLD_NAME = 'A cut forearm — minor injuries unit';
const NEW_NAME = 'A cut forearm — minor injuries unit (edited)';
const STEM_ADDITION = 'The practice nurse has already cleaned the wound.';
const ITEM_ADDITION = ' and checks her date of birth';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** The page at 1280 and 768 px into ADMIN_SHOTS, back at 1280 afterwards. */
async function snap(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForFunction((w) => window.innerWidth === w, width);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await page.screenshot({ path: `${shotsDir}/${width}-library-${name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** At 768 px the console still fits: nothing scrolls the page sideways. */
async function expectFitsAt768(page: Page): Promise<void> {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.waitForFunction(() => window.innerWidth === 768);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
    768,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
}

const notice = (page: Page, pattern: RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: pattern });

interface StationAnswer {
  station: { name: string; stem: { content: string } };
  station_components: { marking_guides: { task: string }[] };
}

/** The station's name in the list /study shows (GET /stations; it pages 10 at a time). */
async function studyName(page: Page): Promise<string | undefined> {
  await page.getByRole('heading').first().waitFor();
  const list = await memberGet<{ number: number; name: string }[]>(page, '/stations');
  return list.find((s) => s.number === NUMBER)?.name;
}

/** What the member's browser is given for the station. */
const memberStation = (page: Page) => memberGet<StationAnswer>(page, `/station/${NUMBER}`);

describe('back office: the library', () => {
  it(
    'an editor edits and saves a station, members see it, and a restore brings back the old one',
    { timeout: 180_000 },
    async () => {
      const member = await createPaidMember(session, baseURL, outbox, 'admlibm');
      const editor = await createActiveMember(session, baseURL, outbox, 'admlibe');
      const token = await adminToken(baseURL, adminPassword);
      await setRole(baseURL, token, await memberIdOf(baseURL, token, editor.username), 'editor');

      const { page } = await session.newPage();
      await logIn(page, baseURL, editor);
      await page.goto(`${baseURL}/admin/stations`);
      await page.getByRole('heading', { name: text.listTitle }).waitFor();
      await page.getByRole('searchbox', { name: text.searchLabel }).fill('forearm');
      const link = page.getByRole('link', { name: OLD_NAME, exact: true });
      await link.waitFor();
      await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'list');
      await expectFitsAt768(page);

      await link.click();
      await page.getByRole('heading', { name: 'Station 084' }).waitFor();
      const firstRevision = Number(
        (await page.locator('.ant-tag', { hasText: /^revision \d+$/ }).textContent())!.split(
          ' ',
        )[1],
      );
      await page.locator('#station-editor_name').fill(NEW_NAME);

      await page.getByRole('tab', { name: 'Stem', exact: true }).click();
      // Fields by the ids Ant Design's form gives them: `{form name}_{path}`.
      const stem = page.locator('textarea#station-editor_stem');
      await stem.fill(`${await stem.inputValue()}\n${STEM_ADDITION}\n`);
      // The live preview renders it as the station screen will.
      await page
        .getByRole('region', { name: 'Preview of Stem' })
        .getByText(STEM_ADDITION)
        .waitFor();

      await page.getByRole('tab', { name: 'Marking guide' }).click();
      const itemTask = page.locator('textarea#station-editor_marking_guide_0_task');
      const oldItem = await itemTask.inputValue();
      await itemTask.fill(`${oldItem.trim()}${ITEM_ADDITION}`);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'editor-marking');
      await expectFitsAt768(page);

      await page.getByRole('button', { name: text.save, exact: true }).click();
      await notice(page, /^Station 84 saved as revision \d+\.$/).waitFor();
      await page.getByText(`revision ${firstRevision + 1}`, { exact: true }).waitFor();

      // A member sees the change on their next request.
      const memberPage = (await session.newPage()).page;
      await logIn(memberPage, baseURL, member);
      await memberPage.goto(`${baseURL}/study`);
      expect(await studyName(memberPage)).toBe(NEW_NAME);
      await memberPage.goto(`${baseURL}/station/${NUMBER}`);
      await memberPage.getByRole('heading').first().waitFor();
      const edited = await memberStation(memberPage);
      expect(edited.station.name).toBe(NEW_NAME);
      expect(edited.station.stem.content).toContain(STEM_ADDITION);
      expect(edited.station_components.marking_guides[0]!.task).toContain(ITEM_ADDITION.trim());

      // The editor restores the revision before the save.
      await page.getByRole('button', { name: text.revisions }).click();
      const drawer = page.getByRole('dialog', { name: `Revisions of station ${NUMBER}` });
      await drawer.waitFor();
      await drawer.getByText(`Revision ${firstRevision + 1}`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'revisions');
      await drawer.getByRole('button', { name: text.revisionRestore }).first().click();
      await page.getByRole('button', { name: 'OK' }).click();
      await notice(
        page,
        new RegExp(`^Revision ${firstRevision} restored as revision ${firstRevision + 2}\\.$`),
      ).waitFor();
      await page.getByText(`revision ${firstRevision + 2}`, { exact: true }).waitFor();
      await expect.poll(() => page.locator('#station-editor_name').inputValue()).toBe(OLD_NAME);

      // The member sees the old text again.
      await memberPage.goto(`${baseURL}/study`);
      expect(await studyName(memberPage)).toBe(OLD_NAME);
      await memberPage.goto(`${baseURL}/station/${NUMBER}`);
      await memberPage.getByRole('heading').first().waitFor();
      const restored = await memberStation(memberPage);
      expect(restored.station.name).toBe(OLD_NAME);
      expect(restored.station.stem.content).not.toContain(STEM_ADDITION);
      expect(restored.station_components.marking_guides[0]!.task).not.toContain(
        ITEM_ADDITION.trim(),
      );
    },
  );
});
