// The back office's Members screens end to end (docs/admin.md, 'Members and money' → 'Screens'):
// a support user (a member the administrator made support) finds a paying member by username and
// grants them a month, which the member sees queued on /subscriptions; the administrator then
// refunds the member's paid subscription, and the granted month moves up, so the member studies
// on. A refund with nothing queued behind it ends study access at once (/study sends the member to
// /subscriptions with the purchase-needed text). The list and the member page have
// no serious accessibility problem. ADMIN_SHOTS names a folder for screenshots at 1280 and 768 px.
// The two journeys run in order: the second refunds what the first set up.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import { messages } from '@osce/shared/messages';
import { adminToken, memberIdOf, setRole } from './support/admin.ts';
import { browserForFile, expectFitsAt768, snap } from './support/admin-pages.ts';
import { openOutbox } from './support/mail.ts';
import { seriousViolations } from './support/page-checks.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn, submitLogin, toast, type Member } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));

const session = browserForFile();

const memberHeading = (page: Page, username: string) =>
  page.getByRole('heading', { level: 1, name: username, exact: true });

/** The journeys' people, made once: the paying member and the support user. */
let member: Member;
let memberId: number;
let memberPage: Page;

describe('back office: members and money', () => {
  it('support finds a member and grants a month, which the member sees on /subscriptions', async () => {
    member = await createPaidMember(session(), baseURL, outbox, 'admmem');
    const staff = await createActiveMember(session(), baseURL, outbox, 'admsup');
    const token = await adminToken(baseURL, adminPassword);
    await setRole(baseURL, token, await memberIdOf(baseURL, token, staff.username), 'support');
    memberId = await memberIdOf(baseURL, token, member.username);

    const { page } = await session().newPage();
    await logIn(page, baseURL, staff);
    await page.goto(`${baseURL}/admin/members`);
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page.getByRole('searchbox', { name: text.searchLabel }).fill(member.username);
    await page.getByRole('searchbox', { name: text.searchLabel }).press('Enter');
    await page.waitForURL(/search=/);
    const link = page.getByRole('link', { name: member.username, exact: true });
    await link.waitFor();
    // The previous list stays on screen until the search's answer replaces it.
    await expect.poll(() => page.locator('.admin-members__row').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'members-list');
    await expectFitsAt768(page);

    await link.click();
    await memberHeading(page, member.username).waitFor();
    expect(page.url()).toBe(`${baseURL}/admin/members/${memberId}`);
    // Support may grant, but not refund, change roles or erase.
    expect(await page.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Erase' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Grant a subscription' }).click();
    const dialog = page.getByRole('dialog', { name: text.grantTitle });
    await dialog.waitFor();
    // The form in place and the dialog's opening animation over before Grant is pressed (in the
    // full CI run, on a loaded machine, a press during the opening was once not taken).
    await dialog.getByLabel('Reason').waitFor();
    await page.waitForFunction(() => !document.querySelector('.ant-modal[class*="ant-zoom"]'));
    // Nothing chosen: the dialog says what is missing and sends nothing.
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    await dialog.getByText(messages.adminGrantPlanRequired).waitFor();
    await dialog.getByText(messages.adminReasonRequired).waitFor();

    await dialog.getByLabel('Plan').click();
    await page.locator('.ant-select-item-option', { hasText: /^1 Month/ }).click();
    await dialog.getByLabel('Reason').fill('Goodwill: the site was down during their exam week');
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    await page.getByText(messages.adminGranted, { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // Queued after the paid one, as a purchase would be, and marked as granted.
    const granted = page.locator('.admin-member__card tr', { hasText: 'Granted' });
    await granted.waitFor();
    expect(await granted.getByText('Pending', { exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'members-member-support');
    await expectFitsAt768(page);

    // The member is told by e-mail and sees it queued on /subscriptions.
    const grantSubject = messages.adminGrantSubject.split('{brand}')[0]!;
    await expect
      .poll(
        async () =>
          (await outbox.mailTo(member.email)).filter((m) => m.subject.startsWith(grantSubject))
            .length,
        { timeout: 15_000 },
      )
      .toBe(1);
    memberPage = (await session().newPage()).page;
    await logIn(memberPage, baseURL, member);
    await memberPage.goto(`${baseURL}/subscriptions`);
    await memberPage.getByRole('heading', { name: messages.subscriptionsListTitle }).waitFor();
    const pending = memberPage.locator('.subscription-item', {
      has: memberPage.locator('.subscription-tag', { hasText: messages.subscriptionStatusPending }),
    });
    await pending.waitFor();
    expect(await pending.getByText('1 Month').count()).toBeGreaterThan(0);
    expect(await memberPage.locator('.subscription-item').count()).toBe(2);
  });

  it("the administrator refunds the member's payment; the granted month moves up, so study goes on", async () => {
    expect(memberId, 'the first journey made the member').toBeTruthy();
    adminPage = await adminConsole();
    await adminPage.goto(`${baseURL}/admin/members/${memberId}`);
    await memberHeading(adminPage, member.username).waitFor();
    const refund = adminPage.getByRole('button', { name: /^Refund subscription \d+$/ });
    // Only the paid subscription can be refunded; the grant has no payment.
    expect(await refund.count()).toBe(1);
    expect(await seriousViolations(adminPage)).toEqual([]);
    await snap(adminPage, 'members-member-admin');
    await refundFromConsole(adminPage, true);

    // The month granted behind it starts at the refund (docs/billing.md, 'Status over time'):
    // the member's list shows it active, and the study area stays open.
    await memberPage.goto(`${baseURL}/subscriptions`);
    const item = (status: string) =>
      memberPage.locator('.subscription-item', {
        has: memberPage.locator('.subscription-tag', { hasText: status }),
      });
    await item(messages.subscriptionStatusRefunded).waitFor();
    await item(messages.subscriptionStatusActive).getByText('1 Month').first().waitFor();
    expect(await item(messages.subscriptionStatusPending).count()).toBe(0);
    await memberPage.goto(`${baseURL}/study`);
    await memberPage.getByLabel(messages.studySearchLabel, { exact: true }).waitFor();
    expect(memberPage.url()).toBe(`${baseURL}/study`);
  });

  it('a refund with nothing behind it ends study access at once', async () => {
    const buyer = await createPaidMember(session(), baseURL, outbox, 'admref');
    const buyerPage = (await session().newPage()).page;
    await logIn(buyerPage, baseURL, buyer);
    const token = await adminToken(baseURL, adminPassword);
    const buyerId = await memberIdOf(baseURL, token, buyer.username);
    adminPage = await adminConsole();
    await adminPage.goto(`${baseURL}/admin/members/${buyerId}`);
    await memberHeading(adminPage, buyer.username).waitFor();
    await refundFromConsole(adminPage, false);

    // The member's next visit to the study area finds no current subscription.
    await buyerPage.goto(`${baseURL}/study`);
    await toast(buyerPage, messages.purchaseNeeded).waitFor({ timeout: 15_000 });
    await buyerPage.waitForURL(`${baseURL}/subscriptions`);
    await buyerPage
      .locator('.subscription-tag', { hasText: messages.subscriptionStatusRefunded })
      .waitFor();
  });
});

let adminPage: Page;

/**
 * The administrator in the console. The journeys' API calls leave an admin session open: the
 * login asks, and Yes goes on (it ends the other session, so each journey logs in again).
 */
async function adminConsole(): Promise<Page> {
  const { page } = await session().newPage();
  await page.goto(`${baseURL}/login`);
  await submitLogin(page, 'admin', adminPassword);
  const warning = page.getByRole('dialog', { name: messages.warningTitle });
  await Promise.race([warning.waitFor(), toast(page, messages.loginSuccess).waitFor()]);
  if (await warning.isVisible()) {
    await warning.getByRole('button', { name: messages.warningYes, exact: true }).click();
  }
  await toast(page, messages.loginSuccess).waitFor();
  return page;
}

/** Refund the one refundable subscription on the member page open in `page`. */
async function refundFromConsole(page: Page, shots: boolean): Promise<void> {
  const refund = page.getByRole('button', { name: /^Refund subscription \d+$/ });
  await refund.click();
  const dialog = page.getByRole('dialog', { name: /^Refund subscription/ });
  await dialog.waitFor();
  await dialog.getByLabel('Reason').fill('Asked for a refund within 14 days');
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await snap(page, 'members-refund-dialog');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByText(messages.adminRefunded, { exact: true }).waitFor({ timeout: 30_000 });
  await dialog.waitFor({ state: 'hidden' });
  // The subscription and its payment both carry the Refunded tag once the record is fetched again.
  const refundedTags = page.locator('.admin-member__card .ant-tag', { hasText: /^Refunded$/ });
  await expect.poll(() => refundedTags.count()).toBe(2);
  expect(await refund.count()).toBe(0);
}
