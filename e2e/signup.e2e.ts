// The sign-up form end to end (docs/accounts.md) on the sandbox payment providers: the
// shared schema's texts under their fields, the place fields that depend on each other, the voucher
// and its plans, a card sign-up with the test cards (accepted and declined), PayPal's sandbox area,
// the free trial, and the promotion page. Plain markup, no Ant Design: public pages.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApplyVoucherAnswer, SubscriptionType } from '@osce/shared/api';
import { DEFAULT_BRAND } from '@osce/shared/constants';
import { messages, withBrand } from '@osce/shared/messages';
import { description } from './support/aria.ts';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { solveCaptcha } from './support/signup.ts';

const baseURL = inject('baseURL');
let session: BrowserSession;
let plans: SubscriptionType[];
/** FREEPASS of the demo catalogue: 100% off the plans that list it. */
let freePass: ApplyVoucherAnswer['voucher'];

beforeAll(async () => {
  session = await launchBrowser();
  plans = (await (
    await fetch(`${baseURL}/api/subscription_types/signup?country=US`)
  ).json()) as SubscriptionType[];
  const applied = await fetch(`${baseURL}/api/apply_voucher`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ voucher: 'FREEPASS' }),
  });
  freePass = ((await applied.json()) as ApplyVoucherAnswer).voucher;
});
afterAll(async () => {
  await session?.close();
});

let accounts = 0;
/** A username and e-mail no other journey uses. */
function newAccount(prefix: string): string {
  accounts += 1;
  return `${prefix}${Date.now().toString(36)}${accounts}`;
}

async function openPage(path: string, width = 1280): Promise<Page> {
  const { page } = await session.newPage({ width, height: 900 });
  await page.goto(`${baseURL}${path}`);
  await form(page).getByLabel('First Name', { exact: true }).waitFor();
  return page;
}

/** The sign-up form (the header has a country selector of its own). */
const form = (page: Page) => page.locator('form.signup-form');
const submitButton = (page: Page) => form(page).locator('.submit-button');

async function fillDetails(page: Page, username: string): Promise<void> {
  const f = form(page);
  await f.getByLabel('First Name', { exact: true }).fill('Ada');
  await f.getByLabel('Surname', { exact: true }).fill('Lovelace');
  // A numeric keypad has no slash: the page adds them.
  await f.getByLabel('Date of Birth', { exact: true }).pressSequentially('10121995');
  await f.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await f.getByLabel('Confirm Email', { exact: true }).fill(`${username}@example.com`);
  await f.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
  await f.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
  await f.getByLabel('Medical School', { exact: true }).selectOption({ index: 1 });
  await f.getByLabel('Graduation Year', { exact: true }).selectOption(String(2099));
  await f.getByLabel('Username', { exact: true }).fill(username);
  await f.getByLabel('Password', { exact: true }).fill('Secret12');
  await f.getByLabel('Repeat Password', { exact: true }).fill('Secret12');
  await f.getByLabel('I agree to the Terms and Conditions').check();
}

async function enterCard(page: Page, number: string): Promise<void> {
  await form(page).getByLabel('Card', { exact: true }).check();
  await page.getByText(messages.sandboxCardNote).waitFor();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/99');
  await page.getByLabel('CVC').fill('123');
}

async function expectLoginWithToast(page: Page, text: string): Promise<void> {
  await page.waitForURL(`${baseURL}/login`, { timeout: 30_000 });
  await page.locator('.toast', { hasText: text }).waitFor();
}

