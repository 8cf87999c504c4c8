// The study screen end to end (docs/study.md), as a paid member and a
// trial member live it: the role chooser, search, a specialty filter, Save Filters and My Filter
// across a reload, starring a station and finding it under Starred, and the trial tooltip on a
// paid station. Expected lists are worked out from the member's own GET /stations, so the journey
// holds whatever the station writers add to the library.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn, toast } from './support/signup.ts';
import { seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Station {
  number: number;
  name: string;
  available_to_trial: boolean;
  favourited: boolean;
  stationTaxons: { specialties: { id: number; specialty: string }[] };
}

/** The member's GET /stations, called from the page with the token it stored at login. */
function stationsOf(page: Page): Promise<Station[]> {
  return page.evaluate(async () => {
    const res = await fetch('/api/stations', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await res.json()) as Station[];
  });
}

const stationList = (page: Page): Locator => page.getByRole('list', { name: 'Stations' });
const countText = (count: number) => messages.studyStationCount.replace('{count}', String(count));
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });

/** The station numbers on the page shown, read from the stars' names ('Star station 12'). */
async function shownNumbers(page: Page): Promise<number[]> {
  const stars = stationList(page).getByRole('button', { name: /^Star station \d+$/ });
  const labels = await stars.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  return labels.map((label) => Number(/\d+$/.exec(label ?? '')?.[0]));
}

/** Waits for the count the list announces, then checks the first page against `expected`. */
async function expectListed(page: Page, expected: Station[]): Promise<void> {
  await page.getByText(countText(expected.length), { exact: true }).waitFor();
  const firstPage = expected
    .map((s) => s.number)
    .sort((a, b) => a - b)
    .slice(0, 10);
  expect(await shownNumbers(page)).toEqual(firstPage);
}

async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: messages.studyFiltersTitle });
  await drawer.waitFor();
  return drawer;
}

async function applyFilters(page: Page, drawer: Locator): Promise<void> {
  await button(drawer, messages.studyApplyFilters).click();
  await drawer.waitFor({ state: 'hidden' });
}

async function chooseSoloCandidate(page: Page): Promise<void> {
  const chooser = page.getByRole('dialog', { name: messages.studyChooseRoleTitle });
  await chooser.getByText(messages.chooseRoleFirst, { exact: true }).waitFor();
  await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
  await chooser.waitFor({ state: 'hidden' });
  await page
    .getByText(messages.studyYourRole.replace('{role}', 'Solo Candidate'), { exact: true })
    .waitFor();
}

/** The description Chromium gives the control named `name`: what a screen reader reads after it. */
async function accessibleDescription(page: Page, name: string): Promise<string | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const node = nodes.find((n) => n.name?.value === name);
    return node?.description?.value as string | undefined;
  } finally {
    await cdp.detach();
  }
}

/** No serious or critical axe violations on the page as it is now. */

