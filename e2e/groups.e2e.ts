// Study groups in the browser (docs/groups.md, 'Screens' and 'Rules'):
// A member with no group sees the empty-list text, creates a group with a
// nickname typed too long (kept to 16 characters) and renames it; a second member finds nothing for
// an unknown search, finds the group by its code typed in lower case, joins it and lands on /study
// with the group remembered and no role; Leave Group goes to /profile, and the group then reads
// Joined with Start. Starting a second group while one is studied asks first. A group made private
// with the switch (on a phone) is not found by its nickname, only by its code, and Join lets the
// stranger in with it. The page has no serious accessibility problem and does not scroll sideways
// on a phone.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { logIn, toast } from './support/signup.ts';
import { expectNoSidewaysScroll, memberGet, seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));
/** Set GROUPS_SHOTS to a folder to keep the phone view of the page. */
const shotsDir = process.env.GROUPS_SHOTS;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

interface Group {
  id: number;
  code: string;
  nickname: string | null;
  members: number;
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((t, [k, v]) => t.replaceAll(`{${k}}`, String(v)), text);
const button = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('button', { name, exact: true });
const heading = (scope: Page | Locator, name: string, level = 3): Locator =>
  scope.getByRole('heading', { level, name, exact: true });
const storedGroup = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('group') ?? 'null') as unknown);

async function openGroupsPage(page: Page): Promise<void> {
  await page.goto(`${baseURL}/study-groups`);
  await heading(page, messages.groupsTitle, 1).waitFor();
}

async function createGroup(page: Page, nickname: string): Promise<Group> {
  const before = await memberGet<{ groups: Group[] }>(page, '/groups');
  await page.getByLabel(messages.groupsNicknameLabel, { exact: true }).fill(nickname);
  await button(page, messages.groupsCreate).click();
  await expect
    .poll(async () => (await memberGet<{ groups: Group[] }>(page, '/groups')).groups.length)
    .toBe(before.groups.length + 1);
  const { groups } = await memberGet<{ groups: Group[] }>(page, '/groups');
  return groups.find((g) => !before.groups.some((b) => b.id === g.id))!;
}

