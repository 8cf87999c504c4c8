// The only code that reads promotions.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotionSubscriptionTypes, promotions } from '../../db/schema/index.ts';

export type PromotionRow = typeof promotions.$inferSelect & { subscriptionTypeIds: number[] };

export function createPromotionRepository(db: Db) {
  return {
    /** A promotion by slug with the ids of the plans it offers, in order; null when unknown. */
    async findBySlug(slug: string): Promise<PromotionRow | null> {
      const [row] = await db.select().from(promotions).where(eq(promotions.slug, slug)).limit(1);
      if (!row) return null;
      const offers = await db
        .select({
          id: promotionSubscriptionTypes.subscriptionTypeId,
          position: promotionSubscriptionTypes.position,
        })
        .from(promotionSubscriptionTypes)
        .where(eq(promotionSubscriptionTypes.promotionId, row.id));
      offers.sort((a, b) => a.position - b.position || a.id - b.id);
      return { ...row, subscriptionTypeIds: offers.map((o) => o.id) };
    },
  };
}

export function isPromotionLive(promotion: PromotionRow, now: Date): boolean {
  return promotion.active && (promotion.endsAt === null || promotion.endsAt > now);
}
