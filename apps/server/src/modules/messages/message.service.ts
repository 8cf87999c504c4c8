// Contact messages: checked, stored, then e-mailed to the administrator.
import type { FastifyBaseLogger } from 'fastify';
import { CONTACT_ISSUE_TYPE_LABELS } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import type { ContactMessage } from '@osce/shared/schemas/contact';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MessageRepository } from './message.repository.ts';

export type MessageService = ReturnType<typeof createMessageService>;

export function createMessageService(deps: {
  repo: MessageRepository;
  captcha: CaptchaService;
  mailer: Mailer;
  adminEmail: string;
  brand: string;
  log: FastifyBaseLogger;
}) {
  const { repo, captcha, mailer, adminEmail, brand, log } = deps;

  return {
    async sendContactMessage(input: ContactMessage): Promise<{ success: true; message: string }> {
      await captcha.consume(input.captcha);
      const stored = await repo.insert({
        name: input.name,
        email: input.email,
        enquiry: input.enquiry,
        message: input.message,
        reportIssue: input.report_issue,
        issueType: input.report_issue ? (input.issue_type ?? null) : null,
        stationId: input.station_id ?? null,
      });
      // The message is safe in the database before we try the mail server, so a mail outage
      // loses nothing: the row keeps emailed_at empty and the administrator can still read it.
      try {
        await mailer.send({
          to: adminEmail,
          replyTo: input.email,
          subject: `[${brand}] ${input.report_issue ? 'Issue report' : 'Contact'}: ${oneLine(input.enquiry)}`,
          text: [
            `From: ${input.name} <${input.email}>`,
            `Enquiry: ${input.enquiry}`,
            ...(input.report_issue && input.issue_type
              ? [`Issue type: ${CONTACT_ISSUE_TYPE_LABELS[input.issue_type]}`]
              : []),
            ...(input.station_id ? [`Station: ${input.station_id}`] : []),
            `Message #${stored.id}, received ${stored.createdAt.toISOString()}`,
            '',
            input.message,
          ].join('\n'),
        });
        await repo.markEmailed(stored.id);
      } catch (err) {
        log.error({ err, contactMessageId: stored.id }, 'contact message stored but not e-mailed');
      }
      return { success: true, message: messages.contactSent };
    },
  };
}

/** Header injection is impossible through nodemailer, but a subject should still be one line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').slice(0, 120);
}
