// Subscriptions end to end (docs/billing.md) on the sandbox payment providers: a
// paying member is refused with the declined test card (the server's message for 10 seconds), buys
// a second subscription with the good one, sees it pending ('Activates') and the purchase section
// gone, cancels the active one after the spec's confirmation and sees its Cancelled tag; another
// member applies FREEPASS and activates a plan at 0.00 without paying. No serious accessibility
// problem with the list or the purchase form, and no sideways scrolling on a 375 px phone.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { createPaidMember } from './support/paid-member.ts';
import { logIn, toast } from './support/signup.ts';
import { expectNoSidewaysScroll, seriousViolations } from './support/page-checks.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));
/** Set SUBS_SHOTS to a folder to keep screenshots of the screens the journey passes. */
const shotsDir = process.env.SUBS_SHOTS;

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

async function snap(page: Page, name: string): Promise<void> {
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/1280-${name}.png`, fullPage: true });
}

const purchaseHeading = (page: Page) =>
  page.getByRole('heading', { name: messages.subscriptionPurchaseTitle, exact: true });
const purchaseForm = (page: Page) => page.locator('form.purchase-form');
/** The subscriptions shown with this status tag. */
const withTag = (page: Page, tag: string): Locator =>
  page
    .locator('.subscription-item')
    .filter({ has: page.locator('.subscription-tag', { hasText: new RegExp(`^${tag}$`) }) });
/** The label beside a row's date: 'Activates', 'Expires'... */
const dateLabels = (row: Locator) => row.locator('dt').allTextContents();

async function openSubscriptions(tag: string): Promise<Page> {
  const member = await createPaidMember(session, baseURL, outbox, tag);
  const { page } = await session.newPage();
  await logIn(page, baseURL, member);
  await page.goto(`${baseURL}/subscriptions`);
  await page.getByRole('heading', { name: messages.subscriptionsListTitle }).waitFor();
  return page;
}

async function choosePlan(page: Page, name: string): Promise<void> {
  await purchaseForm(page)
    .getByRole('radio', { name: new RegExp(`^${name}\\b`) })
    .check();
}

describe('subscriptions', () => {
  it('buys a second subscription by card (pending), then cancels the active one', async () => {
    const page = await openSubscriptions('subs');
    const active = withTag(page, messages.subscriptionStatusActive);
    await active.waitFor();
    expect(await dateLabels(active)).toEqual(['Activated', 'Expires']);
    expect(await page.locator('.subscription-item').count()).toBe(1);
    await purchaseHeading(page).waitFor();
    await purchaseForm(page).getByRole('radio').first().waitFor();

    // Pressing pay with nothing chosen says what is missing, with the spec's texts.
    await page.getByRole('button', { name: messages.subscriptionPayButton }).click();
    await page.getByText(messages.subscriptionTypeRequired, { exact: true }).waitFor();
    await page.getByText(messages.termsCheckboxRequired, { exact: true }).waitFor();
    await page.getByText(messages.paymentMethodRequired, { exact: true }).waitFor();

    // A typed voucher must be applied first: the pay button waits for it.
    await page.getByLabel('Voucher code').fill('DEMO10');
    await page.getByText(messages.voucherNotAppliedPurchase, { exact: true }).waitFor();
    await page.getByLabel('Voucher code').fill('');

    // Whichever plan the page offers first: the journey is about paying, not about a demo plan.
    await purchaseForm(page).getByRole('radio').first().check();
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await purchaseForm(page).getByLabel('Card', { exact: true }).check();
    await page.getByText(messages.sandboxCardNote).waitFor();
    await page.getByLabel('Expiry date').fill('12/99');
    await page.getByLabel('CVC').fill('123');

    // A declined card: the server's message stays for 10 seconds (longer than a toast's usual 3),
    // the button is ready again, and everything chosen is kept.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    const pay = page.getByRole('button', { name: messages.subscriptionPayButton });
    await pay.click();
    const declined = page.locator('.toast--error');
    await declined.waitFor({ timeout: 30_000 });
    const shownAt = Date.now();
    expect((await declined.textContent())?.trim()).not.toBe('');
    expect(await pay.getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.subscription-item').count()).toBe(1);
    expect(await page.getByLabel('I agree to the Terms and Conditions').isChecked()).toBe(true);
    // It goes by itself, after about 10 s: not after a usual toast's 3.
    await declined.waitFor({ state: 'hidden', timeout: 20_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(9_000);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'purchase-form');
    await expectNoSidewaysScroll(page, 'purchase-form', shotsDir);

    await pay.click();
    await toast(page, messages.subscriptionPurchased).waitFor({ timeout: 30_000 });
    const pending = withTag(page, messages.subscriptionStatusPending);
    await pending.waitFor();
    expect(await dateLabels(pending)).toEqual(['Activates', 'Expires']);
    // Queued behind the current one: it starts when the active one expires.
    const activeDates = await active.locator('time').allTextContents();
    expect(await pending.locator('time').first().textContent()).toBe(activeDates[1]);
    expect(await pending.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
    await purchaseHeading(page).waitFor({ state: 'detached' });
    await page.getByText(messages.secondPending).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'pending');

    await active.getByRole('button', { name: messages.subscriptionCancelButton }).click();
    const dialog = page.getByRole('dialog', { name: messages.subscriptionCancelTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(messages.subscriptionCancelConfirm);
    // No keeps it; the dialog closes and nothing changes.
    await dialog.getByRole('button', { name: messages.subscriptionCancelKeep }).click();
    await dialog.waitFor({ state: 'hidden' });
    await active.waitFor();

    await active.getByRole('button', { name: messages.subscriptionCancelButton }).click();
    await dialog.getByRole('button', { name: messages.subscriptionCancelButton }).click();
    await toast(page, messages.subscriptionCancelled).waitFor();
    const cancelled = withTag(page, messages.subscriptionStatusCancelled);
    await cancelled.waitFor();
    expect(await dateLabels(cancelled)).toEqual(['Activated', 'Expires']);
    expect(await withTag(page, messages.subscriptionStatusActive).count()).toBe(0);
    expect(await cancelled.getByRole('button').count()).toBe(0);
    await snap(page, 'cancelled');
    await expectNoSidewaysScroll(page, 'cancelled', shotsDir);
    await page.context().close();
  });

  it('activates a plan at 0.00 with FREEPASS, asking for no payment', async () => {
    const page = await openSubscriptions('freepass');
    await purchaseHeading(page).waitFor();
    await choosePlan(page, '1 Month');
    // PayPal chosen first: at 0.00 it steps aside, with the spec's note.
    await purchaseForm(page).getByLabel('PayPal', { exact: true }).check();
    await page.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).waitFor();
    await page.getByLabel('Voucher code').fill('FREEPASS');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast(page, messages.voucherApplied).waitFor();
    await page.locator('.price-summary', { hasText: '$0.00' }).waitFor();
    await page.getByText(messages.paypalZeroCost).waitFor();
    expect(await purchaseForm(page).getByRole('group', { name: 'Payment method' }).count()).toBe(0);
    const activate = page.getByRole('button', { name: messages.subscriptionActivateButton });
    await activate.waitFor();
    expect(await page.getByRole('button', { name: messages.subscriptionPayButton }).count()).toBe(
      0,
    );
    await page.getByLabel('I agree to the Terms and Conditions').check();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'freepass');
    await expectNoSidewaysScroll(page, 'freepass', shotsDir);

    await activate.click();
    await toast(page, messages.subscriptionPurchased).waitFor({ timeout: 30_000 });
    await withTag(page, messages.subscriptionStatusPending).waitFor();
    expect(await page.locator('.subscription-item').count()).toBe(2);
    await purchaseHeading(page).waitFor({ state: 'detached' });
    await page.context().close();
  });
});
