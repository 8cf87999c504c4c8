// Contact messages: the captcha is checked first, then spent in the same transaction that stores
// the message and queues the administrator's copy in the mail outbox, so a request refused for any
// reason spends nothing, and a message answered "sent" is both kept and, through the outbox's
// retries, e-mailed (docs/operating.md, 'E-mail').
import type { ContactMessage } from '@osce/shared/schemas/contact';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { adminCopy } from './contact-mail.ts';
import { createMessageRepository } from './message.repository.ts';

export type MessageService = ReturnType<typeof createMessageService>;

export type SendContactResult = { ok: true; messageId: number } | { ok: false; reason: 'captcha' };

export function createMessageService(deps: {
  db: Db;
  captcha: CaptchaService;
  events: EventBus;
  /** Where the administrator's copies go, and the brand their subject starts with. */
  adminEmail: string;
  brand: string;
}) {
  const { db, captcha, events, adminEmail, brand } = deps;

  return {
    /** `memberId`: the signed-in sender (the member's form and station reports), kept with it. */
    async sendContactMessage(
      input: ContactMessage,
      memberId: number | null = null,
    ): Promise<SendContactResult> {
      const checked = await captcha.check(input.captcha);
      if (!checked) return { ok: false, reason: 'captcha' };
      const stored = await withTransaction(db, async (tx) => {
        if (!(await captcha.spend(checked, tx))) return null;
        const repo = createMessageRepository(tx);
        const message = await repo.insert({
          name: input.name,
          email: input.email,
          enquiry: input.enquiry,
          message: input.message,
          reportIssue: input.report_issue,
          issueType: input.report_issue ? (input.issue_type ?? null) : null,
          stationId: input.station_id ?? null,
          memberId,
        });
        const mailId = await enqueueMail(tx, adminCopy(message, adminEmail, brand));
        await repo.linkMail(message.id, mailId);
        return message;
      });
      if (!stored) return { ok: false, reason: 'captcha' };
      events.emit('mail.queued', {});
      events.emit('contact.received', { messageId: stored.id });
      return { ok: true, messageId: stored.id };
    },
  };
}
