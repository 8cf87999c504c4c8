// The e-mail a member gets when staff grant them a subscription (docs/admin.md, 'Members and
// money'): plain text plus a simple HTML part, dates as the receipts show them.
import { messages, withBrand } from '@osce/shared/messages';
import type { MailMessage } from '../../../mail/mailer.ts';
import { displayDate } from '../../billing/billing-mail.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function grantMail(
  ctx: { brand: string; publicUrl: string },
  to: { email: string; firstName: string },
  grant: { subscriptionId: number; planName: string; start: Date; expiry: Date },
): MailMessage {
  const lines = [
    `Hello ${to.firstName},`,
    `We have added a subscription to your ${ctx.brand} account, at no charge.`,
    '',
    `Subscription: ${grant.planName} (number ${grant.subscriptionId})`,
    `Starts: ${displayDate(grant.start)}`,
    `Expires: ${displayDate(grant.expiry)}`,
    '',
    `Your subscriptions: ${ctx.publicUrl.replace(/\/+$/, '')}/subscriptions`,
  ];
  return {
    to: to.email,
    subject: withBrand(messages.adminGrantSubject, ctx.brand),
    text: lines.join('\n'),
    html: lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(''),
  };
}
