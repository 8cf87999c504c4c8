// The back office's reads and writes of plans (subscription_types), vouchers and promotions
// (docs/admin.md, 'Prices'). Pass the operation's transaction for writes.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  countries,
  promotionSubscriptionTypes,
  promotions,
  subscriptionTypes,
  subscriptions,
  voucherSubscriptionTypes,
  vouchers,
} from '../../../db/schema/index.ts';

export type AdminPlanRow = typeof subscriptionTypes.$inferSelect & {
  countryCode: string;
  effectiveCurrency: string;
  subscriptionCount: number;
};
export type AdminVoucherRow = typeof vouchers.$inferSelect & {
  subscriptionTypeIds: number[];
  uses: number;
};
export type AdminPromotionRow = typeof promotions.$inferSelect & { subscriptionTypeIds: number[] };

export type PlanWrite = Pick<
  typeof subscriptionTypes.$inferInsert,
  | 'cost'
  | 'discountedCost'
  | 'currency'
  | 'length'
  | 'displayLength'
  | 'signup'
  | 'renewable'
  | 'active'
>;
export type VoucherWrite = Pick<
  typeof vouchers.$inferInsert,
  'code' | 'sign' | 'discount' | 'validFrom' | 'expiresAt' | 'maxUses' | 'active'
>;
export type PromotionWrite = Pick<
  typeof promotions.$inferInsert,
  'slug' | 'name' | 'active' | 'endsAt'
>;

