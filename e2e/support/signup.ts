// Sign-up and login as a visitor does them: the form filled by its labels, the captcha solved by
// the ALTCHA widget in the page, the sandbox card typed in. Plus a quick way to an activated member
// for journeys that start logged in: the trial sign-up call with a captcha solved in the browser,
// then the activation link from the outbox.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages } from '@osce/shared/messages';
import type { BrowserSession } from './browser.ts';
import type { Outbox } from './mail.ts';

export interface Member {
  firstName: string;
  surname: string;
  /** DD/MM/YYYY, as typed. */
  dob: string;
  email: string;
  username: string;
  password: string;
}

/** A state of the United States and one of its schools in the demo catalogue. */
export const STATE = 'California';
export const SCHOOL = 'Stanford University School of Medicine';
export const GRADUATION_YEAR = String(new Date().getFullYear() + 2);

let counter = 0;

/** Details no other test uses: e-mail and username carry the time and a counter. */
export function newMember(tag: string): Member {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
  const letters = id.replace(/[^a-z]/g, '').slice(-4);
  return {
    firstName: `Ada${letters.charAt(0).toUpperCase()}${letters.slice(1)}`,
    surname: 'Lovelace',
    dob: '14/03/2000',
    email: `${tag}-${id}@example.com`,
    username: `${tag}_${id}`.slice(0, 30),
    password: 'Secret123',
  };
}

/** A control by its label's exact text, in the page or inside one part of it. */
export const field = (scope: Page | Locator, label: string): Locator =>
  scope.getByLabel(label, { exact: true });

/** The sign-up form (/signup, /free-trial, /promotion): the header has a Country chooser too. */
export const signupForm = (page: Page): Locator =>
  page.getByRole('form', { name: /^(Sign up|Free trial sign-up)$/ });

/** The toast region (a live region): the text as a sighted or screen-reader user gets it. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('status').getByText(text, { exact: true });

/** Fills every personal and account field of the sign-up form, and ticks the terms. */
export async function fillSignupForm(page: Page, member: Member): Promise<void> {
  const form = signupForm(page);
  await field(form, 'First Name').fill(member.firstName);
  await field(form, 'Surname').fill(member.surname);
  await field(form, 'Date of Birth').fill(member.dob);
  await field(form, 'Email').fill(member.email);
  await field(form, 'Confirm Email').fill(member.email);
  await field(form, 'Country').selectOption({ label: 'United States' });
  await field(form, 'State').selectOption({ label: STATE });
  await field(form, 'Medical School').selectOption({ label: SCHOOL });
  await field(form, 'Graduation Year').selectOption({ label: GRADUATION_YEAR });
  await field(form, 'Username').fill(member.username);
  await field(form, 'Password').fill(member.password);
  await field(form, 'Repeat Password').fill(member.password);
  await form.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
}

/** Ticks the captcha and waits for the widget's proof of work to fill its hidden field. */
export async function solveCaptcha(page: Page): Promise<void> {
  // The widget loads once its place comes near the screen.
  await page.locator('.captcha-slot').scrollIntoViewIfNeeded();
  await page.locator('altcha-widget input[type="checkbox"]').first().click();
  await page.waitForFunction(
    () =>
      (document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ??
        '') !== '',
    undefined,
    { timeout: 60_000 },
  );
}

/** Chooses to pay by card and types a sandbox card. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: 'Card', exact: true }).check();
  await field(page, 'Card number').fill(number);
  await field(page, 'Expiry date').fill('12/34');
  await field(page, 'CVC').fill('123');
}

export async function waitEnabled(button: Locator): Promise<void> {
  await button
    .page()
    .waitForFunction((el) => !(el as HTMLButtonElement).disabled, await button.elementHandle());
}

export const submitButton = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });

/** The brand the server put in the page (the web app reads the same meta). */
export async function brandOf(page: Page): Promise<string> {
  return page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '',
  );
}

/** Fills the login form and presses Log In. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await field(page, 'Username').fill(username);
  await field(page, 'Password').fill(password);
  await submitButton(page, messages.loginButton).click();
}

/** Logs a member in from /login and waits for the dashboard. */
export async function logIn(page: Page, baseURL: string, member: Member): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await submitLogin(page, member.username, member.password);
  await toast(page, messages.loginSuccess).waitFor();
  await page.waitForURL(`${baseURL}/profile`);
}

/** A captcha payload solved by the product's own widget on the contact page. */
export async function solvedCaptcha(session: BrowserSession, baseURL: string): Promise<string> {
  const { page, context } = await session.newPage();
  try {
    await page.goto(`${baseURL}/contact`);
    await solveCaptcha(page);
    return await page.locator('altcha-widget input[name="captcha"]').first().inputValue();
  } finally {
    await context.close();
  }
}

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/**
 * An activated trial member, made through the public calls (trial_signup, then the activation
 * link from the outbox): for journeys that start at the login page.
 */
export async function createActiveMember(
  session: BrowserSession,
  baseURL: string,
  outbox: Outbox,
  tag: string,
): Promise<Member> {
  const member = newMember(tag);
  const countries = await getJson<
    { id: number; code: string; states: { id: number; name: string }[] }[]
  >(baseURL, '/api/countries');
  const us = countries.find((c) => c.code === 'US')!;
  const state = us.states.find((s) => s.name === STATE)!;
  const schools = await getJson<{ id: number; name: string }[]>(baseURL, '/api/medical_schools');
  const school = schools.find((s) => s.name === SCHOOL)!;
  const terms = await getJson<{ id: number }>(baseURL, '/api/terms_and_conditions');
  const res = await fetch(`${baseURL}/api/trial_signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: member.firstName,
      last_name: member.surname,
      dob: member.dob,
      email: member.email,
      email_confirm: member.email,
      country_id: us.id,
      state_id: state.id,
      medical_school_id: school.id,
      graduation_year: Number(GRADUATION_YEAR),
      username: member.username,
      password1: member.password,
      password2: member.password,
      terms_and_conditions: true,
      terms_checked: terms.id,
      country: 'US',
      captcha: await solvedCaptcha(session, baseURL),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const code = (await outbox.waitForLink(member.email, '/activate/')).split('/').pop()!;
  const activated = await fetch(`${baseURL}/api/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  expect(activated.status).toBe(200);
  return member;
}
