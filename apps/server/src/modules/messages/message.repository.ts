// The only code that touches contact_messages.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type MessageRepository = ReturnType<typeof createMessageRepository>;
export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createMessageRepository(db: Db) {
  return {
    async insert(message: NewContactMessage) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async markEmailed(id: number) {
      await db
        .update(contactMessages)
        .set({ emailedAt: new Date() })
        .where(eq(contactMessages.id, id));
    },
  };
}
