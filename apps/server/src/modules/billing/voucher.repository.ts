// The only code that reads vouchers and counts their uses.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions, voucherSubscriptionTypes, vouchers } from '../../db/schema/index.ts';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherRepository = ReturnType<typeof createVoucherRepository>;

export function createVoucherRepository(db: Db) {
  return {
    /** A voucher by its code, compared case-insensitively as the unique index does. */
    async findByCode(code: string): Promise<VoucherRow | null> {
      const [row] = await db
        .select()
        .from(vouchers)
        .where(sql`lower(${vouchers.code}) = lower(${code})`)
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<VoucherRow | null> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
      return row ?? null;
    },

    async appliesTo(voucherId: number, subscriptionTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: voucherSubscriptionTypes.voucherId })
        .from(voucherSubscriptionTypes)
        .where(
          and(
            eq(voucherSubscriptionTypes.voucherId, voucherId),
            eq(voucherSubscriptionTypes.subscriptionTypeId, subscriptionTypeId),
          ),
        );
      return row !== undefined;
    },

    /** Holds the voucher's row until the transaction ends, so its uses are counted one at a time. */
    async lock(voucherId: number): Promise<void> {
      await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.id, voucherId))
        .for('update');
    },

    async countUses(voucherId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(subscriptions)
        .where(eq(subscriptions.voucherId, voucherId));
      return row?.n ?? 0;
    },
  };
}

/**
 * Whether a voucher may be used at this moment (active, already valid, not expired). Uses are
 * counted apart.
 */
export function isVoucherLive(voucher: VoucherRow, now: Date): boolean {
  return (
    voucher.active &&
    (voucher.validFrom === null || voucher.validFrom <= now) &&
    (voucher.expiresAt === null || voucher.expiresAt > now)
  );
}
