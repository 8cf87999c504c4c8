// The billing domain's part of the catalogue: the subscription types sold in each country.
import { createSubscriptionTypeCatalogueRepository } from '../modules/billing/subscription-type-catalogue.repository.ts';
import type { DomainSeeder } from './seed-context.ts';

export interface BillingSeedReport {
  plans: number;
}

export const seedBilling = (async (tx, catalogue, context) => {
  const repo = createSubscriptionTypeCatalogueRepository(tx);
  let plans = 0;
  for (const [code, list] of Object.entries(catalogue.plans)) {
    const countryId = context.countryId(code, 'subscription-types.yaml');
    for (const [position, p] of (list ?? []).entries()) {
      await repo.upsertSubscriptionType({
        countryId,
        name: p.name,
        cost: p.cost,
        discountedCost: p.discounted_cost,
        length: p.length,
        displayLength: p.display_length,
        description: p.description,
        signup: p.signup,
        plans: p.plans,
        renewable: p.renewable,
        position,
      });
      plans += 1;
    }
  }
  return { plans };
}) satisfies DomainSeeder<BillingSeedReport>;
