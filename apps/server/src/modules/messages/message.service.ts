// Contact messages: the captcha is checked first, then spent in the same transaction that stores
// the message, so a request refused for any reason spends nothing. Mail goes out afterwards, from
// the `contact.received` event (contact-mail.subscriber.ts).
import type { ContactMessage } from '@osce/shared/schemas/contact';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { EventBus } from '../../lib/events.ts';
import { createMessageRepository } from './message.repository.ts';

export type MessageService = ReturnType<typeof createMessageService>;

export type SendContactResult = { ok: true; messageId: number } | { ok: false; reason: 'captcha' };

export function createMessageService(deps: { db: Db; captcha: CaptchaService; events: EventBus }) {
  const { db, captcha, events } = deps;

  return {
    async sendContactMessage(input: ContactMessage): Promise<SendContactResult> {
      const checked = await captcha.check(input.captcha);
      if (!checked) return { ok: false, reason: 'captcha' };
      const stored = await withTransaction(db, async (tx) => {
        if (!(await captcha.spend(checked, tx))) return null;
        return createMessageRepository(tx).insert({
          name: input.name,
          email: input.email,
          enquiry: input.enquiry,
          message: input.message,
          reportIssue: input.report_issue,
          issueType: input.report_issue ? (input.issue_type ?? null) : null,
          stationId: input.station_id ?? null,
        });
      });
      if (!stored) return { ok: false, reason: 'captcha' };
      events.emit('contact.received', { messageId: stored.id });
      return { ok: true, messageId: stored.id };
    },
  };
}
