// Group study as its members do it in the browser: a group created and started, found by its code
// and joined, a role taken in the chooser, and what the station screen shows each member (the
// tabs, the current phase, its countdown) read the way the journeys compare them across browsers.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { Member } from './signup.ts';

export const fill = (text: string, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);
export const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
/** The step's heading: the phase ('Reading Time', 'Reading Time, paused') or completion step. */
export const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });
/** The current timer row's countdown (the row is marked aria-current="step"). */
export const currentTime = (page: Page): Locator =>
  page.locator('.timer-rows [aria-current="step"] .timer-row__time');
/** A group role's button ('Candidate', 'Examiner'...): its name, then who holds it. */
export const roleButton = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${label}\\b`) });

/** The countdown text ('1:58') in seconds. */
export function secondsOf(text: string | null): number {
  const match = /^(\d+):(\d\d)$/.exec(text ?? '');
  if (!match) throw new Error(`not a countdown: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Every page's countdown, read at nearly the same moment, in seconds. */
export async function countdowns(pages: Page[]): Promise<number[]> {
  const texts = await Promise.all(pages.map((page) => currentTime(page).textContent()));
  return texts.map(secondsOf);
}

/** The station tabs a member is offered, in order. */
export function tabNames(page: Page): Promise<string[]> {
  return page
    .getByRole('tablist', { name: messages.stationTabsLabel })
    .getByRole('tab')
    .allTextContents();
}

/**
 * Waits on every page for what `target` finds there, and returns how long each took from the
 * moment this was called (the one-second promises of group study are checked on these).
 */
export async function msUntilShown(
  pages: Page[],
  target: (page: Page) => Locator,
): Promise<number[]> {
  const started = Date.now();
  return Promise.all(
    pages.map(async (page) => {
      await target(page).waitFor({ timeout: 5_000 });
      return Date.now() - started;
    }),
  );
}

/**
 * The owner creates a group on /study-groups with a nickname and starts it (to /study); returns
 * its name as members see it, with the code read from the page.
 */
export async function createAndStartGroup(
  page: Page,
  baseURL: string,
  nickname: string,
): Promise<{ code: string; name: string }> {
  await page.goto(`${baseURL}/study-groups`);
  await page.getByLabel(messages.groupsNicknameLabel, { exact: true }).fill(nickname);
  await button(page, messages.groupsCreate).click();
  const mine = page.getByRole('list', { name: messages.groupsMine });
  const codeText = await mine.getByText(/^Code [A-Z0-9]{6}$/).textContent();
  const code = codeText!.slice('Code '.length);
  const name = `${nickname} (${code})`;
  await button(mine, `${messages.groupsStart} ${name}`).click();
  await page.waitForURL(`${baseURL}/study`);
  return { code, name };
}

/** A member finds the group by its code on /study-groups and joins it (to /study). */
export async function joinGroup(
  page: Page,
  baseURL: string,
  group: { code: string; name: string },
): Promise<void> {
  await page.goto(`${baseURL}/study-groups`);
  await page.getByLabel(messages.groupsSearchLabel, { exact: true }).fill(group.code);
  await button(page, messages.groupsSearch).click();
  const results = page.getByRole('list', { name: messages.groupsSearchResults });
  await button(results, `${messages.groupsJoin} ${group.name}`).click();
  await page.waitForURL(`${baseURL}/study`);
}

/** The role chooser that opens on /study while the member has no role. */
export const roleChooser = (page: Page): Locator =>
  page.getByRole('dialog', { name: messages.studyChooseRoleTitle });

/** Takes a role in the chooser, which closes once the server has given it. */
export async function takeRole(page: Page, label: string): Promise<void> {
  const chooser = roleChooser(page);
  await roleButton(chooser, label).click();
  await chooser.waitFor({ state: 'hidden' });
  await expect.poll(() => roleButton(page, label).getAttribute('aria-pressed')).toBe('true');
}

/** The role's button shows 'Selected by {name}' (or Available when `holder` is null). */
export async function expectHolder(
  scope: Page | Locator,
  label: string,
  holder: string | null,
): Promise<void> {
  const text = holder
    ? fill(messages.groupRoleSelectedBy, { name: holder })
    : messages.groupPanelRoleFree;
  await roleButton(scope, label).getByText(text, { exact: true }).waitFor();
}

/** A drawer once it has slid in: its right edge at the window's (screenshots and axe wait). */
export async function settledDrawer(drawer: Locator): Promise<void> {
  await drawer.waitFor();
  await drawer
    .page()
    .waitForFunction(
      (element) =>
        Math.abs(element!.getBoundingClientRect().right - document.documentElement.clientWidth) < 1,
      await drawer.elementHandle(),
    );
}

/** A POST to the member's API (`/playlists/create` for /api/playlists/create), with their token. */
export function memberPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([url, json]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          'content-type': 'application/json',
        },
        body: json,
      });
      if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    [`/api${path}`, JSON.stringify(body)] as const,
  );
}

/** A member's row in a group panel's 'Currently Studying' list: name, then role or 'Reconnecting…'. */
export const memberRow = (scope: Page | Locator, name: string): Locator =>
  scope
    .getByRole('list', { name: messages.groupPanelCurrently })
    .getByRole('listitem')
    .filter({ hasText: name });

/**
 * From now on, every toast the page shows is noted, however briefly it stays (a journey can then
 * say a toast never appeared). Lasts until the next full page load.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const region = document.querySelector('[role="status"].toasts')!;
    new MutationObserver((changes) => {
      for (const change of changes) {
        change.addedNodes.forEach((node) => seen.push(node.textContent ?? ''));
      }
    }).observe(region, { childList: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);
}

/** Set GROUP_SHOTS to a folder to keep what each member saw. */
export const shotsDir = process.env.GROUP_SHOTS;

/** A full-page screenshot at 1280 px into GROUP_SHOTS, when it is set. */
export async function shoot(page: Page, shot: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/1280-${shot}.png`, fullPage: true });
}

/** A member's name as the group shows it. */
export const nameOf = (member: Member) => `${member.firstName} ${member.surname}`;
