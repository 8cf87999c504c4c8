// The Prices section's calls (docs/admin.md, 'Prices' → 'API'): plans, vouchers and promotions,
// each list fetched again after a save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as Prices from '@osce/shared/schemas/admin-prices';
import { apiGet, apiRequest } from '../../../../lib/api-client';

export const ADMIN_PRICES_KEY = ['admin', 'prices'] as const;

/** Each collection under /admin: what its list holds and what a save of one record sends. */
interface Collections {
  plans: { record: Prices.AdminPlan; body: Prices.AdminPlanUpdate };
  vouchers: { record: Prices.AdminVoucher; body: Prices.AdminVoucherBody };
  promotions: { record: Prices.AdminPromotion; body: Prices.AdminPromotionBody };
}
type Collection = keyof Collections;

/** GET /admin/{collection} answers `{ [collection]: records }`; the hook gives the records. */
function useList<C extends Collection>(collection: C) {
  return useQuery({
    queryKey: [...ADMIN_PRICES_KEY, collection],
    queryFn: ({ signal }) =>
      apiGet<Record<C, Collections[C]['record'][]>>(`/admin/${collection}`, signal),
    select: (answer) => answer[collection],
  });
}

export const useAdminPlans = () => useList('plans');
export const useAdminVouchers = () => useList('vouchers');
export const useAdminPromotions = () => useList('promotions');

/** Saves one record: PUT when it has an id, else POST (plans are only ever changed). */
function useSave<C extends Collection>(collection: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Collections[C]['body'] }) =>
      apiRequest<unknown>(id === null ? `/admin/${collection}` : `/admin/${collection}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRICES_KEY }),
  });
}

export const useSavePlan = () => useSave('plans');
export const useSaveVoucher = () => useSave('vouchers');
export const useSavePromotion = () => useSave('promotions');
