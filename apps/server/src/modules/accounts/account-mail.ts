// The e-mails of the accounts domain. Plain text with the link on a line of its own (mail clients
// make it clickable, and the outbox log line can show it on a laptop), plus a simple HTML part.
import { RESET_LINK_MINUTES } from '@osce/shared/constants';
import type { MailMessage } from '../../mail/mailer.ts';

interface MailContext {
  brand: string;
  publicUrl: string;
}

function link(ctx: MailContext, path: string): string {
  return `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(paragraphs: string[], url: string, label: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `${body}<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`;
}

export function activationMail(
  ctx: MailContext,
  to: { email: string; firstName: string },
  code: string,
): MailMessage {
  const url = link(ctx, `/activate/${code}`);
  const lines = [
    `Hello ${to.firstName},`,
    `Thank you for signing up to ${ctx.brand}. Please follow this link to activate your account:`,
  ];
  return {
    to: to.email,
    subject: `Activate your ${ctx.brand} account`,
    text: [...lines, '', url, '', `If you did not sign up, you can ignore this e-mail.`].join('\n'),
    html: html(lines, url, 'Activate my account'),
  };
}

export function resetMail(
  ctx: MailContext,
  to: { email: string; firstName: string },
  code: string,
): MailMessage {
  const url = link(ctx, `/reset-password/${code}`);
  const lines = [
    `Hello ${to.firstName},`,
    `Someone asked to reset the password of your ${ctx.brand} account. This link is valid for ${RESET_LINK_MINUTES} minutes:`,
  ];
  return {
    to: to.email,
    subject: `Reset your ${ctx.brand} password`,
    text: [
      ...lines,
      '',
      url,
      '',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: html(lines, url, 'Choose a new password'),
  };
}