/** A plan's radio, named by its card: '1 Month $29.99 USD / 1 month'. */
const planRadio = (page: Page, plan: SubscriptionType) =>
  form(page).getByRole('radio', {
    name: new RegExp(`^${plan.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
  });

const planTaking = (voucherId: number, takes: boolean) =>
  plans.find((plan) => plan.applicable_vouchers.includes(voucherId) === takes);

describe('sign-up form', () => {
  it.each([375, 1280])(
    'at %i px, the untouched form shows every field message under its field and focuses the first',
    async (width) => {
      const page = await openPage('/signup', width);
      await submitButton(page).click();
      const f = form(page);
      const expected: [Locator, string][] = [
        [f.getByLabel('First Name', { exact: true }), messages.firstNameRequired],
        [f.getByLabel('Date of Birth', { exact: true }), messages.dobRequired],
        [f.getByLabel('Country', { exact: true }), messages.countryRequired],
        [f.getByLabel('Medical School', { exact: true }), messages.medicalSchoolRequired],
        [f.getByLabel('Graduation Year', { exact: true }), messages.graduationYearRequired],
        [f.getByLabel('I agree to the Terms and Conditions'), messages.termsRequired],
      ];
      await page.getByText(messages.captchaRequired, { exact: true }).waitFor();
      for (const [control, text] of expected) {
        expect(await control.getAttribute('aria-invalid')).toBe('true');
        expect(await description(control)).toBe(text);
      }
      await page.getByText(messages.subscriptionTypeRequired, { exact: true }).waitFor();
      await page.getByText(messages.paymentMethodRequired, { exact: true }).waitFor();
      await page.waitForFunction(() => document.activeElement?.id === 'signup-first_name');
      expect(await submitButton(page).isDisabled()).toBe(true);
      expect(
        await page.getByLabel('Date of Birth', { exact: true }).getAttribute('inputmode'),
      ).toBe('numeric');
      expect(await page.locator('style[data-css-hash]').count()).toBe(0);
      await page.context().close();
    },
  );

  it('preselects ?plan=, and limits schools to the country and state, resetting them as those change', async () => {
    const plan = plans[plans.length - 1]!;
    const page = await openPage(`/signup?plan=${plan.id}`);
    const f = form(page);
    expect(await planRadio(page, plan).isChecked()).toBe(true);

    await f.getByLabel('Country', { exact: true }).selectOption({ label: 'United States' });
    const state = f.getByLabel('State', { exact: true });
    expect(await state.evaluate((el) => el.tagName)).toBe('SELECT');
    await state.selectOption({ label: 'California' });
    const school = f.getByLabel('Medical School', { exact: true });
    const inCalifornia = await school.locator('option').allTextContents();
    await school.selectOption({ index: 1 });
    await state.selectOption({ label: 'New York' });
    expect(await school.inputValue()).toBe('');
    expect(await school.locator('option').allTextContents()).not.toEqual(inCalifornia);

    await school.selectOption('other');
    await f.getByLabel('Medical School Name', { exact: true }).fill('St Elsewhere');
    // A country without states: the state is free text, and school and state start afresh.
    await f.getByLabel('Country', { exact: true }).selectOption({ label: 'United Kingdom' });
    expect(await f.getByLabel('State', { exact: true }).evaluate((el) => el.tagName)).toBe('INPUT');
    expect(await school.inputValue()).toBe('');
    expect(await f.getByLabel('Medical School Name', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('applies a voucher, re-checks it when the plan changes, and asks for no payment at 0.00', async () => {
    const takes = planTaking(freePass.id, true)!;
    const refuses = planTaking(freePass.id, false)!;
    const page = await openPage(`/signup?plan=${takes.id}`);
    const voucher = page.getByLabel('Voucher code');

    await voucher.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(messages.voucherInvalid).waitFor();
    expect(await description(voucher)).toBe(messages.voucherInvalid);

    await voucher.fill('FREEPASS');
    await submitButton(page).click();
    await page.getByText(messages.voucherNotApplied).waitFor();

    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.toast', { hasText: messages.voucherApplied }).waitFor();
    await page.locator('.price-summary', { hasText: '$0.00' }).waitFor();
    expect((await submitButton(page).textContent())?.trim()).toBe('Activate Subscription');
    expect(await form(page).getByRole('group', { name: 'Payment method' }).count()).toBe(0);

    await planRadio(page, refuses).check();
    await page.getByText(messages.voucherWrongPlan).waitFor();
    expect((await submitButton(page).textContent())?.trim()).toBe('Sign Up and Pay');
    expect(await submitButton(page).isDisabled()).toBe(true);

    await planRadio(page, takes).check();
    await page.getByText(messages.voucherWrongPlan).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('opens the terms in a modal dialog that Escape closes, focus back on the link', async () => {
    const page = await openPage('/signup');
    const link = form(page).getByRole('link', { name: 'Terms and Conditions' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('signs up with the test card that succeeds, then goes to the login page with the toast', async () => {
    const page = await openPage(`/signup?plan=${plans[0]!.id}`);
    await fillDetails(page, newAccount('card'));
    await enterCard(page, '4242 4242 4242 4242');
    await solveCaptcha(page);
    await submitButton(page).click();
    await expectLoginWithToast(page, withBrand(messages.signupSuccess, DEFAULT_BRAND));
    await page.context().close();
  });

  it('shows a declined card above the form, focused, and keeps every value', async () => {
    const page = await openPage(`/signup?plan=${plans[0]!.id}`);
    const username = newAccount('declined');
    await fillDetails(page, username);
    await form(page).getByLabel('Card', { exact: true }).check();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('CVC').focus();
    await page.getByText(messages.sandboxCardUnknown).waitFor();

    await enterCard(page, '4000 0000 0000 0002');
    await solveCaptcha(page);
    await submitButton(page).click();
    const alert = page.locator('.form-alert');
    await alert.waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.activeElement?.classList.contains('form-alert'));
    expect(await form(page).getByLabel('Username', { exact: true }).inputValue()).toBe(username);
    expect(await page.getByLabel('Card number').inputValue()).toBe('4000 0000 0000 0002');
    expect(page.url()).toContain('/signup');
    await page.context().close();
  });

  it('shows the PayPal area once the details pass, comes back with everything, then pays', async () => {
    const page = await openPage(`/signup?plan=${plans[0]!.id}`);
    const username = newAccount('paypal');
    await fillDetails(page, username);
    await form(page).getByLabel('PayPal', { exact: true }).check();
    await solveCaptcha(page);
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Pay with PayPal' }).waitFor({ timeout: 30_000 });
    expect(await form(page).isHidden()).toBe(true);

    await page.getByRole('button', { name: 'Go back and change your details' }).click();
    expect(await form(page).getByLabel('Username', { exact: true }).inputValue()).toBe(username);
    await submitButton(page).click();
    await page.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).click();
    await expectLoginWithToast(page, withBrand(messages.signupSuccess, DEFAULT_BRAND));
    await page.context().close();
  });

  it('activates a free trial without plan or payment', async () => {
    const page = await openPage('/free-trial', 375);
    expect(await form(page).getByRole('group', { name: 'Payment method' }).count()).toBe(0);
    expect(await page.getByLabel('Voucher code').count()).toBe(0);
    await fillDetails(page, newAccount('trial'));
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Activate Trial' }).click();
    await expectLoginWithToast(page, messages.trialSuccess);
    await page.context().close();
  });

  it('offers a promotion with its plans, none chosen, signs up naming it, and says when it has ended', async () => {
    const page = await openPage('/promotion/spring');
    expect(await page.title()).toBe(`Sign Up to ${DEFAULT_BRAND} - Promotion`);
    await page.getByRole('link', { name: 'Already Registered? Log in' }).waitFor();
    expect(await form(page).getByRole('radio', { checked: true }).count()).toBe(0);

    // Its plans are bought through the sign-up calls, which name the promotion.
    const promotionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') promotionCalls.push(new URL(request.url()).search);
    });
    await form(page).getByRole('radio').first().check();
    await fillDetails(page, newAccount('promo'));
    await enterCard(page, '4242 4242 4242 4242');
    await solveCaptcha(page);
    await submitButton(page).click();
    await expectLoginWithToast(page, withBrand(messages.signupSuccess, DEFAULT_BRAND));
    expect(promotionCalls).toEqual(['?promotion=spring', '?promotion=spring']);

    await page.goto(`${baseURL}/promotion/no-such-promotion`);
    await page.getByText(messages.promotionInactive).waitFor();
    await page.context().close();
  });
});
