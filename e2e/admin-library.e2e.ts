// The back office's library end to end (docs/admin.md, 'The library' → 'Screens'): an editor (a
// member the administrator made editor) finds a station, edits its name, its stem and a marking
// guide item, and saves; a paying member sees the new name in /study's list, and the new stem and
// marking item on the station screen itself. The editor then restores the previous revision from
// the Revisions drawer and the member sees the old text again, on the same screens. The list and
// the editor have no serious accessibility problem; ADMIN_SHOTS names a folder for screenshots at
// 1280 and 768 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { messages } from '@osce/shared/messages';
import { adminToken, memberIdOf, setRole } from './support/admin.ts';
import { browserForFile, expectFitsAt768, snap } from './support/admin-pages.ts';
import { openOutbox } from './support/mail.ts';
import { seriousViolations } from './support/page-checks.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));

/** A station no other journey opens, so its edits cannot unsettle them. */
const NUMBER = 84;
const OLD_NAME = 'A cut forearm — minor injuries unit';
const NEW_NAME = 'A cut forearm — minor injuries unit (edited)';
const STEM_ADDITION = 'The practice nurse has already cleaned the wound.';
const ITEM_ADDITION = ' and checks her date of birth';

const session = browserForFile();

const notice = (page: Page, pattern: RegExp) =>
  page.locator('.ant-message-notice').filter({ hasText: pattern });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/**
 * What a member sees of the station, read from the screens: its name in /study's list (searched by
 * number), then, on the station screen started as the solo candidate and paused in Reading Time,
 * the Stem tab and (after Show All Content) the Marking Guide tab.
 */
async function memberSees(page: Page, firstVisit: boolean) {
  await page.goto(`${baseURL}/study`);
  if (firstVisit) {
    // A member without a role yet: the chooser opens by itself.
    const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
    await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
    await chooser.waitFor({ state: 'hidden' });
  }
  await page.getByLabel(messages.studySearchLabel, { exact: true }).fill(String(NUMBER));
  const start = page.getByRole('link', { name: `Start station ${NUMBER}`, exact: true });
  const row = page
    .getByRole('list', { name: 'Stations' })
    .getByRole('listitem')
    .filter({ has: start });
  await row.waitFor();
  const listed = (await row.textContent()) ?? '';

  await start.click();
  await page.waitForURL(`${baseURL}/station/${NUMBER}`);
  await page.getByRole('heading', { name: messages.stationSetupTitle }).waitFor();
  await button(page, messages.stationStart).click();
  await page.getByRole('heading', { name: messages.phaseReading }).waitFor();
  await button(page, messages.timersPause).click();
  await tab(page, 'Stem').click();
  const stem = (await page.getByRole('tabpanel').textContent()) ?? '';
  await button(page, messages.stationShowAll).click();
  await tab(page, 'Marking Guide').click();
  const guide = (await page.getByRole('tabpanel').textContent()) ?? '';
  // Forget the run this tab keeps, so the next visit starts from the setup step again.
  await page.evaluate(() => sessionStorage.clear());
  return { listed, stem, guide };
}

describe('back office: the library', () => {
  it(
    'an editor edits and saves a station, members see it, and a restore brings back the old one',
    { timeout: 180_000 },
    async () => {
      const member = await createPaidMember(session(), baseURL, outbox, 'admlibm');
      const editor = await createActiveMember(session(), baseURL, outbox, 'admlibe');
      const token = await adminToken(baseURL, adminPassword);
      await setRole(baseURL, token, await memberIdOf(baseURL, token, editor.username), 'editor');

      const { page } = await session().newPage();
      await logIn(page, baseURL, editor);
      await page.goto(`${baseURL}/admin/stations`);
      await page.getByRole('heading', { name: text.listTitle }).waitFor();
      await page.getByRole('searchbox', { name: text.searchLabel }).fill('forearm');
      const link = page.getByRole('link', { name: OLD_NAME, exact: true });
      await link.waitFor();
      await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'library-list');
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
      await snap(page, 'library-editor-marking');
      await expectFitsAt768(page);

      await page.getByRole('button', { name: text.save, exact: true }).click();
      await notice(page, /^Station 84 saved as revision \d+\.$/).waitFor();
      await page.getByText(`revision ${firstRevision + 1}`, { exact: true }).waitFor();

      // A member sees the change on their next request, on the screens.
      const memberPage = (await session().newPage()).page;
      await logIn(memberPage, baseURL, member);
      const edited = await memberSees(memberPage, true);
      expect(edited.listed).toContain(NEW_NAME);
      expect(edited.stem).toContain(STEM_ADDITION);
      expect(edited.guide).toContain(ITEM_ADDITION.trim());

      // The editor restores the revision before the save.
      await page.getByRole('button', { name: text.revisions }).click();
      const drawer = page.getByRole('dialog', { name: `Revisions of station ${NUMBER}` });
      await drawer.waitFor();
      await drawer.getByText(`Revision ${firstRevision + 1}`).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, 'library-revisions');
      await drawer.getByRole('button', { name: text.revisionRestore }).first().click();
      await page.getByRole('button', { name: 'OK' }).click();
      await notice(
        page,
        new RegExp(`^Revision ${firstRevision} restored as revision ${firstRevision + 2}\\.$`),
      ).waitFor();
      await page.getByText(`revision ${firstRevision + 2}`, { exact: true }).waitFor();
      await expect.poll(() => page.locator('#station-editor_name').inputValue()).toBe(OLD_NAME);

      // The member sees the old text again.
      const restored = await memberSees(memberPage, false);
      expect(restored.listed).toContain(OLD_NAME);
      expect(restored.listed).not.toContain(NEW_NAME);
      expect(restored.stem).not.toContain(STEM_ADDITION);
      expect(restored.guide).not.toContain(ITEM_ADDITION.trim());
    },
  );
});
