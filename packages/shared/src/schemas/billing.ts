// A member's subscriptions and purchases (docs/billing.md): the bodies of the
// purchase and cancel calls, the answers of GET /user/subscriptions, and the limits both the page
// (whether to show the purchase section) and the server (whether to take money) apply.
import { z } from 'zod';
import { recordId } from './id.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../constants.ts';
import { COUNTRY_CODES, CURRENT_COUNTRY } from '../countries.ts';
import { messages } from '../messages.ts';
import { idField } from './account.ts';
import { objectBody, safeText } from './text.ts';

/** At most one pending and two active subscriptions per member (docs/billing.md). */
export const SUBSCRIPTION_LIMITS = { pending: 1, active: 2 } as const;

/**
 * Why a member with subscriptions in these (displayed) statuses may not buy another, or null when
 * they may. The page shows the purchase section only when this is null.
 */
export function purchaseRefusal(
  statuses: readonly SubscriptionStatus[],
): 'pending' | 'active' | null {
  const count = (status: SubscriptionStatus) => statuses.filter((s) => s === status).length;
  if (count('pending') >= SUBSCRIPTION_LIMITS.pending) return 'pending';
  if (count('active') >= SUBSCRIPTION_LIMITS.active) return 'active';
  return null;
}

/** Tag colours (docs/billing.md, 'Rules'). */
export const SUBSCRIPTION_STATUS_COLOURS: Record<SubscriptionStatus, string> = {
  active: 'green',
  pending: 'blue',
  cancelled: 'volcano',
  expired: 'grey',
  refunded: 'geekblue',
};

/**
 * One purchase attempt, made by the page when the member presses a pay button (a UUID): a retry of
 * the same attempt (a lost answer, a double click) is answered with the first result and charges
 * once. Optional: without it the request itself (plan, voucher, card token or PayPal order) keys it.
 */
const attemptId = z
  .string({ error: messages.invalidInput })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: messages.invalidInput })
  .nullish();

const voucherId = recordId(messages.voucherInvalid).nullish();
const country = z
  .enum(COUNTRY_CODES, { error: `country must be one of ${COUNTRY_CODES.join(', ')}` })
  .optional()
  .default(CURRENT_COUNTRY);
/** The page's terms checkbox; when sent it must be ticked. */
const termsAgreed = z.literal(true, { error: messages.termsCheckboxRequired }).optional();

const purchaseShape = {
  subscription_type: idField(messages.subscriptionTypeRequired),
  country,
  attempt_id: attemptId,
  terms_and_conditions: termsAgreed,
};

/** POST /user/purchase_subscription_credit_card. */
export const cardPurchaseSchema = objectBody(
  z.object({
    ...purchaseShape,
    token_id: safeText({ required: messages.cardRequired, max: 255 }),
    voucher: voucherId,
  }),
);

/** POST /user/purchase_subscription_paypal: `payment_id` is the order the PayPal button approved. */
export const paypalPurchaseSchema = objectBody(
  z.object({
    ...purchaseShape,
    payment_id: safeText({ required: messages.paypalReferenceRequired, max: 255 }),
    voucher: voucherId,
  }),
);

/** POST /user/purchase_free_subscription: only with a voucher that brings the price to 0.00. */
export const freePurchaseSchema = objectBody(
  z.object({ ...purchaseShape, voucher: idField(messages.freeSignupNeedsVoucher) }),
);

/** POST /user/cancel: the member's own active subscription. `cancel` is the spec's flag. */
export const cancelSubscriptionSchema = objectBody(
  z.object({
    subscription_id: idField(messages.subscriptionChoose),
    cancel: z.literal(true, { error: messages.invalidInput }).optional(),
  }),
);

const isoDate = z.string();

/** One of the member's subscriptions, with its status as of the moment of the answer. */
export const memberSubscriptionSchema = z.object({
  id: z.number().int(),
  type: z.object({
    id: z.number().int(),
    name: z.string(),
    length: z.number().int(),
    display_length: z.string(),
  }),
  /** Computed from the dates at read time, so it is right at any instant. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  created_at: isoDate,
  /** 'Activates' while pending, 'Activated' otherwise. */
  start_date: isoDate,
  /** 'Expired' once expired, 'Expires' otherwise. */
  expiry_date: isoDate,
  /** Set for a refunded subscription. */
  refund_date: isoDate.nullable(),
  cancelled_at: isoDate.nullable(),
  /** What was paid after any voucher, '0.00' style, in `currency`. */
  price: z.string(),
  currency: z.string(),
  payment_method: z.enum(['credit_card', 'paypal', 'free']).nullable(),
  /** Only an active subscription can be cancelled (the Cancel Subscription button). */
  cancellable: z.boolean(),
});

/** GET /user/subscriptions: the member's own, newest start first. */
export const memberSubscriptionsSchema = z.array(memberSubscriptionSchema);

/** 201 of each purchase call. */
export const purchaseAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: memberSubscriptionSchema,
});

/** 200 of POST /user/cancel. */
export const cancelAnswerSchema = purchaseAnswerSchema;

export type CardPurchase = z.output<typeof cardPurchaseSchema>;
export type PaypalPurchase = z.output<typeof paypalPurchaseSchema>;
export type FreePurchase = z.output<typeof freePurchaseSchema>;
export type MemberSubscription = z.output<typeof memberSubscriptionSchema>;
export type PurchaseAnswer = z.output<typeof purchaseAnswerSchema>;
