// The contact form end to end: the spec's messages under their fields (named by them for screen
// readers), focus on the first field in error, the report-issue choices, the server's refusals,
// the captcha solved in the page, the thanks in a live region, the reset form, and the
// administrator's e-mail landing in the outbox. All without Ant Design: a public page.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { description } from './support/aria.ts';
import { launchBrowser, type BrowserSession } from './support/browser.ts';
import { solveCaptcha, waitEnabled } from './support/signup.ts';

const baseURL = inject('baseURL');
const outbox = path.join(inject('dataDir'), 'mail');
let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

const outboxFiles = () =>
  fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];

async function openContact(width = 1280): Promise<Page> {
  const { page } = await session.newPage({ width, height: 800 });
  await page.goto(`${baseURL}/contact`);
  await page.getByLabel('Name', { exact: true }).waitFor();
  return page;
}

/** The captcha's checkbox: the stand-in drawn before the widget loads, or the widget's own. */
const captchaCheckbox = (page: Page) =>
  page.locator('altcha-widget input[type="checkbox"], .captcha-placeholder__box').first();

async function fillMessage(page: Page, enquiry: string, message: string): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Enquiry', { exact: true }).fill(enquiry);
  await page.getByLabel('Message', { exact: true }).fill(message);
}

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send Message' });

describe('contact form', () => {
  it.each([375, 1280])(
    'at %i px, Send on the untouched form shows every field message under its field and focuses the first',
    async (width) => {
      const page = await openContact(width);
      await sendButton(page).click();

      const expected: [Locator, string][] = [
        [page.getByLabel('Name', { exact: true }), messages.contactNameRequired],
        [page.getByLabel('Email', { exact: true }), messages.contactEmailRequired],
        [page.getByLabel('Enquiry', { exact: true }), messages.contactEnquiryRequired],
        [page.getByLabel('Message', { exact: true }), messages.contactMessageRequired],
        // Under the captcha box itself, not in a native tooltip the browser draws instead.
        [captchaCheckbox(page), messages.captchaRequired],
      ];
      await page.getByText(messages.captchaRequired, { exact: true }).waitFor();
      for (const [control, text] of expected) {
        expect(await control.getAttribute('aria-invalid')).toBe('true');
        expect(await description(control)).toBe(text);
        await page.getByText(text, { exact: true }).waitFor();
      }
      await page.waitForFunction(() => document.activeElement?.id === 'contact-name');
      expect(await page.evaluate(() => document.querySelector('form')?.noValidate)).toBe(true);
      expect(await sendButton(page).isDisabled()).toBe(true);
      // A public page: none of Ant Design's runtime styles.
      expect(await page.locator('style[data-css-hash]').count()).toBe(0);
      await page.context().close();
    },
  );

  it('checks a field when it is left, then as it changes, and enables Send once fixed', async () => {
    const page = await openContact();
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });

    await name.fill('x');
    await name.fill('');
    // Quiet while typing for the first time.
    expect(await page.getByText(messages.contactNameRequired).count()).toBe(0);
    await email.focus();
    await page.getByText(messages.contactNameRequired).waitFor();

    await email.fill('not-an-email');
    await email.blur();
    await page.getByText(messages.emailInvalid).waitFor();
    expect(await description(email)).toBe(messages.emailInvalid);
    expect(await sendButton(page).isDisabled()).toBe(true);

    // Touched fields are checked on every change: the texts go as they are fixed.
    await name.fill('Grace Hopper');
    await email.fill('grace@example.com');
    await page.getByText(messages.emailInvalid).waitFor({ state: 'detached' });
    expect(await page.getByText(messages.contactNameRequired).count()).toBe(0);
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    await waitEnabled(sendButton(page));
    await page.context().close();
  });

  it('asks for the type of issue only while reporting an issue', async () => {
    const page = await openContact();
    const types = page.getByRole('group', { name: 'Type of issue' });
    expect(await types.count()).toBe(0);

    await page.getByLabel('Report an issue').check();
    await types.waitFor();
    expect(await types.getByRole('radio').count()).toBe(3);
    await sendButton(page).click();
    await types.getByText(messages.contactIssueTypeRequired, { exact: true }).waitFor();
    expect(await description(types)).toBe(messages.contactIssueTypeRequired);

    await types.getByLabel('Offensive content').check();
    await page.getByText(messages.contactIssueTypeRequired).waitFor({ state: 'detached' });

    // Unticked, the choice goes; ticked again, it starts afresh.
    await page.getByLabel('Report an issue').uncheck();
    await types.waitFor({ state: 'detached' });
    await page.getByLabel('Report an issue').check();
    expect(await types.getByLabel('Offensive content').isChecked()).toBe(false);
    expect(await page.getByText(messages.contactIssueTypeRequired).count()).toBe(0);
    await page.context().close();
  });

  it("shows the server's refusals: a field's under it, the others above the form", async () => {
    const page = await openContact();
    const refusal = {
      success: false,
      message: messages.captchaRequired,
      errors: [messages.captchaRequired, 'That station does not exist.'],
      fields: { captcha: messages.captchaRequired, station_id: 'That station does not exist.' },
    };
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await page.route('**/api/message/contact', async (route) => {
      posts += 1;
      await answered;
      await route.fulfill({ status: 422, json: refusal });
    });
    await fillMessage(page, 'A refused message', 'Refused by the server.');
    await solveCaptcha(page);
    await waitEnabled(sendButton(page));
    await sendButton(page).click();

    // Busy while the server answers, and a second press sends nothing more.
    await page.waitForSelector('button[type="submit"][aria-busy="true"]');
    await page.getByLabel('Enquiry', { exact: true }).press('Enter');
    release();

    const alert = page.getByRole('alert').filter({ hasText: 'That station does not exist.' });
    await alert.waitFor();
    expect(await alert.getByText(messages.captchaRequired).count()).toBe(0);
    await page.locator('#contact-captcha-error').getByText(messages.captchaRequired).waitFor();
    // A captcha payload is good for one message: the widget is to be solved again.
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ===
        '',
    );
    expect(await page.getByLabel('Enquiry', { exact: true }).inputValue()).toBe(
      'A refused message',
    );
    expect(posts).toBe(1);
    await page.context().close();
  });

  it('sends a message that reaches the mail outbox, thanks the visitor and empties the form', async () => {
    const page = await openContact();
    const before = outboxFiles().length;
    await fillMessage(page, 'Question about group study', 'How many people can join one group?');
    await solveCaptcha(page);
    await waitEnabled(sendButton(page));
    await sendButton(page).click();

    // The thanks is read out by screen readers: it appears in a live region.
    await page
      .getByRole('status')
      .getByText(messages.contactSent, { exact: true })
      .waitFor({ timeout: 15_000 });
    for (const label of ['Name', 'Email', 'Enquiry', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    expect(await page.getByText(messages.contactNameRequired).count()).toBe(0);
    expect(await page.locator('style[data-css-hash]').count()).toBe(0);

    const files = outboxFiles();
    expect(files.length).toBe(before + 1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, files.sort().at(-1)!)));
    expect(mail.subject).toContain('Question about group study');
    expect(mail.text).toContain('How many people can join one group?');
    expect(mail.replyTo?.text).toContain('grace@example.com');
    await page.context().close();
  });
});
