// Writes the plans sold in each country. A plan is matched by its country and name, so loading
// the same catalogue twice refreshes prices and texts instead of adding plans. The seeder and the
// test factories write through here; pass a transaction handle to make several writes one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  promotionSubscriptionTypes,
  promotions,
  subscriptionTypes,
  voucherSubscriptionTypes,
  vouchers,
} from '../../db/schema/index.ts';
import { sanitizeContentHtml } from '../../lib/sanitize.ts';

export type SubscriptionTypeCatalogueRepository = ReturnType<
  typeof createSubscriptionTypeCatalogueRepository
>;

export type NewSubscriptionType = Omit<typeof subscriptionTypes.$inferInsert, 'id'>;

/** On conflict, take the value the insert proposed for this column. */
const proposed = (column: string) => sql.raw(`excluded.${column}`);

export function createSubscriptionTypeCatalogueRepository(db: Db) {
  return {
    async upsertSubscriptionType(values: NewSubscriptionType) {
      // The description is authored HTML shown on the plan cards: cleaned on the way in.
      const row = { ...values, description: sanitizeContentHtml(values.description) };
      const [plan] = await db
        .insert(subscriptionTypes)
        .values(row)
        .onConflictDoUpdate({
          target: [subscriptionTypes.countryId, subscriptionTypes.name],
          // `active` is left out: withdrawing a plan is an administrator's decision that a
          // catalogue refresh must not undo.
          set: {
            cost: proposed('cost'),
            discountedCost: proposed('discounted_cost'),
            length: proposed('length'),
            displayLength: proposed('display_length'),
            description: proposed('description'),
            signup: proposed('signup'),
            plans: proposed('plans'),
            renewable: proposed('renewable'),
            position: proposed('position'),
          },
        })
        .returning();
      if (!plan) throw new Error(`subscription type ${values.name} not written`);
      return plan;
    },

    /** A voucher by code (case-insensitive), with exactly the given plans it applies to. */
    async upsertVoucher(
      values: { code: string; sign: '%' | '$'; discount: number },
      subscriptionTypeIds: number[],
    ) {
      // Matched by the lower-cased code (the unique index); the seed runs in one transaction.
      const [existing] = await db
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(sql`lower(${vouchers.code}) = lower(${values.code})`);
      const [voucher] = existing
        ? await db
            .update(vouchers)
            .set({ sign: values.sign, discount: values.discount })
            .where(eq(vouchers.id, existing.id))
            .returning({ id: vouchers.id })
        : await db.insert(vouchers).values(values).returning({ id: vouchers.id });
      if (!voucher) throw new Error(`voucher ${values.code} not written`);
      await db
        .delete(voucherSubscriptionTypes)
        .where(eq(voucherSubscriptionTypes.voucherId, voucher.id));
      if (subscriptionTypeIds.length > 0) {
        await db
          .insert(voucherSubscriptionTypes)
          .values(
            subscriptionTypeIds.map((id) => ({ voucherId: voucher.id, subscriptionTypeId: id })),
          );
      }
      return voucher;
    },

    /** A promotion by slug, offering exactly the given plans in this order. */
    async upsertPromotion(values: { slug: string; name: string }, subscriptionTypeIds: number[]) {
      const [promotion] = await db
        .insert(promotions)
        .values(values)
        .onConflictDoUpdate({ target: promotions.slug, set: { name: proposed('name') } })
        .returning({ id: promotions.id });
      if (!promotion) throw new Error(`promotion ${values.slug} not written`);
      await db
        .delete(promotionSubscriptionTypes)
        .where(eq(promotionSubscriptionTypes.promotionId, promotion.id));
      if (subscriptionTypeIds.length > 0) {
        await db.insert(promotionSubscriptionTypes).values(
          subscriptionTypeIds.map((id, position) => ({
            promotionId: promotion.id,
            subscriptionTypeId: id,
            position,
          })),
        );
      }
      return promotion;
    },
  };
}
