// Accounts end to end, as a visitor and then a member lives them (docs/accounts.md):
// the free trial and its activation e-mail, sign-up by card (and a declined card), vouchers, PayPal,
// the other-device warning, password reset by e-mail, settings, and promotions. Every e-mail is
// read from the outbox the server writes; every text comes from the shared messages.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages, withBrand } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { openOutbox } from './support/mail.ts';
import { solidPng } from './support/png.ts';
import {
  brandOf,
  createActiveMember,
  field,
  fillSignupForm,
  signupForm,
  logIn,
  newMember,
  payByCard,
  solveCaptcha,
  submitButton,
  submitLogin,
  toast,
  waitEnabled,
} from './support/signup.ts';

const baseURL = inject('baseURL');
const outbox = openOutbox(inject('dataDir'));
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

interface Plan {
  id: number;
  name: string;
}
let plans: Plan[] = [];
let session: BrowserSession;

beforeAll(async () => {
  session = await launchBrowser();
  plans = (await (
    await fetch(`${baseURL}/api/subscription_types/signup?country=US`)
  ).json()) as Plan[];
});
afterAll(async () => {
  await session?.close();
});

const planId = (name: string) => {
  const plan = plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name} in ${plans.map((p) => p.name).join(', ')}`);
  return plan.id;
};
/** A plan's card on the sign-up form: its radio, named by the plan and its price. */
const planRadio = (page: Page, name: string) =>
  page.getByRole('radio', { name: new RegExp(`^${name}\\b`) });
const welcome = (firstName: string) => messages.profileWelcome.replace('{name}', firstName);

/** The texts a control's aria-describedby points at: what is shown under it and read after it. */
function description(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

async function openSignup(path: string, width = 1280): Promise<Page> {
  const { page } = await session.newPage({ width });
  await page.goto(`${baseURL}${path}`);
  await field(page, 'First Name').waitFor();
  return page;
}

async function signupSucceeded(page: Page): Promise<void> {
  const brand = await brandOf(page);
  expect(brand).not.toBe('');
  await toast(page, withBrand(messages.signupSuccess, brand)).waitFor({ timeout: 20_000 });
  await page.waitForURL(`${baseURL}/login`);
}

/** The page's width as laid out: wider than the screen means sideways scrolling. */
const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

describe('free trial', () => {
  it('signs up at /free-trial, activates from the e-mail, logs in and is offered a subscription', async () => {
    const member = newMember('trial');
    const page = await openSignup('/free-trial');
    await fillSignupForm(page, member);
    await solveCaptcha(page);
    const activate = submitButton(page, 'Activate Trial');
    await waitEnabled(activate);
    await activate.click();
    await toast(page, messages.trialSuccess).waitFor({ timeout: 20_000 });
    await page.waitForURL(`${baseURL}/login`);

    // Before activating, the login says so and offers the e-mail again, which comes with a new link.
    await outbox.waitForLink(member.email, '/activate/');
    await submitLogin(page, member.username, member.password);
    await page.getByText(messages.loginNotActivated, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: messages.resendActivationLink, exact: true }).click();
    await page
      .getByRole('status')
      .getByText(messages.activationResent, { exact: true })
      .first()
      .waitFor();
    // The outbox sends after commit; on a loaded machine that takes more than poll's default second.
    await expect
      .poll(async () => (await outbox.mailTo(member.email)).length, { timeout: 15_000 })
      .toBe(2);

    // The link in the activation e-mail (the newest). The call is held for a moment to see the
    // waiting text.
    const activationPath = await outbox.waitForLink(member.email, '/activate/');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/activate', async (route) => {
      await held;
      await route.continue();
    });
    const answered = page.waitForResponse('**/api/activate');
    await page.goto(`${baseURL}${activationPath}`);
    await page.getByText(messages.activating, { exact: true }).waitFor();
    release();
    const answer = (await (await answered).json()) as { success: boolean; message: string };
    expect(answer).toMatchObject({ success: true, message: messages.activationDone });
    await page.getByText(answer.message, { exact: true }).waitFor();
    expect(await page.getByText(messages.activating).count()).toBe(0);

    await page.unroute('**/api/activate');
    await page.getByRole('link', { name: messages.loginButton, exact: true }).click();
    await page.waitForURL(`${baseURL}/login`);

    // The link is used up: opened again, it says so in the error style, still offering Log In.
    const again = await session.newPage();
    await again.page.goto(`${baseURL}${activationPath}`);
    await again.page
      .getByRole('alert')
      .getByText(messages.activationInvalid, { exact: true })
      .waitFor();
    await again.page.getByRole('link', { name: messages.loginButton, exact: true }).waitFor();
    await again.context.close();

    await submitLogin(page, member.username, member.password);
    await toast(page, messages.loginSuccess).waitFor();
    await page.waitForURL(`${baseURL}/profile`);
    await page.getByRole('heading', { level: 1, name: welcome(member.firstName) }).waitFor();
    // See docs/accounts.md, 'Screens': Buy Subscription shows while the status is not Active, and a trial is not.
    const buy = page.getByRole('link', { name: messages.profileBuySubscription, exact: true });
    await buy.waitFor();
    expect(await buy.getAttribute('href')).toBe('/subscriptions');
  });

  it('at 375 px the trial form never scrolls sideways, with its errors shown and filled in', async () => {
    const page = await openSignup('/free-trial', 375);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // Every field message under its field.
    await submitButton(page, 'Activate Trial').click();
    await page.getByText(messages.firstNameRequired, { exact: true }).waitFor();
    await page.getByText(messages.captchaRequired, { exact: true }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // Filled in, with the catalogue's longest school name chosen and the captcha solved.
    await fillSignupForm(page, newMember('narrow'));
    await field(signupForm(page), 'State').selectOption({ label: 'Alabama' });
    await field(signupForm(page), 'Medical School').selectOption({
      label: 'University of Alabama at Birmingham Marnix E. Heersink School of Medicine',
    });
    await solveCaptcha(page);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});

describe('sign-up by card', () => {
  it('signs up for 1 Month with 4242 4242 4242 4242 and lands on the login page', async () => {
    const member = newMember('card');
    const page = await openSignup(`/signup?plan=${planId('1 Month')}`);
    expect(await planRadio(page, '1 Month').isChecked()).toBe(true);
    await fillSignupForm(page, member);
    await payByCard(page, GOOD_CARD);
    await solveCaptcha(page);
    const pay = submitButton(page, 'Sign Up and Pay');
    await waitEnabled(pay);
    await pay.click();
    await signupSucceeded(page);

    // Activated and logged in, a paying member is Active: no Buy Subscription link.
    await page.goto(`${baseURL}${await outbox.waitForLink(member.email, '/activate/')}`);
    await page.getByText(messages.activationDone, { exact: true }).waitFor();
    await logIn(page, baseURL, member);
    await page.getByRole('heading', { level: 1, name: welcome(member.firstName) }).waitFor();
    await page.getByRole('link', { name: messages.settingsTitle, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: messages.profileBuySubscription }).count()).toBe(0);
  });

  it('shows a declined card above the form, scrolled into view, and creates nothing', async () => {
    const member = newMember('declined');
    const page = await openSignup(`/signup?plan=${planId('1 Month')}`);
    await fillSignupForm(page, member);
    await payByCard(page, DECLINED_CARD);
    await solveCaptcha(page);
    const pay = submitButton(page, 'Sign Up and Pay');
    await waitEnabled(pay);
    const refused = page.waitForResponse('**/api/credit_card_signup');
    await pay.click();
    const response = await refused;
    expect(response.status()).toBe(402);
    const { message } = (await response.json()) as { message: string };

    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor();
    const alertBox = (await alert.boundingBox())!;
    const formBox = (await signupForm(page).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(formBox.y);
    // The page scrolls to it: the visitor pressed the button at the bottom of a long form.
    await page.waitForFunction(
      (element) => {
        const box = element!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      },
      await alert.elementHandle(),
    );
    expect(page.url()).toBe(`${baseURL}/signup?plan=${planId('1 Month')}`);
    expect(await field(page, 'Username').inputValue()).toBe(member.username);

    // Nothing was created: the same e-mail and username sign up at once with a good card.
    await field(page, 'Card number').fill(GOOD_CARD);
    await solveCaptcha(page);
    await waitEnabled(pay);
    await pay.click();
    await signupSucceeded(page);
    // One account, so one activation e-mail (mail goes out just after the sign-up commits).
    await outbox.waitForLink(member.email, '/activate/');
    const activationMails = (await outbox.mailTo(member.email)).filter((mail) =>
      mail.text.includes('/activate/'),
    );
    expect(activationMails).toHaveLength(1);
  });
});

describe('vouchers', () => {
  it('applies SAVE5 to 3 Months (64.99) and refuses it for 1 Month', async () => {
    const page = await openSignup('/signup');
    await planRadio(page, '3 Months').check();
    const total = page.locator('p', { hasText: 'Total to pay' });
    await total.getByText('$69.99', { exact: true }).waitFor();

    await field(page, 'Voucher code').fill('SAVE5');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast(page, messages.voucherApplied).waitFor();
    await total.getByText('$64.99', { exact: true }).waitFor();

    await planRadio(page, '1 Month').check();
    await page.getByText(messages.voucherWrongPlan, { exact: true }).waitFor();
    expect(await description(field(page, 'Voucher code'))).toBe(messages.voucherWrongPlan);
    await total.getByText('$29.99', { exact: true }).waitFor();
    expect(await total.getByText('$64.99').count()).toBe(0);
  });

  it('asks for Apply when a typed code was not applied, and sends nothing', async () => {
    const page = await openSignup(`/signup?plan=${planId('1 Month')}`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(signup_validation|credit_card_signup)/.test(request.url())) {
        sent.push(request.url());
      }
    });
    await fillSignupForm(page, newMember('typed'));
    await payByCard(page, GOOD_CARD);
    await field(page, 'Voucher code').fill('DEMO10');
    await solveCaptcha(page);
    const pay = submitButton(page, 'Sign Up and Pay');
    await waitEnabled(pay);
    await pay.click();

    await page.getByText(messages.voucherNotApplied, { exact: true }).waitFor();
    expect(await description(field(page, 'Voucher code'))).toBe(messages.voucherNotApplied);
    await page.waitForFunction(() => document.activeElement?.id === 'signup-voucher');
    expect(sent).toEqual([]);
    expect(page.url()).toContain('/signup');

    // Applied, the text goes and the price drops by 10 %.
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast(page, messages.voucherApplied).waitFor();
    await page.getByText(messages.voucherNotApplied).waitFor({ state: 'detached' });
    await page.locator('p', { hasText: 'Total to pay' }).getByText('$26.99').waitFor();
    await waitEnabled(pay);
  });

  it('FREEPASS makes 1 Month free: Activate Subscription, no payment choice, and it signs up', async () => {
    const member = newMember('free');
    const page = await openSignup(`/signup?plan=${planId('1 Month')}`);
    const paymentChoice = page.getByRole('group', { name: 'Payment method' });
    await paymentChoice.waitFor();
    await fillSignupForm(page, member);

    await field(page, 'Voucher code').fill('FREEPASS');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await toast(page, messages.voucherApplied).waitFor();
    const activate = submitButton(page, 'Activate Subscription');
    await activate.waitFor();
    expect(await submitButton(page, 'Sign Up and Pay').count()).toBe(0);
    await paymentChoice.waitFor({ state: 'detached' });
    expect(await page.getByRole('radio', { name: 'PayPal' }).count()).toBe(0);
    await page.locator('p', { hasText: 'Total to pay' }).getByText('$0.00').waitFor();

    await solveCaptcha(page);
    await waitEnabled(activate);
    const freeCall = page.waitForResponse('**/api/free_subscription_signup');
    await activate.click();
    expect((await freeCall).status()).toBe(201);
    await signupSucceeded(page);
    await outbox.waitForLink(member.email, '/activate/');
  });
});

describe('sign-up with PayPal (sandbox)', () => {
  it('hides the form for the PayPal area, can go back, and the sandbox payment signs up', async () => {
    const member = newMember('paypal');
    const page = await openSignup(`/signup?plan=${planId('3 Months')}`);
    await fillSignupForm(page, member);
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await page
      .getByText('Once your details are checked, you will complete the payment with PayPal.')
      .waitFor();
    expect(await field(page, 'Card number').count()).toBe(0);
    await solveCaptcha(page);
    const pay = submitButton(page, 'Sign Up and Pay');
    await waitEnabled(pay);
    await pay.click();

    const area = page.getByRole('region', { name: 'Pay with PayPal' });
    await area.waitFor();
    expect(await signupForm(page).isHidden()).toBe(true);
    const back = area.getByRole('button', { name: 'Go back and change your details' });
    await back.waitFor();

    // Back to the form, everything as typed; on again.
    await back.click();
    await signupForm(page).waitFor();
    expect(await area.count()).toBe(0);
    expect(await field(page, 'Username').inputValue()).toBe(member.username);
    await waitEnabled(pay);
    await pay.click();
    await area.waitFor();

    const order = page.waitForResponse('**/api/paypal_signup');
    await area.getByRole('button', { name: 'Pay with PayPal (sandbox)' }).click();
    expect((await order).status()).toBe(201);
    await signupSucceeded(page);
    await outbox.waitForLink(member.email, '/activate/');
  });
});

describe('one device at a time', () => {
  it('warns on a second login; No stays, Yes logs in and the first device is sent to login', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'devices');
    const first = await session.newPage();
    await logIn(first.page, baseURL, member);

    const second = await session.newPage();
    await second.page.goto(`${baseURL}/login`);
    await submitLogin(second.page, member.username, member.password);
    const dialog = second.page.getByRole('dialog', { name: messages.warningTitle });
    await dialog.waitFor();
    await dialog.getByText(messages.otherDeviceWarning, { exact: true }).waitFor();

    const cleared: string[] = [];
    second.page.on('request', (request) => {
      if (request.url().includes('/api/login-and-clear')) cleared.push(request.url());
    });
    await dialog.getByRole('button', { name: messages.warningNo, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await second.page.waitForTimeout(500);
    expect(second.page.url()).toBe(`${baseURL}/login`);
    expect(cleared).toEqual([]);
    expect(await toast(second.page, messages.loginSuccess).count()).toBe(0);
    // The first device is still logged in.
    await first.page.reload();
    await first.page.getByRole('heading', { level: 1, name: welcome(member.firstName) }).waitFor();

    await submitButton(second.page, messages.loginButton).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: messages.warningYes, exact: true }).click();
    await toast(second.page, messages.loginSuccess).waitFor();
    await second.page.waitForURL(`${baseURL}/profile`);
    await second.page.getByRole('heading', { level: 1, name: welcome(member.firstName) }).waitFor();

    // The first device's next call as a member finds its session ended.
    await first.page.reload();
    await toast(first.page, messages.credentialsExpired).waitFor();
    await first.page.waitForURL(`${baseURL}/login`);
    await submitButton(first.page, messages.loginButton).waitFor();
    await first.context.close();
    await second.context.close();
  });
});

describe('password guessing', () => {
  it('shows the captcha after five wrong passwords, and logs in once it is solved', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'guessed');
    const { page, context } = await session.newPage({ width: 375 });
    await page.goto(`${baseURL}/login`);
    for (let i = 0; i < 5; i += 1) {
      const answered = page.waitForResponse('**/api/login');
      await submitLogin(page, member.username, `Wrong${i}x`);
      await answered;
    }
    await page.locator('.captcha-slot').waitFor();

    await submitLogin(page, member.username, member.password);
    await page.getByText(messages.loginCaptchaRequired, { exact: true }).first().waitFor();
    await solveCaptcha(page);
    await submitButton(page, messages.loginButton).click();
    await toast(page, messages.loginSuccess).waitFor();
    await page.waitForURL(`${baseURL}/profile`);
    await context.close();
  });
});

describe('password reset', () => {
  it('from a refused login to a new password by e-mail; the old one stops working', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'reset');
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/login`);
    const forgot = page.getByRole('link', { name: messages.forgotPasswordLink });
    await submitButton(page, messages.loginButton).waitFor();
    expect(await forgot.count()).toBe(0);
    await submitLogin(page, member.username, 'WrongPassword1');
    await toast(page, messages.loginFailed).waitFor();
    await forgot.click();
    await page.waitForURL(`${baseURL}/reset-password`);

    await page.getByRole('heading', { name: messages.resetRequestTitle }).waitFor();
    await field(page, 'Email').fill(member.email);
    await submitButton(page, messages.resetRequestButton).click();
    await page.getByText(messages.resetCheckEmail, { exact: true }).waitFor();
    await toast(page, messages.resetLinkSent).waitFor();

    const resetPath = await outbox.waitForLink(member.email, '/reset-password/');
    expect(resetPath).toMatch(/^\/reset-password\/[A-Za-z0-9_-]+$/);
    await page.goto(`${baseURL}${resetPath}`);
    await page.getByRole('heading', { name: messages.resetPasswordTitle }).waitFor();
    const password = field(page, messages.newPasswordLabel);
    const repeat = field(page, messages.repeatPasswordLabel);
    await password.fill('weakpass1');
    await repeat.focus();
    await page.getByText(messages.passwordNeedsUpper, { exact: true }).waitFor();
    expect(await description(password)).toBe(messages.passwordNeedsUpper);
    await password.fill('Weakpass');
    await page.getByText(messages.passwordNeedsNumber, { exact: true }).waitFor();
    expect(await description(password)).toBe(messages.passwordNeedsNumber);

    const newPassword = 'Renewed456';
    await password.fill(newPassword);
    await repeat.fill(newPassword);
    const reset = submitButton(page, messages.resetPasswordButton);
    await waitEnabled(reset);
    await reset.click();
    await page.getByText(messages.resetDone, { exact: true }).waitFor();
    await toast(page, messages.passwordResetDone).waitFor();

    await page.getByRole('link', { name: messages.loginButton, exact: true }).click();
    await page.waitForURL(`${baseURL}/login`);
    await submitLogin(page, member.username, member.password);
    await toast(page, messages.loginFailed).waitFor();
    expect(page.url()).toBe(`${baseURL}/login`);
    await field(page, 'Password').fill(newPassword);
    await submitButton(page, messages.loginButton).click();
    await toast(page, messages.loginSuccess).waitFor();
    await page.waitForURL(`${baseURL}/profile`);
  });
});

