// GET /api/admin/audit (admin): the audit log, newest first, filtered by actor, entity and member.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAnswerSchema, auditQuerySchema } from '@osce/shared/schemas/admin';
import type { AuditService } from './audit.service.ts';

export function auditRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit',
      {
        schema: { querystring: auditQuerySchema, response: { 200: auditAnswerSchema } },
        config: { capability: 'audit.read' },
      },
      async (request) => {
        const q = request.query;
        const { entries, nextBefore } = await audit.list({
          ...(q.actor ? { actorUsername: q.actor } : {}),
          ...(q.entity ? { entity: q.entity } : {}),
          ...(q.entity_id ? { entityId: q.entity_id } : {}),
          ...(q.member_id ? { memberId: q.member_id } : {}),
          ...(q.before ? { beforeId: q.before } : {}),
        });
        return {
          entries: entries.map((e) => ({
            id: e.id,
            at: e.at.toISOString(),
            actor: e.actorUsername,
            action: e.action,
            entity: e.entity,
            entity_id: e.entityId,
            member_id: e.memberId,
            before: e.before,
            after: e.after,
            reason: e.reason,
          })),
          next_before: nextBefore,
        };
      },
    );
  };
}
