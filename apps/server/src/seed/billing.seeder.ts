// The billing domain's part of the catalogue: the subscription types sold in each country, the
// vouchers and the promotions that name them.
import { createSubscriptionTypeCatalogueRepository } from '../modules/billing/subscription-type-catalogue.repository.ts';
import type { DomainSeeder } from './seed-context.ts';

export interface BillingSeedReport {
  plans: number;
  vouchers: number;
  promotions: number;
}

export const seedBilling = (async (tx, catalogue, context) => {
  const repo = createSubscriptionTypeCatalogueRepository(tx);
  let plans = 0;
  const planIds = new Map<string, number>();
  const planId = (code: string, name: string, from: string): number => {
    const id = planIds.get(`${code}/${name}`);
    if (id === undefined) {
      throw new Error(
        `${from} names subscription type ${code} "${name}", missing from subscription-types.yaml`,
      );
    }
    return id;
  };
  for (const [code, list] of Object.entries(catalogue.plans)) {
    const countryId = context.countryId(code, 'subscription-types.yaml');
    for (const [position, p] of (list ?? []).entries()) {
      const plan = await repo.upsertSubscriptionType({
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
      planIds.set(`${code}/${p.name}`, plan.id);
      plans += 1;
    }
  }
  for (const voucher of catalogue.vouchers) {
    const ids = Object.entries(voucher.applies_to).flatMap(([code, names]) =>
      (names ?? []).map((name) => planId(code, name, 'vouchers.yaml')),
    );
    await repo.upsertVoucher(
      { code: voucher.code, sign: voucher.sign, discount: voucher.discount },
      ids,
    );
  }
  for (const promotion of catalogue.promotions) {
    const ids = Object.entries(promotion.offers).flatMap(([code, names]) =>
      (names ?? []).map((name) => planId(code, name, 'promotions.yaml')),
    );
    await repo.upsertPromotion({ slug: promotion.slug, name: promotion.name }, ids);
  }
  return { plans, vouchers: catalogue.vouchers.length, promotions: catalogue.promotions.length };
}) satisfies DomainSeeder<BillingSeedReport>;