describe('the study screen as a paid member', () => {
  it('chooses a role, searches, filters by specialty, saves and re-applies it, and stars a station', async () => {
    const member = await createPaidMember(session, baseURL, outbox, 'study');
    const { page } = await session.newPage();
    await logIn(page, baseURL, member);
    await page.getByRole('link', { name: messages.profileSoloStudy, exact: true }).click();
    await page.waitForURL(`${baseURL}/study`);

    // No role yet: the chooser opens by itself with the spec's warning.
    await chooseSoloCandidate(page);
    const all = await stationsOf(page);
    expect(all.length).toBeGreaterThan(10);
    await expectListed(page, all);
    // Free Trial Stations is for trial members only.
    let drawer = await openFilters(page);
    expect(await drawer.getByText(messages.studyFreeTrialStations).count()).toBe(0);
    await button(drawer, 'Close').click();
    await drawer.waitFor({ state: 'hidden' });

    // Search: the lower-cased term against the name, or the whole number.
    const search = page.getByLabel(messages.studySearchLabel, { exact: true });
    await search.fill('CHEST');
    await expectListed(
      page,
      all.filter((s) => s.name.toLowerCase().includes('chest')),
    );
    const twelve = all.find((s) => s.number === 12)!;
    await search.fill('12');
    await expectListed(
      page,
      all.filter((s) => s === twelve || s.name.includes('12')),
    );
    await search.fill('');
    await expectListed(page, all);

    // A specialty from the drawer's multi-select, applied.
    const specialty = all[0]!.stationTaxons.specialties[0]!.specialty;
    const withSpecialty = all.filter((s) =>
      s.stationTaxons.specialties.some((t) => t.specialty === specialty),
    );
    drawer = await openFilters(page);
    await drawer.getByLabel(messages.studyFilterSpecialties, { exact: true }).click();
    // By class: Ant Design's option list is drawn for the eye; its role=option list for assistive
    // technology holds only the options around the active one.
    const exactly = new RegExp(`^${specialty.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await page.locator('.ant-select-item-option', { hasText: exactly }).click();
    await applyFilters(page, drawer);
    await expectListed(page, withSpecialty);

    // The applied filter and the role are stored locally: a reload keeps both.
    await page.reload();
    await expectListed(page, withSpecialty);
    expect(await page.getByRole('dialog', { name: messages.studyChooseRoleTitle }).count()).toBe(0);

    // Save Filters: the spec's toast.
    drawer = await openFilters(page);
    await button(drawer, messages.studySaveFilters).click();
    await toast(page, messages.filtersSaved).waitFor();

    // Cleared, and kept cleared over a reload; then My Filter brings the saved filter back.
    await button(drawer, messages.studyClearAll).click();
    await applyFilters(page, drawer);
    await expectListed(page, all);
    await page.reload();
    await expectListed(page, all);
    drawer = await openFilters(page);
    await button(drawer, messages.studyMyFilter).click();
    await drawer.waitFor({ state: 'hidden' });
    await expectListed(page, withSpecialty);

    // Star the first station listed; it is then found under Starred, also after a reload.
    const starred = withSpecialty.map((s) => s.number).sort((a, b) => a - b)[0]!;
    const star = button(page, `Star station ${starred}`);
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    // The star turns on when the click is handled, a moment after it on a loaded machine.
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await toast(page, messages.favouriteAdded.replace('{number}', String(starred))).waitFor();
    drawer = await openFilters(page);
    await button(drawer, messages.studyClearAll).click();
    await drawer.getByRole('checkbox', { name: messages.studyStarred, exact: true }).check();
    await applyFilters(page, drawer);
    await page.getByText(countText(1), { exact: true }).waitFor();
    expect(await shownNumbers(page)).toEqual([starred]);
    await page.reload();
    await page.getByText(countText(1), { exact: true }).waitFor();
    expect(await shownNumbers(page)).toEqual([starred]);
    expect((await stationsOf(page)).find((s) => s.number === starred)?.favourited).toBe(true);

    // Hide Station Names, the solo candidate's: the name gives way, also after a reload.
    const starredName = all.find((s) => s.number === starred)!.name;
    drawer = await openFilters(page);
    await button(drawer, messages.studyHideNames).click();
    await button(drawer, 'Close').click();
    await drawer.waitFor({ state: 'hidden' });
    await stationList(page).getByText(messages.studyNameHidden, { exact: true }).waitFor();
    expect(await stationList(page).getByText(starredName).count()).toBe(0);
    await page.reload();
    await stationList(page).getByText(messages.studyNameHidden, { exact: true }).waitFor();
    drawer = await openFilters(page);
    await button(drawer, messages.studyShowNames).click();
    await button(drawer, 'Close').click();
    await stationList(page).getByText(starredName, { exact: true }).waitFor();

    // Nothing matches: the spec's empty text.
    await search.fill('no station is called this');
    await page.getByText(messages.noStationsFound, { exact: true }).waitFor();

    // Every control within the width of a phone, and no serious accessibility problem either way.
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    await search.fill('');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('the study screen as a trial member', () => {
  it('shows the paid-only tooltip on a station the trial cannot start, reachable by keyboard', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'studytrial');
    const { page } = await session.newPage();
    await logIn(page, baseURL, member);
    await page.goto(`${baseURL}/study`);
    await chooseSoloCandidate(page);
    const all = await stationsOf(page);
    const paid = all.find((s) => !s.available_to_trial)!;
    const trial = all.find((s) => s.available_to_trial)!;

    // A trial station starts as usual.
    const search = page.getByLabel(messages.studySearchLabel, { exact: true });
    await search.fill(String(trial.number));
    const startTrial = page.getByRole('link', { name: `Start station ${trial.number}` });
    expect(await startTrial.getAttribute('href')).toBe(`/station/${trial.number}`);

    // A paid one: Start is marked disabled, but focusable, and its tooltip says why.
    await search.fill(String(paid.number));
    const startPaid = button(page, `Start station ${paid.number}`);
    expect(await startPaid.getAttribute('aria-disabled')).toBe('true');
    await startPaid.focus();
    await page.getByRole('tooltip').getByText(messages.stationPaidOnly, { exact: true }).waitFor();
    // A screen reader hears the text once, as the button's description, before and while the
    // tooltip is open (Chromium's own accessibility tree, as assistive technology reads it).
    const described = await accessibleDescription(page, `Start station ${paid.number}`);
    expect(described).toBe(messages.stationPaidOnly);
    await page.keyboard.press('Shift+Tab');
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    expect(await accessibleDescription(page, `Start station ${paid.number}`)).toBe(
      messages.stationPaidOnly,
    );
    // Pointing at it shows the tooltip too; pressing it goes nowhere.
    await startPaid.hover();
    await page.getByRole('tooltip').getByText(messages.stationPaidOnly, { exact: true }).waitFor();
    await startPaid.focus();
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(`${baseURL}/study`);

    // Free Trial Stations narrows the list to the trial stations.
    await search.fill('');
    const drawer = await openFilters(page);
    await drawer.getByRole('checkbox', { name: messages.studyFreeTrialStations }).check();
    await applyFilters(page, drawer);
    await expectListed(
      page,
      all.filter((s) => s.available_to_trial),
    );
  });
});
