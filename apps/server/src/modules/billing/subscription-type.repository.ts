// The only code that reads the subscription_types table.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, subscriptionTypes } from '../../db/schema/index.ts';

export type SubscriptionTypeRow = typeof subscriptionTypes.$inferSelect & { currency: string };
export type SubscriptionTypeRepository = ReturnType<typeof createSubscriptionTypeRepository>;

export function createSubscriptionTypeRepository(db: Db) {
  return {
    /** Active types sold in a country, in display order. */
    async listActiveForCountry(countryCode: string): Promise<SubscriptionTypeRow[]> {
      const rows = await db
        .select({ type: subscriptionTypes, currency: countries.currency })
        .from(subscriptionTypes)
        .innerJoin(countries, eq(countries.id, subscriptionTypes.countryId))
        .where(and(eq(countries.code, countryCode), eq(subscriptionTypes.active, true)))
        .orderBy(asc(subscriptionTypes.position), asc(subscriptionTypes.id));
      return rows.map((r) => ({ ...r.type, currency: r.currency }));
    },
  };
}
