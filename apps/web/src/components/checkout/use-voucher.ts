// The voucher box's state: the code typed, the voucher the server accepted for it, and its status
// for the chosen plan (voucher-state.ts). Applying sends the chosen plan with the code. A voucher
// applied to one plan is sent again when another plan is chosen (docs/billing.md, 'Validation'), so
// it neither stays silently nor vanishes: the new plan takes it, or the server's refusal is shown.
import { useRef, useState } from 'react';
import type { SubscriptionType } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { isApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { useApplyVoucher } from '../../api/apply-voucher';
import {
  NO_VOUCHER,
  effectiveVoucher,
  voucherProblem,
  voucherStatus,
  type VoucherState,
} from './voucher-state';

export function useVoucher(plan: SubscriptionType | undefined) {
  const [voucher, setVoucher] = useState<VoucherState>(NO_VOUCHER);
  // The server's refusal of the last Apply, until the code or the plan changes.
  const [refusal, setRefusal] = useState<string | null>(null);
  // True while a voucher applied to the last plan is being applied to the new one.
  const [reapplying, setReapplying] = useState(false);
  // Only the answer to the latest request counts: plans clicked in a row answer out of order.
  const latest = useRef(0);
  const applyVoucher = useApplyVoucher();
  const status = voucherStatus(voucher, plan ?? null);

  const send = (code: string, planId: number | null, again: boolean) => {
    const request = ++latest.current;
    setReapplying(again);
    applyVoucher.mutate(
      { voucher: code.trim(), subscription_type_id: planId },
      {
        onSuccess: (answer) => {
          if (request !== latest.current) return;
          setVoucher({ code, applied: answer.voucher });
          setRefusal(null);
          setReapplying(false);
          showToast('success', messages.voucherApplied);
        },
        onError: (error) => {
          if (request !== latest.current) return;
          setVoucher({ code, applied: null });
          setRefusal(isApiError(error) ? error.message : messages.voucherInvalid);
          setReapplying(false);
        },
      },
    );
  };

  const changeCode = (code: string) => {
    latest.current += 1; // an answer for the old code no longer applies
    setVoucher((current) => ({ ...current, code }));
    setRefusal(null);
    setReapplying(false);
  };

  const apply = () => {
    if (voucher.code.trim() === '' || applyVoucher.isPending) return;
    send(voucher.code, plan?.id ?? null, false);
  };

  return {
    code: voucher.code,
    status,
    /** The voucher that applies to the chosen plan, if any (none while it is being re-applied). */
    applied: reapplying ? null : effectiveVoucher(status),
    refusal,
    applying: applyVoucher.isPending,
    reapplying,
    changeCode,
    apply,
    /**
     * The text under the box that stops paying: the server's refusal, else the form's rule
     * (voucher-state.ts); nothing while the voucher is being re-applied (the box says so).
     */
    problem: (submitAttempted: boolean, notAppliedText?: string): string | null =>
      refusal ?? (reapplying ? null : voucherProblem(status, submitAttempted, notAppliedText)),
    /** A new plan: a voucher the last plan took is applied again for it; a refusal is forgotten. */
    planChanged: (next: SubscriptionType | undefined) => {
      setRefusal(null);
      const wasApplied = status.kind === 'applied' || status.kind === 'wrong-plan';
      if (!next || !wasApplied) return;
      setVoucher((current) => ({ ...current, applied: null }));
      send(voucher.code, next.id, true);
    },
    /** After signing up or buying (docs/accounts.md, 'Rules'). */
    clear: () => {
      latest.current += 1;
      setVoucher(NO_VOUCHER);
      setRefusal(null);
      setReapplying(false);
    },
  };
}
