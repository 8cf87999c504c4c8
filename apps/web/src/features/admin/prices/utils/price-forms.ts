// The Prices section's forms (docs/admin.md, 'Prices'): a record's values for its form, and the
// form's values as the body the API takes. Dates are edited as local date-times (the browser's
// time zone) and sent as instants.
import type {
  AdminPlan,
  AdminPlanUpdate,
  AdminPromotion,
  AdminPromotionBody,
  AdminVoucher,
  AdminVoucherBody,
} from '@osce/shared/schemas/admin-prices';

/** An instant as the value of an `<input type="datetime-local">`, in local time; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an instant; null when empty or unreadable. */
export function fromLocalInput(value: string | undefined | null): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export type PlanFormValues = AdminPlanUpdate;

export function planFormValues(plan: AdminPlan): PlanFormValues {
  return {
    price: plan.price,
    discounted_cost: plan.discounted_cost,
    currency: plan.currency,
    length: plan.length,
    display_length: plan.display_length,
    signup: plan.signup,
    renewable: plan.renewable,
    active: plan.active,
  };
}

export function planBody(values: PlanFormValues): AdminPlanUpdate {
  return {
    ...values,
    discounted_cost: values.discounted_cost ?? null,
    currency: values.currency.trim().toUpperCase(),
  };
}

export interface VoucherFormValues {
  code: string;
  sign: '%' | '$';
  discount: number | null;
  subscription_type_ids: number[];
  valid_from: string;
  valid_to: string;
  max_uses: number | null;
  active: boolean;
}

export const NEW_VOUCHER: VoucherFormValues = {
  code: '',
  sign: '%',
  discount: null,
  subscription_type_ids: [],
  valid_from: '',
  valid_to: '',
  max_uses: null,
  active: true,
};

export function voucherFormValues(voucher: AdminVoucher | null): VoucherFormValues {
  if (!voucher) return NEW_VOUCHER;
  return {
    code: voucher.code,
    sign: voucher.sign,
    discount: voucher.discount,
    subscription_type_ids: voucher.subscription_type_ids,
    valid_from: toLocalInput(voucher.valid_from),
    valid_to: toLocalInput(voucher.valid_to),
    max_uses: voucher.max_uses,
    active: voucher.active,
  };
}

export function voucherBody(values: VoucherFormValues): AdminVoucherBody {
  return {
    code: values.code.trim(),
    sign: values.sign,
    // The server names a missing discount; -1 cannot pass its check.
    discount: values.discount ?? -1,
    subscription_type_ids: values.subscription_type_ids ?? [],
    valid_from: fromLocalInput(values.valid_from),
    valid_to: fromLocalInput(values.valid_to),
    max_uses: values.max_uses ?? null,
    active: values.active,
  };
}

export interface PromotionFormValues {
  slug: string;
  name: string;
  active: boolean;
  ends_at: string;
  subscription_type_ids: number[];
}

export function promotionFormValues(promotion: AdminPromotion | null): PromotionFormValues {
  return {
    slug: promotion?.slug ?? '',
    name: promotion?.name ?? '',
    active: promotion?.active ?? true,
    ends_at: toLocalInput(promotion?.ends_at ?? null),
    subscription_type_ids: promotion?.subscription_type_ids ?? [],
  };
}

export function promotionBody(values: PromotionFormValues): AdminPromotionBody {
  return {
    slug: values.slug.trim(),
    name: values.name.trim(),
    active: values.active,
    ends_at: fromLocalInput(values.ends_at),
    subscription_type_ids: values.subscription_type_ids ?? [],
  };
}

/** '20 %' or '5.00 off': a discount as /apply_voucher answers it. */
export function discountLabel(voucher: Pick<AdminVoucher, 'sign' | 'discount'>): string {
  return voucher.sign === '%' ? `${voucher.discount} %` : `${voucher.discount.toFixed(2)} off`;
}

/** 'US · 1 Month' for a plan in a picker or a tag. */
export function planLabel(plan: Pick<AdminPlan, 'country_code' | 'name'>): string {
  return `${plan.country_code} · ${plan.name}`;
}

/** '3 / 10' or '3 / no limit'. */
export function usesLabel(voucher: Pick<AdminVoucher, 'uses' | 'max_uses'>): string {
  return `${voucher.uses} / ${voucher.max_uses ?? 'no limit'}`;
}
