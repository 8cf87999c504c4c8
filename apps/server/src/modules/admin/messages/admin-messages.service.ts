// The back office's Messages section (docs/admin.md, 'Messages'): list contact messages and station
// reports, reply by e-mail (queued in the outbox in the same transaction as the change and its audit
// entry) and close.
import { ADMIN_MESSAGES_PAGE_SIZE } from '@osce/shared/schemas/admin-messages';
import type { AdminMessageKind, AdminMessageStatus } from '@osce/shared/schemas/admin-messages';
import type { Db } from '../../../db/client.ts';
import { afterCommit, withTransaction } from '../../../db/transaction.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { EventBus } from '../../../lib/events.ts';
import { enqueueMail } from '../../../mail/mail-outbox.ts';
import type { AuditActor, AuditService } from '../audit.service.ts';
import {
  createAdminMessagesRepository,
  type AdminMessageRow,
} from './admin-messages.repository.ts';
import { replyMail } from './reply-mail.ts';

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;

export type MessageWriteResult =
  { ok: true; message: AdminMessageRow } | { ok: false; reason: 'not_found' | 'closed' };

/** What an audit entry keeps of a message: its state, never the sender's text. */
function auditView(m: AdminMessageRow) {
  return { status: m.status, answered_at: m.answeredAt, closed_at: m.closedAt };
}

export function createAdminMessagesService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  audit: AuditService;
  adminEmail: string;
  brand: string;
}) {
  const { db, clock, events, audit } = deps;

  return {
    async list(filter: { status?: AdminMessageStatus; kind?: AdminMessageKind; page: number }) {
      const { rows, total } = await createAdminMessagesRepository(db).list({
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.kind ? { kind: filter.kind } : {}),
        limit: ADMIN_MESSAGES_PAGE_SIZE,
        offset: (filter.page - 1) * ADMIN_MESSAGES_PAGE_SIZE,
      });
      return { rows, total };
    },

    async reply(id: number, text: string, actor: AuditActor): Promise<MessageWriteResult> {
      return withTransaction(db, async (tx) => {
        const repo = createAdminMessagesRepository(tx);
        const before = await repo.lock(id);
        if (!before) return { ok: false, reason: 'not_found' };
        if (before.status === 'closed') return { ok: false, reason: 'closed' };
        const at = clock.now();
        await repo.markAnswered(id, {
          reply: text,
          byId: actor.id,
          byUsername: actor.username,
          at,
        });
        await enqueueMail(
          tx,
          replyMail(before, text, { adminEmail: deps.adminEmail, brand: deps.brand }),
        );
        const after = (await repo.lock(id))!;
        await audit.record(tx, actor, {
          action: 'message.reply',
          entity: 'message',
          entityId: id,
          memberId: before.memberId,
          before: auditView(before),
          after: { ...auditView(after), reply: text },
        });
        afterCommit(tx, () => events.emit('mail.queued', {}));
        return { ok: true, message: after };
      });
    },

    async close(id: number, actor: AuditActor): Promise<MessageWriteResult> {
      return withTransaction(db, async (tx) => {
        const repo = createAdminMessagesRepository(tx);
        const before = await repo.lock(id);
        if (!before) return { ok: false, reason: 'not_found' };
        if (before.status === 'closed') return { ok: false, reason: 'closed' };
        await repo.close(id, clock.now());
        const after = (await repo.lock(id))!;
        await audit.record(tx, actor, {
          action: 'message.close',
          entity: 'message',
          entityId: id,
          memberId: before.memberId,
          before: auditView(before),
          after: auditView(after),
        });
        return { ok: true, message: after };
      });
    },
  };
}
