// The only code that touches staff_totp, staff_recovery_codes and staff_login_tickets
// (docs/admin.md, 'Second factor').
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  appSecrets,
  staffLoginTickets,
  staffRecoveryCodes,
  staffTotp,
  users,
  type StaffTicketPurpose,
} from '../../../db/schema/index.ts';

export function createSecurityRepository(db: Db) {
  return {
    async account(userId: number) {
      const [row] = await db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** The member's TOTP row; `lock` holds it for the transaction (one code accepted at a time). */
    async totp(userId: number, lock = false) {
      const query = db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
      const [row] = await (lock ? query.for('update') : query);
      return row ?? null;
    },

    /** A new secret waiting for its first code; replaces one that was waiting. */
    async savePending(userId: number, secret: string, now: Date): Promise<void> {
      await db
        .insert(staffTotp)
        .values({ userId, secret, createdAt: now })
        .onConflictDoUpdate({
          target: staffTotp.userId,
          set: { secret, enabledAt: null, lastStep: null, createdAt: now },
        });
    },

    async enable(userId: number, step: number, now: Date): Promise<void> {
      await db
        .update(staffTotp)
        .set({ enabledAt: now, lastStep: step })
        .where(eq(staffTotp.userId, userId));
    },

    async setLastStep(userId: number, step: number): Promise<void> {
      await db.update(staffTotp).set({ lastStep: step }).where(eq(staffTotp.userId, userId));
    },

    /** Turns the second factor off: the secret and every recovery code go. */
    async remove(userId: number): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await db.delete(staffTotp).where(eq(staffTotp.userId, userId));
    },

    /** Replaces the member's recovery codes with these hashes. */
    async replaceRecoveryCodes(userId: number, hashes: string[], now: Date): Promise<void> {
      await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
      await db
        .insert(staffRecoveryCodes)
        .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
    },

    /** Spends an unused recovery code; false when there is none with this hash. */
    async spendRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.userId, userId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return spent.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async createTicket(ticket: {
      tokenHash: string;
      userId: number;
      purpose: StaffTicketPurpose;
      clearOtherSessions: boolean;
      expiresAt: Date;
      now: Date;
    }): Promise<void> {
      // The member's stale tickets go first, so they do not pile up.
      await db
        .delete(staffLoginTickets)
        .where(
          and(
            eq(staffLoginTickets.userId, ticket.userId),
            lt(staffLoginTickets.expiresAt, ticket.now),
          ),
        );
      await db.insert(staffLoginTickets).values({
        tokenHash: ticket.tokenHash,
        userId: ticket.userId,
        purpose: ticket.purpose,
        clearOtherSessions: ticket.clearOtherSessions,
        expiresAt: ticket.expiresAt,
        createdAt: ticket.now,
      });
    },

    /** The ticket, held for the transaction, so two tries with it run one after the other. */
    async lockTicket(tokenHash: string) {
      const [row] = await db
        .select()
        .from(staffLoginTickets)
        .where(eq(staffLoginTickets.tokenHash, tokenHash))
        .for('update');
      return row ?? null;
    },

    async countAttempt(tokenHash: string, attempts: number): Promise<void> {
      await db
        .update(staffLoginTickets)
        .set({ attempts })
        .where(eq(staffLoginTickets.tokenHash, tokenHash));
    },

    async deleteTicket(tokenHash: string): Promise<void> {
      await db.delete(staffLoginTickets).where(eq(staffLoginTickets.tokenHash, tokenHash));
    },

    /** The value stored under `name`, stored first when absent (the first writer wins). */
    async getOrCreateSecret(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
      if (!row) throw new Error(`secret ${name} not stored`);
      return row.value;
    },
  };
}
