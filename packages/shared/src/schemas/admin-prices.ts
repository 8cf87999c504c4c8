// The back office's Prices section (docs/admin.md, 'Prices'): plans (subscription types), vouchers
// and promotions, read and edited by an administrator.
import { z } from 'zod';
import { priceMessages } from '../admin/inbox-prices-messages.ts';
import { messages } from '../messages.ts';
import { recordId } from './id.ts';
import { objectBody, safeText } from './text.ts';

/** A money amount: at least 0, at most 100000, two decimals at most. */
const amount = (error: string, max = 100_000) =>
  z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error });

const flag = z.boolean({ error: messages.invalidInput });

/** An instant as ISO 8601 text (what the web's date pickers send), or null for none. */
const instant = z.iso
  .datetime({ offset: true, error: priceMessages.dateInvalid })
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const planIds = z
  .array(recordId(priceMessages.unknownPlans), { error: priceMessages.plansRequired })
  .min(1, { error: priceMessages.plansRequired })
  .max(200, { error: messages.invalidInput })
  .transform((ids) => [...new Set(ids)]);

// ---------------------------------------------------------------------------------------------
// Plans

export const adminPlanSchema = z.object({
  id: z.number(),
  country_code: z.string(),
  name: z.string(),
  /** The plan's price (its `cost`). */
  price: z.number(),
  /** A lower price shown beside the struck-through one; null or 0 for none. */
  discounted_cost: z.number().nullable(),
  currency: z.string(),
  length: z.number(),
  display_length: z.string(),
  /** Offered on the paid sign-up form. */
  signup: z.boolean(),
  renewable: z.boolean(),
  active: z.boolean(),
  /** Subscriptions bought with it so far (unchanged by an edit). */
  subscriptions: z.number(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlansAnswerSchema = z.object({ plans: z.array(adminPlanSchema) });

const planFields = z.object({
  price: amount(priceMessages.priceInvalid),
  discounted_cost: amount(priceMessages.priceInvalid).nullable().optional(),
  currency: z
    .string({ error: priceMessages.currencyInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: priceMessages.currencyInvalid }),
  length: z
    .number({ error: priceMessages.lengthInvalid })
    .int({ error: priceMessages.lengthInvalid })
    .min(1, { error: priceMessages.lengthInvalid })
    .max(3650, { error: priceMessages.lengthInvalid }),
  display_length: safeText({ required: priceMessages.displayLengthRequired, max: 60 }).optional(),
  signup: flag,
  renewable: flag,
  active: flag,
});

/** PUT /api/admin/plans/{id} body. */
export const adminPlanUpdateSchema = objectBody(planFields);
export type AdminPlanUpdate = z.input<typeof planFields>;

export const adminPlanAnswerSchema = z.object({ plan: adminPlanSchema });

// ---------------------------------------------------------------------------------------------
// Vouchers

export const adminVoucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  sign: z.enum(['%', '$']),
  discount: z.number(),
  subscription_type_ids: z.array(z.number()),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  /** Null: no limit. */
  max_uses: z.number().nullable(),
  active: z.boolean(),
  /** Subscriptions bought with it (each purchase or sign-up that used it counts once). */
  uses: z.number(),
  created_at: z.string(),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVouchersAnswerSchema = z.object({ vouchers: z.array(adminVoucherSchema) });
export const adminVoucherAnswerSchema = z.object({ voucher: adminVoucherSchema });

const voucherFields = z
  .object({
    code: safeText({ required: priceMessages.codeRequired, max: 50 }).pipe(
      z.string().regex(/^[A-Za-z0-9_-]+$/, { error: priceMessages.codeInvalid }),
    ),
    sign: z.enum(['%', '$'], { error: messages.invalidInput }),
    discount: amount(priceMessages.discountInvalid),
    subscription_type_ids: planIds,
    valid_from: instant,
    valid_to: instant,
    max_uses: z
      .number({ error: priceMessages.maxUsesInvalid })
      .int({ error: priceMessages.maxUsesInvalid })
      .min(1, { error: priceMessages.maxUsesInvalid })
      .max(10_000_000, { error: priceMessages.maxUsesInvalid })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    active: flag.optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.sign === '%' && v.discount > 100) {
      ctx.addIssue({ code: 'custom', path: ['discount'], message: priceMessages.percentTooHigh });
    }
    if (v.valid_from && v.valid_to && Date.parse(v.valid_to) <= Date.parse(v.valid_from)) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: priceMessages.validToBeforeFrom,
      });
    }
  });

/** POST /api/admin/vouchers and PUT /api/admin/vouchers/{id} body. */
export const adminVoucherBodySchema = objectBody(voucherFields);
export type AdminVoucherBody = z.input<typeof voucherFields>;
export type AdminVoucherInput = z.output<typeof voucherFields>;

// ---------------------------------------------------------------------------------------------
// Promotions

export const adminPromotionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  active: z.boolean(),
  ends_at: z.string().nullable(),
  /** The plans it offers, in the order the promotion page shows them. */
  subscription_type_ids: z.array(z.number()),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const adminPromotionsAnswerSchema = z.object({ promotions: z.array(adminPromotionSchema) });
export const adminPromotionAnswerSchema = z.object({ promotion: adminPromotionSchema });

const promotionFields = z.object({
  slug: safeText({ required: priceMessages.slugRequired, max: 100 }).pipe(
    z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: priceMessages.slugInvalid }),
  ),
  name: safeText({ required: priceMessages.nameRequired, max: 200 }),
  active: flag.optional().default(true),
  ends_at: instant,
  subscription_type_ids: planIds,
});

/** POST /api/admin/promotions and PUT /api/admin/promotions/{id} body. */
export const adminPromotionBodySchema = objectBody(promotionFields);
export type AdminPromotionBody = z.input<typeof promotionFields>;
export type AdminPromotionInput = z.output<typeof promotionFields>;
