// The only code that reads the subscription_types table (with the vouchers that apply to each).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  countries,
  subscriptionTypes,
  voucherSubscriptionTypes,
  vouchers,
} from '../../db/schema/index.ts';

export type SubscriptionTypeRow = typeof subscriptionTypes.$inferSelect & {
  currency: string;
  countryCode: string;
  /** Ids of the active vouchers that may be used with this type. */
  applicableVouchers: number[];
};
export type SubscriptionTypeRepository = ReturnType<typeof createSubscriptionTypeRepository>;

export function createSubscriptionTypeRepository(db: Db) {
  async function withVouchers(
    rows: { type: typeof subscriptionTypes.$inferSelect; currency: string; countryCode: string }[],
  ): Promise<SubscriptionTypeRow[]> {
    if (rows.length === 0) return [];
    const links = await db
      .select({
        typeId: voucherSubscriptionTypes.subscriptionTypeId,
        voucherId: voucherSubscriptionTypes.voucherId,
      })
      .from(voucherSubscriptionTypes)
      .innerJoin(vouchers, eq(vouchers.id, voucherSubscriptionTypes.voucherId))
      .where(
        and(
          inArray(
            voucherSubscriptionTypes.subscriptionTypeId,
            rows.map((r) => r.type.id),
          ),
          eq(vouchers.active, true),
        ),
      )
      .orderBy(asc(voucherSubscriptionTypes.voucherId));
    return rows.map((r) => ({
      ...r.type,
      currency: r.currency,
      countryCode: r.countryCode,
      applicableVouchers: links.filter((l) => l.typeId === r.type.id).map((l) => l.voucherId),
    }));
  }

  const selection = {
    type: subscriptionTypes,
    // A plan's own currency (set in the back office), else its country's.
    currency: sql<string>`coalesce(${subscriptionTypes.currency}, ${countries.currency})`,
    countryCode: countries.code,
  };

  return {
    /** Active types sold in a country, in display order. */
    async listActiveForCountry(countryCode: string): Promise<SubscriptionTypeRow[]> {
      const rows = await db
        .select(selection)
        .from(subscriptionTypes)
        .innerJoin(countries, eq(countries.id, subscriptionTypes.countryId))
        .where(and(eq(countries.code, countryCode), eq(subscriptionTypes.active, true)))
        .orderBy(asc(subscriptionTypes.position), asc(subscriptionTypes.id));
      return withVouchers(rows);
    },

    /** One active type by id, or null. */
    async findActive(id: number): Promise<SubscriptionTypeRow | null> {
      const rows = await db
        .select(selection)
        .from(subscriptionTypes)
        .innerJoin(countries, eq(countries.id, subscriptionTypes.countryId))
        .where(and(eq(subscriptionTypes.id, id), eq(subscriptionTypes.active, true)));
      return (await withVouchers(rows))[0] ?? null;
    },
  };
}
