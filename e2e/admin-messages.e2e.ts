// The back office's Messages and Prices screens end to end (docs/admin.md, 'Messages' and
// 'Prices'): a member reports an issue from the station screen; a support user (a member the
// administrator made support) finds it under Messages, opens it and replies, and the reply
// reaches the member by e-mail; an administrator changes a voucher's discount under Prices and
// POST /apply_voucher answers the new one at once. No serious accessibility problem on the list,
// the drawers or the prices tabs; ADMIN_SHOTS names a folder for screenshots at 1280 and 768 px.
import { describe, expect, inject, it } from 'vitest';
import { inboxMessages, priceMessages } from '@osce/shared/admin/inbox-prices-messages';
import { messages } from '@osce/shared/messages';
import { adminCall, adminToken, memberIdOf, setRole } from './support/admin.ts';
import { browserForFile, snapAndFit } from './support/admin-pages.ts';
import { openOutbox } from './support/mail.ts';
import { memberGet, seriousViolations } from './support/page-checks.ts';
import { createPaidMember } from './support/paid-member.ts';
import { createActiveMember, logIn, solveCaptcha, toast } from './support/signup.ts';

const baseURL = inject('baseURL');
const adminPassword = inject('adminPassword');
const outbox = openOutbox(inject('dataDir'));

const session = browserForFile();

describe('back office: messages and prices', () => {
  it('a station report is answered by support and the reply arrives by e-mail', async () => {
    const member = await createPaidMember(session(), baseURL, outbox, 'admmsg');
    const staff = await createActiveMember(session(), baseURL, outbox, 'admmsgsup');
    const token = await adminToken(baseURL, adminPassword);
    await setRole(baseURL, token, await memberIdOf(baseURL, token, staff.username), 'support');

    // The member reports an issue from the station screen.
    const { page: memberPage } = await session().newPage();
    await logIn(memberPage, baseURL, member);
    const [station] = (await memberGet<{ number: number }[]>(memberPage, '/stations')).sort(
      (a, b) => a.number - b.number,
    );
    await memberPage.goto(`${baseURL}/study`);
    const chooser = memberPage.getByRole('dialog', { name: messages.studyChooseRoleTitle });
    await chooser.getByRole('button', { name: /^Solo Candidate/ }).click();
    await chooser.waitFor({ state: 'hidden' });
    await memberPage.goto(`${baseURL}/station/${station!.number}`);
    await memberPage.getByRole('button', { name: messages.reportIssue, exact: true }).click();
    const report = memberPage.getByRole('dialog', {
      name: messages.reportIssueTitle.replace('{number}', String(station!.number)),
    });
    await report.getByRole('radio', { name: 'Error', exact: true }).check();
    const complaint = `The marking guide lists an item twice (${member.username}).`;
    await report.getByLabel(messages.reportIssueMessage).fill(complaint);
    await solveCaptcha(memberPage);
    await report.getByRole('button', { name: messages.reportIssueSend, exact: true }).click();
    await toast(memberPage, messages.contactSent).waitFor();
    await memberPage.context().close();

    // Support finds it under Messages (Open, station reports) and opens it.
    const { page } = await session().newPage({ width: 1280, height: 900 });
    await logIn(page, baseURL, staff);
    await page.goto(`${baseURL}/admin/messages?kind=station_report`);
    await page.getByRole('heading', { level: 1, name: inboxMessages.sectionTitle }).waitFor();
    const subject = messages.reportIssueEnquiry.replace('{number}', String(station!.number));
    const row = page.locator('.admin-messages__row', { hasText: member.firstName });
    await row.first().waitFor();
    expect(
      await page.getByRole('tab', { name: inboxMessages.statusOpen, selected: true }).count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await snapAndFit(page, 'messages-list');

    await row.first().getByRole('button', { name: subject }).click();
    const drawer = page.getByRole('dialog', { name: subject });
    await drawer.getByText(complaint).waitFor();
    await drawer.getByText(`Station ${station!.number}`, { exact: true }).waitFor();
    await drawer.getByRole('link', { name: /^Member #\d+$/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapAndFit(page, 'messages-drawer');

    // An empty reply is refused in place; a written one is sent.
    await drawer.getByRole('button', { name: inboxMessages.sendReply }).click();
    await drawer.getByText(inboxMessages.replyRequired).waitFor();
    const reply = `Thank you, ${member.firstName}: the duplicate item is gone.`;
    await drawer.getByLabel(inboxMessages.replyLabel, { exact: true }).fill(reply);
    await drawer.getByRole('button', { name: inboxMessages.sendReply }).click();
    await drawer.getByText(inboxMessages.replySent).waitFor();
    await drawer.getByText(inboxMessages.previousReply).waitFor();

    // The reply arrives by e-mail, quoting the report.
    await expect
      .poll(
        async () => (await outbox.mailTo(member.email)).filter((m) => m.subject.includes(subject)),
        { timeout: 20_000 },
      )
      .toHaveLength(1);
    const [mail] = (await outbox.mailTo(member.email)).filter((m) => m.subject.includes(subject));
    expect(mail!.subject.startsWith('Re:')).toBe(true);
    expect(mail!.text).toContain(reply);
    expect(mail!.text).toContain(`> ${complaint}`);

    // It has moved to the Answered tab.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: inboxMessages.statusAnswered }).click();
    await page.waitForURL(/status=answered/);
    await page.locator('.admin-messages__row', { hasText: member.firstName }).first().waitFor();
    await page.context().close();
  });

  it("an administrator edits a voucher's discount and /apply_voucher answers the new one", async () => {
    const token = await adminToken(baseURL, adminPassword);
    const priceAdmin = await createActiveMember(session(), baseURL, outbox, 'admprice');
    await setRole(baseURL, token, await memberIdOf(baseURL, token, priceAdmin.username), 'admin');
    const { plans } = await adminCall<{ plans: { id: number; country_code: string }[] }>(
      baseURL,
      token,
      'GET',
      '/plans',
    );
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await adminCall(baseURL, token, 'POST', '/vouchers', {
      code,
      sign: '%',
      discount: 10,
      subscription_type_ids: plans.filter((p) => p.country_code === 'US').map((p) => p.id),
    });
    const applied = async () => {
      const res = await fetch(`${baseURL}/api/apply_voucher`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ voucher: code }),
      });
      return ((await res.json()) as { voucher?: { discount: number } }).voucher?.discount;
    };
    expect(await applied()).toBe(10);

    const { page } = await session().newPage({ width: 1280, height: 900 });
    await logIn(page, baseURL, priceAdmin);
    await page.goto(`${baseURL}/admin/prices`);
    await page.getByRole('heading', { level: 1, name: priceMessages.sectionTitle }).waitFor();
    await page.getByRole('cell', { name: 'US', exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snapAndFit(page, 'prices-plans');

    await page.getByRole('tab', { name: priceMessages.vouchersTab }).click();
    await page.waitForURL(/tab=vouchers/);
    await page.getByRole('button', { name: `Edit voucher ${code}` }).click();
    const drawer = page.getByRole('dialog', { name: `Edit voucher ${code}` });
    const discount = drawer.getByLabel('Discount', { exact: true });
    await discount.fill('35');
    expect(await seriousViolations(page)).toEqual([]);
    await snapAndFit(page, 'prices-voucher');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText(priceMessages.voucherSaved).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(await applied()).toBe(35);
    await page.locator('tr', { hasText: code }).getByText('35 %').waitFor();
    await snapAndFit(page, 'prices-vouchers');
    await page.context().close();
  });
});
