// Recording and reading the audit log (docs/admin.md, 'Audit'). Every admin write calls `record`
// with its own transaction, so the entry and the change commit together or not at all.
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAuditRepository, type AuditActor, type AuditEntry } from './audit.repository.ts';

export type { AuditActor, AuditEntry };
export type AuditService = ReturnType<typeof createAuditService>;

const PAGE = 50;

export function createAuditService(deps: { db: Db; clock: Clock }) {
  return {
    /** Records one staff write inside `tx`, the write's own transaction. */
    record(tx: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
      return createAuditRepository(tx).record(actor, entry, deps.clock.now());
    },

    async list(filter: {
      actorUsername?: string;
      entity?: AuditEntry['entity'];
      entityId?: string;
      memberId?: number;
      beforeId?: number;
    }) {
      const rows = await createAuditRepository(deps.db).list({ ...filter, limit: PAGE + 1 });
      const page = rows.slice(0, PAGE);
      return { entries: page, nextBefore: rows.length > PAGE ? page.at(-1)!.id : null };
    },
  };
}
