// The billing domain's e-mails: a receipt for every purchase and the renewal reminders. Plain text
// plus a simple HTML part, as the accounts mails; dates as the spec shows them (DD/MM/YYYY).
import { messages, withBrand } from '@osce/shared/messages';
import type { MailMessage } from '../../mail/mailer.ts';

interface MailContext {
  brand: string;
  publicUrl: string;
}

interface Recipient {
  email: string;
  firstName: string;
}

/** DD/MM/YYYY in UTC, the spec's date format. */
export function displayDate(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function message(to: Recipient, subject: string, lines: string[]): MailMessage {
  return {
    to: to.email,
    subject,
    text: lines.join('\n'),
    html: lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  };
}

const METHOD_LABELS = { credit_card: 'card', paypal: 'PayPal', free: 'voucher (no charge)' };

export function receiptMail(
  ctx: MailContext,
  to: Recipient,
  purchase: {
    subscriptionId: number;
    planName: string;
    price: string;
    currency: string;
    method: keyof typeof METHOD_LABELS;
    reference: string | null;
    start: Date;
    expiry: Date;
  },
): MailMessage {
  return message(to, withBrand(messages.receiptSubject, ctx.brand), [
    `Hello ${to.firstName},`,
    `Thank you for your purchase. This is your receipt.`,
    '',
    `Subscription: ${purchase.planName} (number ${purchase.subscriptionId})`,
    `Paid: ${purchase.price} ${purchase.currency} by ${METHOD_LABELS[purchase.method]}`,
    ...(purchase.reference ? [`Payment reference: ${purchase.reference}`] : []),
    `Starts: ${displayDate(purchase.start)}`,
    `Expires: ${displayDate(purchase.expiry)}`,
    '',
    `Your subscriptions: ${ctx.publicUrl.replace(/\/+$/, '')}/subscriptions`,
  ]);
}

export function reminderMail(
  ctx: MailContext,
  to: Recipient,
  reminder: { planName: string; expiry: Date; days: number },
): MailMessage {
  const when = reminder.days === 1 ? 'tomorrow' : `in ${reminder.days} days`;
  return message(to, withBrand(messages.reminderSubject, ctx.brand), [
    `Hello ${to.firstName},`,
    `Your ${ctx.brand} subscription (${reminder.planName}) expires ${when}, on ${displayDate(reminder.expiry)}.`,
    'It does not renew by itself: to keep studying, buy a new subscription before then.',
    '',
    `${ctx.publicUrl.replace(/\/+$/, '')}/subscriptions`,
  ]);
}
