// The Prices section's calls (docs/admin.md, 'Prices'): plans, vouchers and promotions, each list
// fetched again after a save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPlan,
  AdminPlanUpdate,
  AdminPromotion,
  AdminPromotionBody,
  AdminVoucher,
  AdminVoucherBody,
} from '@osce/shared/schemas/admin-prices';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const ADMIN_PRICES_KEY = ['admin', 'prices'] as const;

export function useAdminPlans() {
  return useQuery({
    queryKey: [...ADMIN_PRICES_KEY, 'plans'],
    queryFn: ({ signal }) => apiGet<{ plans: AdminPlan[] }>('/admin/plans', signal),
    select: (answer) => answer.plans,
  });
}

export function useAdminVouchers() {
  return useQuery({
    queryKey: [...ADMIN_PRICES_KEY, 'vouchers'],
    queryFn: ({ signal }) => apiGet<{ vouchers: AdminVoucher[] }>('/admin/vouchers', signal),
    select: (answer) => answer.vouchers,
  });
}

export function useAdminPromotions() {
  return useQuery({
    queryKey: [...ADMIN_PRICES_KEY, 'promotions'],
    queryFn: ({ signal }) => apiGet<{ promotions: AdminPromotion[] }>('/admin/promotions', signal),
    select: (answer) => answer.promotions,
  });
}

/** Saves one record: PUT when it has an id, else POST (plans are only ever changed). */
function useSave<Body>(collection: 'plans' | 'vouchers' | 'promotions') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
      apiRequest<unknown>(id === null ? `/admin/${collection}` : `/admin/${collection}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRICES_KEY }),
  });
}

export const useSavePlan = () => useSave<AdminPlanUpdate>('plans');
export const useSaveVoucher = () => useSave<AdminVoucherBody>('vouchers');
export const useSavePromotion = () => useSave<AdminPromotionBody>('promotions');
