// Which plans each public screen offers: the plan cards, the paid sign-up form, the free trial.
import type { SubscriptionType } from '@osce/shared/api';
import { isFreeTrialPlan } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type {
  SubscriptionTypeRepository,
  SubscriptionTypeRow,
} from './subscription-type.repository.ts';

export type SubscriptionTypeService = ReturnType<typeof createSubscriptionTypeService>;

export type PlanList = 'plans' | 'signup' | 'trial';

const filters: Record<PlanList, (row: SubscriptionTypeRow) => boolean> = {
  plans: (row) => row.plans,
  signup: (row) => row.signup && !isFreeTrialPlan(row),
  trial: (row) => isFreeTrialPlan(row),
};

export function presentSubscriptionType(row: SubscriptionTypeRow): SubscriptionType {
  return {
    id: row.id,
    name: row.name,
    cost: row.cost,
    discounted_cost: row.discountedCost,
    currency: row.currency,
    length: row.length,
    display_length: row.displayLength,
    description: row.description,
    // Vouchers arrive with billing; until then no voucher applies to any plan.
    applicable_vouchers: [],
  };
}

export function createSubscriptionTypeService(deps: {
  repo: SubscriptionTypeRepository;
  cache: ResponseCache;
}) {
  return {
    listJson(list: PlanList, country: CountryCode) {
      return deps.cache.get(`subscription_types:${list}:${country}`, async () =>
        (await deps.repo.listActiveForCountry(country))
          .filter(filters[list])
          .map(presentSubscriptionType),
      );
    },
  };
}
