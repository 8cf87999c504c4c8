// The plans the Grant dialog offers (docs/admin.md, 'Members and money' → 'Screens'): the back
// office's own list (GET /api/admin/plans, prices.edit) for a role that may read it, else the
// public list the sign-up offers. Support staff may grant but not read prices, so they get the
// public list; so does an admin if the plan list is not there.
import { useQuery } from '@tanstack/react-query';
import { CURRENT_COUNTRY } from '@osce/shared/countries';
import { apiGet, isApiError } from '../../../../lib/api-client';
import { useCan } from '../../api/admin-me';
import type { GrantablePlan } from './member-types';

interface AdminPlan extends GrantablePlan {
  active?: boolean;
}

function publicPlans(signal: AbortSignal): Promise<GrantablePlan[]> {
  return apiGet<GrantablePlan[]>(`/subscription_types/signup?country=${CURRENT_COUNTRY}`, signal);
}

export async function fetchGrantablePlans(
  canReadPrices: boolean,
  signal: AbortSignal,
): Promise<GrantablePlan[]> {
  if (!canReadPrices) return publicPlans(signal);
  try {
    const answer = await apiGet<AdminPlan[] | { plans: AdminPlan[] }>('/admin/plans', signal);
    const plans = Array.isArray(answer) ? answer : answer.plans;
    return plans.filter((plan) => plan.active !== false);
  } catch (error) {
    if (isApiError(error) && (error.status === 403 || error.status === 404)) {
      return publicPlans(signal);
    }
    throw error;
  }
}

export function useGrantablePlans(enabled: boolean) {
  const canReadPrices = useCan('prices.edit');
  return useQuery({
    queryKey: ['admin', 'grantable-plans', canReadPrices],
    queryFn: ({ signal }) => fetchGrantablePlans(canReadPrices, signal),
    enabled,
    staleTime: 60_000,
  });
}
