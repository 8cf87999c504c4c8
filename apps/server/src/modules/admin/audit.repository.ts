// The only code that writes and reads the audit log (docs/admin.md, 'Audit'). Entries are only
// ever inserted: nothing here updates or deletes one.
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_REDACTED_KEYS, type AuditEntity } from '@osce/shared/admin/audit';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditEntry {
  /** `entity.verb`, e.g. `subscription.grant`. */
  action: string;
  entity: AuditEntity;
  entityId?: string | number | null;
  memberId?: number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const REDACTED = new Set<string>(AUDIT_REDACTED_KEYS);

/** A copy of `value` with every secret-bearing key replaced, at any depth; Dates as ISO strings. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      REDACTED.has(key) ? '[redacted]' : redact(v),
    ]),
  );
}

export function createAuditRepository(db: Db) {
  return {
    /** Records one staff write; pass the write's own transaction, so both commit or neither. */
    async record(actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
      await db.insert(auditLog).values({
        at,
        actorId: actor.id,
        actorUsername: actor.username,
        action: entry.action,
        entity: entry.entity,
        entityId:
          entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        memberId: entry.memberId ?? null,
        before: redact(entry.before),
        after: redact(entry.after),
        reason: entry.reason ?? null,
      });
    },

    /** Newest first, filtered; `beforeId` pages on. */
    async list(filter: {
      actorUsername?: string;
      entity?: AuditEntity;
      entityId?: string;
      memberId?: number;
      beforeId?: number;
      limit: number;
    }) {
      const where: SQL[] = [];
      if (filter.actorUsername !== undefined) {
        where.push(sql`lower(${auditLog.actorUsername}) = lower(${filter.actorUsername})`);
      }
      if (filter.entity !== undefined) where.push(eq(auditLog.entity, filter.entity));
      if (filter.entityId !== undefined) where.push(eq(auditLog.entityId, filter.entityId));
      if (filter.memberId !== undefined) where.push(eq(auditLog.memberId, filter.memberId));
      if (filter.beforeId !== undefined) where.push(lt(auditLog.id, filter.beforeId));
      return db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