export function createAdminPricesRepository(db: Db) {
  async function plans(where?: ReturnType<typeof eq>): Promise<AdminPlanRow[]> {
    const used = db
      .select({ typeId: subscriptions.subscriptionTypeId, n: count().as('n') })
      .from(subscriptions)
      .groupBy(subscriptions.subscriptionTypeId)
      .as('used');
    const rows = await db
      .select({
        type: subscriptionTypes,
        countryCode: countries.code,
        effectiveCurrency: sql<string>`coalesce(${subscriptionTypes.currency}, ${countries.currency})`,
        n: sql<number>`coalesce(${used.n}, 0)`.mapWith(Number),
      })
      .from(subscriptionTypes)
      .innerJoin(countries, eq(countries.id, subscriptionTypes.countryId))
      .leftJoin(used, eq(used.typeId, subscriptionTypes.id))
      .where(where)
      .orderBy(asc(countries.position), asc(subscriptionTypes.position), asc(subscriptionTypes.id));
    return rows.map((r) => ({
      ...r.type,
      countryCode: r.countryCode,
      effectiveCurrency: r.effectiveCurrency,
      subscriptionCount: r.n,
    }));
  }

  async function voucherLinks(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        voucherId: voucherSubscriptionTypes.voucherId,
        typeId: voucherSubscriptionTypes.subscriptionTypeId,
      })
      .from(voucherSubscriptionTypes)
      .where(inArray(voucherSubscriptionTypes.voucherId, ids))
      .orderBy(asc(voucherSubscriptionTypes.subscriptionTypeId));
  }

  async function voucherUses(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({ voucherId: subscriptions.voucherId, n: count() })
      .from(subscriptions)
      .where(inArray(subscriptions.voucherId, ids))
      .groupBy(subscriptions.voucherId);
  }

  async function withVoucherDetails(
    rows: (typeof vouchers.$inferSelect)[],
  ): Promise<AdminVoucherRow[]> {
    const ids = rows.map((r) => r.id);
    const [links, uses] = [await voucherLinks(ids), await voucherUses(ids)];
    return rows.map((r) => ({
      ...r,
      subscriptionTypeIds: links.filter((l) => l.voucherId === r.id).map((l) => l.typeId),
      uses: uses.find((u) => u.voucherId === r.id)?.n ?? 0,
    }));
  }

  async function withOffers(
    rows: (typeof promotions.$inferSelect)[],
  ): Promise<AdminPromotionRow[]> {
    if (rows.length === 0) return [];
    const offers = await db
      .select({
        promotionId: promotionSubscriptionTypes.promotionId,
        typeId: promotionSubscriptionTypes.subscriptionTypeId,
        position: promotionSubscriptionTypes.position,
      })
      .from(promotionSubscriptionTypes)
      .where(
        inArray(
          promotionSubscriptionTypes.promotionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(
        asc(promotionSubscriptionTypes.position),
        asc(promotionSubscriptionTypes.subscriptionTypeId),
      );
    return rows.map((r) => ({
      ...r,
      subscriptionTypeIds: offers.filter((o) => o.promotionId === r.id).map((o) => o.typeId),
    }));
  }

  return {
    listPlans: () => plans(),

    async findPlan(id: number): Promise<AdminPlanRow | null> {
      return (await plans(eq(subscriptionTypes.id, id)))[0] ?? null;
    },

    /** Holds the plan's row until the transaction ends. */
    async lockPlan(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptionTypes.id })
        .from(subscriptionTypes)
        .where(eq(subscriptionTypes.id, id))
        .for('update');
      return rows.length > 0;
    },

    async updatePlan(id: number, values: PlanWrite) {
      await db.update(subscriptionTypes).set(values).where(eq(subscriptionTypes.id, id));
    },

    /** Which of these plan ids exist. */
    async existingPlanIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: subscriptionTypes.id })
        .from(subscriptionTypes)
        .where(inArray(subscriptionTypes.id, ids));
      return rows.map((r) => r.id);
    },

    async listVouchers(): Promise<AdminVoucherRow[]> {
      const rows = await db.select().from(vouchers).orderBy(asc(vouchers.code), asc(vouchers.id));
      return withVoucherDetails(rows);
    },

    async findVoucher(id: number, lock = false): Promise<AdminVoucherRow | null> {
      const query = db.select().from(vouchers).where(eq(vouchers.id, id));
      const rows = lock ? await query.for('update') : await query;
      return (await withVoucherDetails(rows))[0] ?? null;
    },

    /** Another voucher's id with this code (compared as the unique index does), or null. */
    async voucherWithCode(code: string): Promise<number | null> {
      const [row] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(sql`lower(${vouchers.code}) = lower(${code})`);
      return row?.id ?? null;
    },

    async insertVoucher(values: VoucherWrite): Promise<number> {
      const [row] = await db.insert(vouchers).values(values).returning({ id: vouchers.id });
      if (!row) throw new Error('voucher not written');
      return row.id;
    },

    async updateVoucher(id: number, values: VoucherWrite) {
      await db.update(vouchers).set(values).where(eq(vouchers.id, id));
    },

    async setVoucherPlans(id: number, typeIds: number[]) {
      await db.delete(voucherSubscriptionTypes).where(eq(voucherSubscriptionTypes.voucherId, id));
      if (typeIds.length > 0) {
        await db
          .insert(voucherSubscriptionTypes)
          .values(typeIds.map((typeId) => ({ voucherId: id, subscriptionTypeId: typeId })));
      }
    },

    async listPromotions(): Promise<AdminPromotionRow[]> {
      const rows = await db.select().from(promotions).orderBy(asc(promotions.slug));
      return withOffers(rows);
    },

    async findPromotion(id: number, lock = false): Promise<AdminPromotionRow | null> {
      const query = db.select().from(promotions).where(eq(promotions.id, id));
      const rows = lock ? await query.for('update') : await query;
      return (await withOffers(rows))[0] ?? null;
    },

    async promotionWithSlug(slug: string): Promise<number | null> {
      const [row] = await db
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.slug, slug));
      return row?.id ?? null;
    },

    async insertPromotion(values: PromotionWrite): Promise<number> {
      const [row] = await db.insert(promotions).values(values).returning({ id: promotions.id });
      if (!row) throw new Error('promotion not written');
      return row.id;
    },

    async updatePromotion(id: number, values: PromotionWrite) {
      await db.update(promotions).set(values).where(eq(promotions.id, id));
    },

    async setPromotionPlans(id: number, typeIds: number[]) {
      await db
        .delete(promotionSubscriptionTypes)
        .where(eq(promotionSubscriptionTypes.promotionId, id));
      if (typeIds.length > 0) {
        await db.insert(promotionSubscriptionTypes).values(
          typeIds.map((typeId, position) => ({
            promotionId: id,
            subscriptionTypeId: typeId,
            position,
          })),
        );
      }
    },
  };
}
