// The contact form end to end: the spec's messages, the captcha solved in the page, the toast, and
// the administrator's e-mail landing in the outbox.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { launchBrowser, type BrowserSession } from './support/browser.ts';

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

describe('contact form', () => {
  it.each([375, 1280])(
    'at %i px, Send on the untouched form shows every field message, the captcha one included',
    async (width) => {
      const { page } = await session.newPage({ width, height: 800 });
      await page.goto(`${baseURL}/contact`);
      await page.getByLabel('Name', { exact: true }).waitFor();
      await page.getByRole('button', { name: /send/i }).click();
      for (const text of [
        messages.contactNameRequired,
        messages.contactEmailRequired,
        messages.contactEnquiryRequired,
        messages.contactMessageRequired,
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      // Under the captcha box itself, not in a native tooltip the browser draws instead.
      await page
        .locator('.captcha-item')
        .getByText(messages.captchaRequired, { exact: true })
        .waitFor();
      expect(await page.evaluate(() => document.querySelector('form')?.noValidate)).toBe(true);
      expect(await page.getByRole('button', { name: /send/i }).isDisabled()).toBe(true);
    },
  );

  it('shows the spec messages, then sends a message that reaches the mail outbox', async () => {
    const { page } = await session.newPage();
    await page.goto(`${baseURL}/contact`);
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    await name.waitFor();

    await name.fill('x');
    await name.fill('');
    await email.fill('x');
    await email.fill('');
    await page.getByLabel('Enquiry', { exact: false }).first().click();
    await page.getByText(messages.contactNameRequired).waitFor();
    await page.getByText(messages.contactEmailRequired).waitFor();

    await email.fill('not-an-email');
    await email.blur();
    await page.getByText(messages.emailInvalid).waitFor();
    const submit = page.getByRole('button', { name: /send/i });
    expect(await submit.isDisabled()).toBe(true);

    const before = outboxFiles().length;
    await name.fill('Grace Hopper');
    await email.fill('grace@example.com');
    await page.getByLabel('Enquiry', { exact: false }).first().fill('Question about group study');
    await page
      .getByLabel('Message', { exact: false })
      .first()
      .fill('How many people can join one group?');
    // The ALTCHA widget solves its proof of work in the page once it is ticked, then puts the
    // payload in its hidden field.
    await page.locator('altcha-widget input[type="checkbox"]').first().click();
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLInputElement>('altcha-widget input[name="captcha"]')?.value ??
          '') !== '',
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await submit.elementHandle(),
    );
    await submit.click();
    await page.getByText(messages.contactSent).waitFor({ timeout: 15_000 });

    const files = outboxFiles();
    expect(files.length).toBe(before + 1);
    const mail = await simpleParser(fs.readFileSync(path.join(outbox, files.sort().at(-1)!)));
    expect(mail.subject).toContain('Question about group study');
    expect(mail.text).toContain('How many people can join one group?');
    expect(mail.replyTo?.text).toContain('grace@example.com');
  });
});
