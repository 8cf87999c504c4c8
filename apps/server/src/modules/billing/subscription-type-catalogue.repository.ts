// Writes the plans sold in each country. A plan is matched by its country and name, so loading
// the same catalogue twice refreshes prices and texts instead of adding plans. The seeder and the
// test factories write through here; pass a transaction handle to make several writes one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptionTypes } from '../../db/schema/index.ts';
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
  };
}
