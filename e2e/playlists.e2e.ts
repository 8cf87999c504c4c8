// Playlists in the browser (docs/progress.md): a member makes a playlist from
// the study list, adds a second station, reorders it by keyboard and by drag, finds the order kept
// after a reload, plays it through both stations with Next Station, then renames it, removes a
// station and deletes it, each confirmed; and the drawer has no serious accessibility problem.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { logIn, toast } from './support/signup.ts';
import { memberGet, seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Playlist {
  id: number;
  name: string;
  items: { id: number; station: { id: number; number: number } }[];
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });

const numbersOf = async (page: Page) =>
  (await memberGet<Playlist[]>(page, '/playlists')).map((p) => ({
    name: p.name,
    numbers: p.items.map((i) => i.station.number),
  }));

/** The station names of the open playlist, top to bottom, as the drawer shows them. */
async function shownOrder(drawer: Locator, name: string): Promise<number[]> {
  const list = drawer.getByRole('list', { name: fill(messages.playlistItemsOf, { name }) });
  const texts = await list.locator('.playlist-item__name').allTextContents();
  return texts.map((t) => Number(/^Station (\d+)/.exec(t)![1]));
}

async function runAtZero(page: Page): Promise<void> {
  for (const phase of ['Reading', 'Station', 'Question', 'Feedback']) {
    await page.getByLabel(`${phase} Time (minutes)`, { exact: true }).selectOption('0');
  }
}

/** Start, let the four one-second phases pass, Finish and record the final status. */
async function runThrough(page: Page, status: 'Complete' | 'Attempt Again'): Promise<void> {
  await button(page, messages.stationStart).click();
  const finished = page.getByRole('heading', { level: 2, name: messages.phaseFinished });
  await finished.waitFor({ timeout: 15_000 });
  await button(page, messages.completeFinish).click();
  await button(page, status).click();
  await page.getByRole('heading', { level: 2, name: messages.phaseNext }).waitFor();
}

