// E-mails each stored contact message to the administrator. The message is already safe in the
// database, so a mail outage loses nothing: the row keeps emailed_at empty and the administrator
// can still read it.
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createMessageRepository, type ContactMessageRow } from './message.repository.ts';

export function subscribeContactMail(deps: {
  db: Db;
  events: EventBus;
  mailer: Mailer;
  clock: Clock;
  adminEmail: string;
  brand: string;
  log: FastifyBaseLogger;
}): void {
  const { db, events, mailer, clock, adminEmail, brand, log } = deps;
  events.on('contact.received', async ({ messageId }) => {
    const repo = createMessageRepository(db);
    const message = await repo.findById(messageId);
    if (!message) return;
    try {
      await mailer.send(adminCopy(message, adminEmail, brand));
      await repo.markEmailed(message.id, clock.now());
    } catch (err) {
      log.error({ err, contactMessageId: message.id }, 'contact message stored but not e-mailed');
    }
  });
}

function adminCopy(m: ContactMessageRow, adminEmail: string, brand: string) {
  const issueType = m.reportIssue && m.issueType ? CONTACT_ISSUE_TYPE_LABELS[m.issueType] : null;
  return {
    to: adminEmail,
    replyTo: m.email,
    subject: `[${brand}] ${m.reportIssue ? 'Issue report' : 'Contact'}: ${oneLine(m.enquiry)}`,
    text: [
      `From: ${m.name} <${m.email}>`,
      `Enquiry: ${m.enquiry}`,
      ...(issueType ? [`Issue type: ${issueType}`] : []),
      ...(m.stationId ? [`Station: ${m.stationId}`] : []),
      `Message #${m.id}, received ${m.createdAt.toISOString()}`,
      '',
      m.message,
    ].join('\n'),
  };
}

/** Header injection is impossible through nodemailer, but a subject should still be one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 120);
}
