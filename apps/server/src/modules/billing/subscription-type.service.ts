// Which plans each public screen offers: the plan cards, the paid sign-up form, the free trial.
import { isFreeTrialPlan } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import type {
  SubscriptionTypeRepository,
  SubscriptionTypeRow,
} from './subscription-type.repository.ts';

export type SubscriptionTypeService = ReturnType<typeof createSubscriptionTypeService>;

/** `renewable`: what a signed-in member may buy again (GET /subscription_types/renewable). */
export type PlanList = 'plans' | 'signup' | 'trial' | 'renewable';

const filters: Record<PlanList, (row: SubscriptionTypeRow) => boolean> = {
  plans: (row) => row.plans,
  signup: (row) => row.signup && !isFreeTrialPlan(row),
  trial: (row) => isFreeTrialPlan(row),
  renewable: (row) => row.renewable && !isFreeTrialPlan(row),
};

export function createSubscriptionTypeService(deps: { repo: SubscriptionTypeRepository }) {
  return {
    async list(list: PlanList, country: CountryCode): Promise<SubscriptionTypeRow[]> {
      return (await deps.repo.listActiveForCountry(country)).filter(filters[list]);
    },
  };
}
