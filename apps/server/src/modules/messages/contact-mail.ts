// The administrator's copy of a contact or issue-report message. It is queued in the mail outbox in
// the transaction that stores the message (message.service.ts), so a mail outage or a restart
// loses nothing: the outbox retries it until the mail server takes it.
import { CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import type { MailMessage } from '../../mail/mailer.ts';
import type { ContactMessageRow } from './message.repository.ts';

/** The administrator's copy of a stored message; replies go to the sender. */
export function adminCopy(m: ContactMessageRow, adminEmail: string, brand: string): MailMessage {
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
