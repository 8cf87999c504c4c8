// The back office's reads and writes of contact_messages (docs/admin.md, 'Messages'). Pass the
// operation's transaction for writes.
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { AdminMessageKind, AdminMessageStatus } from '@osce/shared/schemas/admin-messages';
import type { Db } from '../../../db/client.ts';
import { contactMessages, stations } from '../../../db/schema/index.ts';

const selection = {
  message: contactMessages,
  stationNumber: stations.number,
};

export type AdminMessageRow = typeof contactMessages.$inferSelect & {
  stationNumber: number | null;
};

function flatten(r: {
  message: typeof contactMessages.$inferSelect;
  stationNumber: number | null;
}): AdminMessageRow {
  return { ...r.message, stationNumber: r.stationNumber };
}

export function createAdminMessagesRepository(db: Db) {
  return {
    async list(filter: {
      status?: AdminMessageStatus;
      kind?: AdminMessageKind;
      limit: number;
      offset: number;
    }): Promise<{ rows: AdminMessageRow[]; total: number }> {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(contactMessages.status, filter.status));
      if (filter.kind)
        where.push(eq(contactMessages.reportIssue, filter.kind === 'station_report'));
      const condition = where.length ? and(...where) : undefined;
      const rows = await db
        .select(selection)
        .from(contactMessages)
        .leftJoin(stations, eq(stations.id, contactMessages.stationId))
        .where(condition)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(filter.limit)
        .offset(filter.offset);
      const [total] = await db.select({ n: count() }).from(contactMessages).where(condition);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    /** One message, its row held until the transaction ends (replies and closes one at a time). */
    async lock(id: number): Promise<AdminMessageRow | null> {
      const [row] = await db
        .select(selection)
        .from(contactMessages)
        .leftJoin(stations, eq(stations.id, contactMessages.stationId))
        .where(eq(contactMessages.id, id))
        .for('update', { of: contactMessages });
      return row ? flatten(row) : null;
    },

    async markAnswered(
      id: number,
      values: { reply: string; byId: number; byUsername: string; at: Date },
    ) {
      await db
        .update(contactMessages)
        .set({
          status: 'answered',
          reply: values.reply,
          answeredById: values.byId,
          answeredByUsername: values.byUsername,
          answeredAt: values.at,
        })
        .where(and(eq(contactMessages.id, id), ne(contactMessages.status, 'closed')));
    },

    async close(id: number, at: Date) {
      await db
        .update(contactMessages)
        .set({ status: 'closed', closedAt: at })
        .where(and(eq(contactMessages.id, id), ne(contactMessages.status, 'closed')));
    },
  };
}