describe('settings', () => {
  it('saves a new surname, changes the password and uploads a picture', async () => {
    const member = await createActiveMember(session, baseURL, outbox, 'settings');
    const { page } = await session.newPage();
    await logIn(page, baseURL, member);
    await page.goto(`${baseURL}/settings`);
    await page.getByRole('heading', { level: 1, name: messages.settingsTitle }).waitFor();

    // Profile: the new surname is kept.
    const surname = field(page, messages.labelSurname);
    await surname.waitFor();
    expect(await surname.inputValue()).toBe(member.surname);
    await surname.fill('Byron');
    const update = submitButton(page, messages.settingsUpdateButton);
    await waitEnabled(update);
    await update.click();
    await toast(page, messages.settingsUpdated).waitFor();
    await page.reload();
    await surname.waitFor();
    expect(await surname.inputValue()).toBe('Byron');
    expect(await field(page, messages.labelFirstName).inputValue()).toBe(member.firstName);

    // Password: the server's message, then an empty form.
    const current = field(page, messages.currentPasswordLabel);
    const next = field(page, messages.newPasswordLabel);
    const repeat = field(page, messages.repeatPasswordLabel);
    await current.fill(member.password);
    await next.fill('Changed789');
    await repeat.fill('Changed789');
    const change = submitButton(page, messages.changePasswordTitle);
    await waitEnabled(change);
    await change.click();
    await toast(page, messages.passwordChanged).waitFor();
    for (const input of [current, next, repeat]) expect(await input.inputValue()).toBe('');
    // On another device the old password is refused and the new one accepted (this session is
    // still live, so the other-device question comes instead of a login).
    const other = await session.newPage();
    await other.page.goto(`${baseURL}/login`);
    await submitLogin(other.page, member.username, member.password);
    await toast(other.page, messages.loginFailed).waitFor();
    await field(other.page, 'Password').fill('Changed789');
    await submitButton(other.page, messages.loginButton).click();
    await other.page.getByRole('dialog', { name: messages.warningTitle }).waitFor();
    await other.context.close();

    // Picture: previewed, uploaded, then shown from /api/avatars/ (and still after a reload).
    await page.getByLabel(messages.avatarChoose).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 90, [30, 120, 200]),
    });
    await page.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await submitButton(page, messages.avatarUpload).click();
    await toast(page, messages.avatarUpdated).waitFor();
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      await picture.waitFor();
      expect(await picture.getAttribute('src')).toMatch(/^\/api\/avatars\//);
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await picture.elementHandle(),
      );
    }
  });
});

describe('promotion', () => {
  it('/promotion/spring offers 1 Month and 3 Months with a way to log in', async () => {
    const page = await openSignup('/promotion/spring');
    const brand = await brandOf(page);
    await page
      .getByRole('heading', { level: 1, name: `Sign Up to ${brand} - Promotion` })
      .waitFor();
    expect(await page.title()).toBe(`Sign Up to ${brand} - Promotion`);
    await planRadio(page, '1 Month').waitFor();
    await planRadio(page, '3 Months').waitFor();
    expect(await page.getByRole('group', { name: 'Subscription' }).getByRole('radio').count()).toBe(
      2,
    );
    // No plan preselected.
    for (const name of ['1 Month', '3 Months']) {
      expect(await planRadio(page, name).isChecked()).toBe(false);
    }
    await page.getByRole('link', { name: 'Already Registered? Log in' }).click();
    await page.waitForURL(`${baseURL}/login`);
  });

  it('an unknown promotion says it is no longer active', async () => {
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/promotion/nope`);
    await page.getByText(messages.promotionInactive, { exact: true }).waitFor();
    expect(await field(page, 'First Name').count()).toBe(0);
  });
});
