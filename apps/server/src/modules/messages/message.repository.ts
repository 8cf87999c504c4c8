// The only code that touches contact_messages.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type MessageRepository = ReturnType<typeof createMessageRepository>;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createMessageRepository(db: Db) {
  return {
    async insert(message: NewContactMessage): Promise<ContactMessageRow> {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(id: number): Promise<ContactMessageRow | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /** The administrator's copy queued in the mail outbox for this message. */
    async linkMail(id: number, mailId: number) {
      await db.update(contactMessages).set({ mailId }).where(eq(contactMessages.id, id));
    },
  };
}
