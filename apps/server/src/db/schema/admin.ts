// The back office's own records (docs/admin.md). The audit log: one row per staff write, written in
// the write's own transaction, so an entry exists exactly when the change does. The API offers no
// way to change or delete an entry.
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ENTITIES } from '@osce/shared/admin/audit';
import { users } from './accounts.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The staff member who acted; their username is kept too, so the entry outlives the account. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorUsername: text('actor_username').notNull(),
    /** What was done, as `entity.verb` (e.g. `subscription.grant`, `station.update`). */
    action: text('action').notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id'),
    /** The member the entry concerns, if any. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_member_idx').on(t.memberId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);
