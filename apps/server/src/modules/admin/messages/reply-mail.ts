// The e-mail a staff reply sends to a message's sender (docs/admin.md, 'Messages'): the reply, then
// the sender's message quoted. Replies to it reach the administrator's address.
import { inboxMessages } from '@osce/shared/admin/inbox-prices-messages';
import type { MailMessage } from '../../../mail/mailer.ts';
import type { AdminMessageRow } from './admin-messages.repository.ts';

export function replyMail(
  m: AdminMessageRow,
  reply: string,
  opts: { adminEmail: string; brand: string },
): MailMessage {
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: m.email,
    replyTo: opts.adminEmail,
    subject: `Re: [${opts.brand}] ${m.enquiry.replace(/\s+/g, ' ').slice(0, 120)}`,
    text: [
      inboxMessages.replyGreeting.replace('{name}', m.name),
      '',
      reply,
      '',
      '',
      inboxMessages.replyQuoteIntro.replace('{date}', m.createdAt.toISOString().slice(0, 10)),
      quoted,
      '',
      `${opts.brand}`,
    ].join('\n'),
  };
}