describe('a member with a playlist', () => {
  it('makes, reorders, keeps, plays and tidies a playlist of two stations', async () => {
    const member = await createPaidMember(session, baseURL, outbox, 'playlists');
    const { page } = await session.newPage({ width: 1280 });
    await logIn(page, baseURL, member);
    await page.goto(`${baseURL}/study`);
    const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
    await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
    await chooser.waitFor({ state: 'hidden' });
    const [first, second] = [1, 2];

    // The first station starts a playlist: with no playlist yet, only Create Playlist is offered.
    await page
      .getByRole('button', { name: fill(messages.playlistAddToPlaylist, { number: first }) })
      .click();
    const modal = page.getByRole('dialog', { name: /^Add Station/ });
    await modal.waitFor();
    expect(await modal.getByRole('tab').allTextContents()).toEqual([messages.playlistCreateTab]);
    // An empty name makes nothing.
    expect(await button(modal, messages.playlistCreateTab).isDisabled()).toBe(true);
    await modal.getByLabel(messages.playlistNameLabel).fill('Finals week');
    await button(modal, messages.playlistCreateTab).click();
    await toast(
      page,
      fill(messages.playlistCreated, { name: 'Finals week', number: first }),
    ).waitFor();
    await modal.waitFor({ state: 'hidden' });

    // The second joins it from the Add to Playlist tab, which asks for a playlist first.
    await page
      .getByRole('button', { name: fill(messages.playlistAddToPlaylist, { number: second }) })
      .click();
    await modal.getByRole('tab', { name: messages.playlistAddTab, selected: true }).waitFor();
    await button(modal, messages.playlistAddTab).click();
    await modal.getByText(messages.playlistChooseFirst).waitFor();
    await modal.getByRole('radio', { name: 'Finals week' }).check();
    await button(modal, messages.playlistAddTab).click();
    await toast(page, fill(messages.playlistStationAdded, { number: second })).waitFor();
    expect(await numbersOf(page)).toEqual([{ name: 'Finals week', numbers: [first, second] }]);

    // The drawer: open the playlist, then move the second station up with the keyboard.
    await page.getByRole('button', { name: messages.playlistsButton }).click();
    const drawer = page.getByRole('dialog', { name: messages.playlistsTitle });
    await button(drawer, `Finals week ${fill(messages.playlistCount, { count: 2 })}`).click();
    expect(await shownOrder(drawer, 'Finals week')).toEqual([first, second]);
    expect(await seriousViolations(page)).toEqual([]);
    const handleOf = (number: number) =>
      drawer.getByRole('button', { name: new RegExp(`^Drag to reorder Station ${number}\\b`) });
    await handleOf(second).focus();
    // Each key waits for what a screen reader hears: the list measures itself between them.
    const heard = (pattern: RegExp) =>
      expect
        .poll(() => page.locator('[id^="DndLiveRegion"]').allTextContents())
        .toContainEqual(expect.stringMatching(pattern));
    await page.keyboard.press('Space');
    await heard(/^Station 2: .* picked up, at position 2 of 2\.$/);
    await page.keyboard.press('ArrowUp');
    await heard(/^Station 2: .* moved to position 1 of 2\.$/);
    await page.keyboard.press('Space');
    await expect.poll(() => shownOrder(drawer, 'Finals week')).toEqual([second, first]);
    // Screen readers heard where it went.
    await heard(/^Station 2: .* dropped at position 1 of 2\.$/);
    await expect.poll(async () => (await numbersOf(page))[0]!.numbers).toEqual([second, first]);

    // And back down by dragging with the mouse.
    const from = (await handleOf(second).boundingBox())!;
    const to = (await handleOf(first).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(
        from.x + from.width / 2,
        from.y + ((to.y - from.y + 20) * step) / 10 + from.height / 2,
      );
    }
    await page.mouse.up();
    await expect.poll(async () => (await numbersOf(page))[0]!.numbers).toEqual([first, second]);

    // A reload keeps the order: it is the server's.
    await page.reload();
    await page.getByRole('button', { name: messages.playlistsButton }).click();
    await button(drawer, `Finals week ${fill(messages.playlistCount, { count: 2 })}`).click();
    expect(await shownOrder(drawer, 'Finals week')).toEqual([first, second]);

    // Playing it: Start opens the first station; Next Station the second, in the same timing.
    await button(drawer, `${messages.playlistStart} Finals week`).click();
    await page.waitForURL(`${baseURL}/station/${first}`);
    const position = (index: number) =>
      fill(messages.playlistPlaying, { name: 'Finals week', index, count: 2 });
    await page.getByText(position(1)).first().waitFor();
    await runAtZero(page);
    await runThrough(page, 'Complete');
    await button(page, messages.playlistNextStation).click();
    await page.waitForURL(`${baseURL}/station/${second}`);
    await page.getByText(position(2)).first().waitFor();
    expect(await page.getByLabel('Station Time (minutes)', { exact: true }).inputValue()).toBe('0');
    await runThrough(page, 'Attempt Again');
    // The last station ends the playlist: no Next Station.
    await page.getByText(new RegExp(messages.playlistEnded.replace('.', '\\.'))).waitFor();
    expect(await button(page, messages.playlistNextStation).count()).toBe(0);
    await page.getByRole('link', { name: messages.completeBackToStations }).click();
    await page.waitForURL(`${baseURL}/study`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('playlist'))).toBeNull();

    // Rename, remove a station and delete, each asked first.
    await page.getByRole('button', { name: messages.playlistsButton }).click();
    await button(drawer, `${messages.playlistRename} Finals week`).click();
    const edit = page.getByRole('dialog', { name: messages.playlistEdit });
    await edit.getByLabel(messages.playlistNameLabel).fill('Cardiology');
    await button(edit, messages.playlistRename).click();
    await toast(page, messages.playlistRenamed).waitFor();
    await button(drawer, `Cardiology ${fill(messages.playlistCount, { count: 2 })}`).click();
    await button(
      drawer,
      fill(messages.playlistRemoveItem, { number: first, name: 'Cardiology' }),
    ).click();
    const confirm = page.getByRole('dialog', { name: messages.playlistRemove });
    await confirm.getByText(messages.playlistRemoveItemConfirm).waitFor();
    await button(confirm, messages.warningYes).click();
    await toast(page, messages.playlistItemRemoved).waitFor();
    expect(await numbersOf(page)).toEqual([{ name: 'Cardiology', numbers: [second] }]);
    await button(drawer, `${messages.playlistDelete} Cardiology`).click();
    const deleting = page.getByRole('dialog', { name: messages.playlistDelete });
    await button(deleting, messages.warningNo).click();
    expect(await numbersOf(page)).toHaveLength(1);
    await button(drawer, `${messages.playlistDelete} Cardiology`).click();
    await button(deleting, messages.warningYes).click();
    await toast(page, messages.playlistDeleted).waitFor();
    await drawer.getByText(messages.playlistsEmpty).waitFor();
    expect(await numbersOf(page)).toEqual([]);
  });
});
