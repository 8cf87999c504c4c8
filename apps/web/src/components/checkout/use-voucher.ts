// The voucher box's state: the code typed, the voucher the server accepted for it, and its status
// for the chosen plan (utils/voucher-state.ts). Applying sends the chosen plan with the code.
import { useState } from 'react';
import type { SubscriptionType } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { isApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useApplyVoucher } from '../../api/apply-voucher';
import { NO_VOUCHER, effectiveVoucher, voucherStatus, type VoucherState } from './voucher-state';

export function useVoucher(plan: SubscriptionType | undefined) {
  const [voucher, setVoucher] = useState<VoucherState>(NO_VOUCHER);
  // The server's refusal of the last Apply, until the code or the plan changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  const applyVoucher = useApplyVoucher();
  const status = voucherStatus(voucher, plan ?? null);

  const changeCode = (code: string) => {
    setVoucher((current) => ({ ...current, code }));
    setRefusal(null);
  };

  const apply = () => {
    const code = voucher.code.trim();
    if (code === '' || applyVoucher.isPending) return;
    applyVoucher.mutate(
      { voucher: code, subscription_type_id: plan?.id ?? null },
      {
        onSuccess: (answer) => {
          setVoucher({ code: voucher.code, applied: answer.voucher });
          setRefusal(null);
          showToast('success', messages.voucherApplied);
        },
        onError: (error) => {
          setVoucher({ code: voucher.code, applied: null });
          setRefusal(isApiError(error) ? error.message : messages.voucherInvalid);
        },
      },
    );
  };

  return {
    code: voucher.code,
    status,
    /** The voucher that applies to the chosen plan, if any. */
    applied: effectiveVoucher(status),
    refusal,
    applying: applyVoucher.isPending,
    changeCode,
    apply,
    /** A new plan: the last refusal was about the old one. */
    planChanged: () => setRefusal(null),
    /** After signing up or buying (docs/accounts.md, 'Rules'). */
    clear: () => {
      setVoucher(NO_VOUCHER);
      setRefusal(null);
    },
  };
}
