// POST /api/apply_voucher: a typed code checked against the chosen plan.
import { useMutation } from '@tanstack/react-query';
import type { ApplyVoucherAnswer } from '@osce/shared/api';
import { apiPost } from '../lib/api-client';

export interface ApplyVoucherRequest {
  voucher: string;
  subscription_type_id: number | null;
}

export function applyVoucher(request: ApplyVoucherRequest): Promise<ApplyVoucherAnswer> {
  return apiPost<ApplyVoucherAnswer>('/apply_voucher', request);
}

export function useApplyVoucher() {
  return useMutation({ mutationFn: applyVoucher });
}