describe('study groups', () => {
  it('are created, renamed, found by code, joined, started, left and switched', async () => {
    const owner = await createPaidMember(session, baseURL, outbox, 'groups-a');
    const friend = await createPaidMember(session, baseURL, outbox, 'groups-b');

    // The owner has no group yet.
    const { page } = await session.newPage({ width: 1280 });
    await logIn(page, baseURL, owner);
    await openGroupsPage(page);
    await page.getByText(messages.noStudyGroups, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A nickname typed 20 characters long keeps its first 16.
    const nickname = page.getByLabel(messages.groupsNicknameLabel, { exact: true });
    await nickname.fill('Cardiology Finals 25');
    expect(await nickname.inputValue()).toBe('Cardiology Final');
    await button(page, messages.groupsCreate).click();
    const { groups } = await memberGet<{ groups: Group[] }>(page, '/groups');
    expect(groups).toHaveLength(1);
    const group = groups[0]!;
    expect(group).toMatchObject({ nickname: 'Cardiology Final', members: 1 });
    expect(group.code).toMatch(/^[A-Z0-9]{6}$/);
    const created = `Cardiology Final (${group.code})`;
    await toast(page, fill(messages.groupsCreated, { name: created })).waitFor();
    const mine = page.getByRole('list', { name: messages.groupsMine });
    await heading(mine, created).waitFor();
    await mine.getByText(fill(messages.groupsCode, { code: group.code })).waitFor();
    await mine.getByText(messages.groupsMembersOne, { exact: true }).waitFor();
    expect(await nickname.inputValue()).toBe('');

    // Renamed by its creator, in a modal.
    await button(mine, `${messages.groupsRename} ${created}`).click();
    const rename = page.getByRole('dialog', { name: messages.groupsRenameTitle });
    const renameField = rename.getByLabel(messages.groupsNicknameLabel, { exact: true });
    expect(await renameField.inputValue()).toBe('Cardiology Final');
    expect(await seriousViolations(page)).toEqual([]);
    await renameField.fill('Renal round');
    await button(rename, messages.groupsSave).click();
    await toast(page, messages.groupsRenamed).waitFor();
    await rename.waitFor({ state: 'hidden' });
    const renamed = `Renal round (${group.code})`;
    await heading(mine, renamed).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'study-groups', shotsDir);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/1280-study-groups.png` });

    // A second member: nothing yet, nothing found for an unknown name, the group by its code.
    const other = await session.newPage({ width: 1280 });
    const second = other.page;
    await logIn(second, baseURL, friend);
    // Studying solo until now: joining a group clears that role.
    await second.evaluate(() => localStorage.setItem('role', 'candidate-1'));
    await openGroupsPage(second);
    await second.getByText(messages.noStudyGroups, { exact: true }).waitFor();
    const search = second.getByLabel(messages.groupsSearchLabel, { exact: true });
    await search.fill('no such group here');
    await button(second, messages.groupsSearch).click();
    await second.getByText(messages.noGroupsFound, { exact: true }).waitFor();
    await search.fill(group.code.toLowerCase());
    await button(second, messages.groupsSearch).click();
    const results = second.getByRole('list', { name: messages.groupsSearchResults });
    await heading(results, renamed).waitFor();
    await results.getByText(messages.groupsMembersOne, { exact: true }).waitFor();
    expect(await seriousViolations(second)).toEqual([]);

    // Join: the member is in the group, studying it with no role yet, on /study.
    await button(results, `${messages.groupsJoin} ${renamed}`).click();
    await second.waitForURL(`${baseURL}/study`);
    expect(await storedGroup(second)).toEqual({ id: group.id, name: renamed });
    expect(await second.evaluate(() => localStorage.getItem('role'))).toBeNull();
    const joined = await memberGet<{ groups: Group[] }>(second, '/groups');
    expect(joined.groups.map((g) => [g.id, g.members])).toEqual([[group.id, 2]]);

    // Back on the page: the group is the current one; Leave Group ends it and goes to /profile.
    await openGroupsPage(second);
    await second.getByText(fill(messages.groupsCurrently, { name: renamed })).waitFor();
    const secondMine = second.getByRole('list', { name: messages.groupsMine });
    await secondMine.getByText(messages.groupsStudying, { exact: true }).waitFor();
    if (shotsDir) await second.screenshot({ path: `${shotsDir}/1280-study-groups-current.png` });
    expect(await seriousViolations(second)).toEqual([]);
    // Someone else's group: no Rename, and Remove instead of Delete.
    expect(await button(secondMine, `${messages.groupsRename} ${renamed}`).count()).toBe(0);
    await button(secondMine, `${messages.groupsRemove} ${renamed}`).waitFor();
    await button(second, messages.groupsLeave).click();
    await second.waitForURL(`${baseURL}/profile`);
    expect(await storedGroup(second)).toBeNull();

    // Found again, it reads Joined, and Start studies it.
    await openGroupsPage(second);
    await search.fill(group.code.toLowerCase());
    await button(second, messages.groupsSearch).click();
    await results.getByText(messages.groupsJoined, { exact: true }).waitFor();
    await button(results, `${messages.groupsStart} ${renamed}`).click();
    await second.waitForURL(`${baseURL}/study`);
    expect(await storedGroup(second)).toEqual({ id: group.id, name: renamed });
    await other.context.close();

    // The owner starts the group, then a second one: that asks first, then switches.
    await button(mine, `${messages.groupsStart} ${renamed}`).click();
    await page.waitForURL(`${baseURL}/study`);
    expect(await storedGroup(page)).toEqual({ id: group.id, name: renamed });
    await openGroupsPage(page);
    const spare = await createGroup(page, '');
    expect(spare.nickname).toBeNull();
    await button(mine, `${messages.groupsStart} ${spare.code}`).click();
    const asking = page.getByRole('dialog', { name: messages.groupsStartTitle });
    await asking.getByText(fill(messages.groupStartConfirm, { current: renamed })).waitFor();
    await button(asking, messages.warningNo).click();
    await asking.waitFor({ state: 'hidden' });
    expect(await storedGroup(page)).toEqual({ id: group.id, name: renamed });
    await button(mine, `${messages.groupsStart} ${spare.code}`).click();
    await button(asking, messages.warningYes).click();
    await page.waitForURL(`${baseURL}/study`);
    expect(await storedGroup(page)).toEqual({ id: spare.id, name: spare.code });
  });
  it('can be made private: not found by its nickname, joined only with its code', async () => {
    const owner = await createPaidMember(session, baseURL, outbox, 'groups-p');
    const stranger = await createPaidMember(session, baseURL, outbox, 'groups-q');

    // The owner, on a phone, makes a private group with the switch.
    const { page, context } = await session.newPage({ width: 375 });
    await logIn(page, baseURL, owner);
    await openGroupsPage(page);
    await page.getByLabel(messages.groupsNicknameLabel, { exact: true }).fill('Night owls');
    const privacy = page.getByRole('switch', { name: messages.groupsPrivateLabel });
    expect(await privacy.isChecked()).toBe(false);
    await privacy.click();
    await button(page, messages.groupsCreate).click();
    const mine = page.getByRole('list', { name: messages.groupsMine });
    await expect
      .poll(async () => (await memberGet<{ groups: Group[] }>(page, '/groups')).groups.length)
      .toBe(1);
    const { groups } = await memberGet<{ groups: (Group & { private: boolean })[] }>(
      page,
      '/groups',
    );
    expect(groups).toEqual([expect.objectContaining({ nickname: 'Night owls', private: true })]);
    const name = `Night owls (${groups[0]!.code})`;
    await heading(mine, name).waitFor();
    await mine.getByText(messages.groupsPrivateTag, { exact: true }).waitFor();
    // Rename shows the group as private.
    await button(mine, `${messages.groupsRename} ${name}`).click();
    const rename = page.getByRole('dialog', { name: messages.groupsRenameTitle });
    expect(
      await rename.getByRole('switch', { name: messages.groupsPrivateLabel }).isChecked(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await button(rename, messages.groupsCancel).click();
    await rename.waitFor({ state: 'hidden' });
    await expectNoSidewaysScroll(page, 'study-groups-private', shotsDir);
    await context.close();

    // A stranger does not find it by its nickname; by its code they do, and Join lets them in.
    const other = await session.newPage({ width: 1280 });
    const second = other.page;
    await logIn(second, baseURL, stranger);
    await openGroupsPage(second);
    const search = second.getByLabel(messages.groupsSearchLabel, { exact: true });
    await search.fill('Night owls');
    await button(second, messages.groupsSearch).click();
    await second.getByText(messages.noGroupsFound, { exact: true }).waitFor();
    await search.fill(groups[0]!.code.toLowerCase());
    await button(second, messages.groupsSearch).click();
    const results = second.getByRole('list', { name: messages.groupsSearchResults });
    await heading(results, name).waitFor();
    await results.getByText(messages.groupsPrivateTag, { exact: true }).waitFor();
    await button(results, `${messages.groupsJoin} ${name}`).click();
    await second.waitForURL(`${baseURL}/study`);
    expect(await storedGroup(second)).toEqual({ id: groups[0]!.id, name });
    await other.context.close();
  });
});
