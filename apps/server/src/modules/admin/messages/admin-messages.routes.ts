// GET /api/admin/messages, POST /api/admin/messages/{id}/reply and /close (messages.manage;
// docs/admin.md, 'Messages').
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxMessages } from '@osce/shared/admin/inbox-prices-messages';
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  adminMessageAnswerSchema,
  adminMessageReplySchema,
  adminMessagesAnswerSchema,
  adminMessagesQuerySchema,
  type AdminMessage,
} from '@osce/shared/schemas/admin-messages';
import { recordIdParam } from '@osce/shared/schemas/id';
import { HttpError } from '../../../lib/http-error.ts';
import type { AdminMessageRow } from './admin-messages.repository.ts';
import type { AdminMessagesService, MessageWriteResult } from './admin-messages.service.ts';

const idParams = z.object({ id: recordIdParam() });

export function presentAdminMessage(m: AdminMessageRow): AdminMessage {
  return {
    id: m.id,
    kind: m.reportIssue ? 'station_report' : 'contact',
    name: m.name,
    email: m.email,
    member_id: m.memberId,
    station_number: m.stationNumber,
    station_id: m.stationId,
    issue_type: m.issueType,
    subject: m.enquiry,
    message: m.message,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    reply: m.reply,
    answered_by: m.answeredByUsername,
    answered_at: m.answeredAt?.toISOString() ?? null,
    closed_at: m.closedAt?.toISOString() ?? null,
  };
}

function answer(result: MessageWriteResult, closedText: string) {
  if (!result.ok) {
    if (result.reason === 'not_found') throw new HttpError(404, inboxMessages.notFound);
    throw new HttpError(409, closedText);
  }
  return { message: presentAdminMessage(result.message) };
}

export function adminMessagesRoutes(service: AdminMessagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messages',
      {
        schema: {
          querystring: adminMessagesQuerySchema,
          response: { 200: adminMessagesAnswerSchema },
        },
        config: { capability: 'messages.manage' },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const { rows, total } = await service.list({
          ...(request.query.status ? { status: request.query.status } : {}),
          ...(request.query.kind ? { kind: request.query.kind } : {}),
          page,
        });
        return {
          messages: rows.map(presentAdminMessage),
          total,
          page,
          page_size: ADMIN_MESSAGES_PAGE_SIZE,
        };
      },
    );

    app.post(
      '/messages/:id/reply',
      {
        schema: {
          params: idParams,
          body: adminMessageReplySchema,
          response: { 200: adminMessageAnswerSchema },
        },
        config: { capability: 'messages.manage' },
      },
      async (request) => {
        const user = request.user!;
        const result = await service.reply(request.params.id, request.body.text, {
          id: user.id,
          username: user.username,
        });
        return answer(result, inboxMessages.closedCannotReply);
      },
    );

    app.post(
      '/messages/:id/close',
      {
        schema: { params: idParams, response: { 200: adminMessageAnswerSchema } },
        config: { capability: 'messages.manage' },
      },
      async (request) => {
        const user = request.user!;
        const result = await service.close(request.params.id, {
          id: user.id,
          username: user.username,
        });
        return answer(result, inboxMessages.alreadyClosed);
      },
    );
  };
}
