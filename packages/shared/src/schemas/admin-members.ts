// The back office's members and money calls (docs/admin.md, 'Members and money'): the member
// list and record, grants, refunds, sessions, disable and enable, reset e-mails, roles, and the
// data-access export and erasure. Bodies are checked here; answers are the shapes the web reads.
import { z } from 'zod';
import { USER_ROLES } from '../admin/roles.ts';
import { SUBSCRIPTION_STATUSES } from '../constants.ts';
import { messages } from '../messages.ts';
import { adminReason } from './admin.ts';
import { recordId } from './id.ts';
import { objectBody, safeText } from './text.ts';

/** A member's standing as the list shows and filters it. */
export const ADMIN_MEMBER_STATUSES = ['Active', 'Trial', 'Expired', 'None', 'Disabled'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];

/** Members a page of the list holds. */
export const ADMIN_MEMBERS_PAGE_SIZE = 25;

/** GET /api/admin/members query. */
export const adminMembersQuerySchema = z.object({
  search: safeText({ max: 200 }).optional(),
  status: z.enum(ADMIN_MEMBER_STATUSES, { error: messages.invalidInput }).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: messages.invalidInput })
    .transform(Number)
    .optional(),
});

const isoDate = z.string();

export const adminMemberRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum(ADMIN_MEMBER_STATUSES),
  role: z.enum(USER_ROLES),
  created_at: isoDate,
  last_login_at: isoDate.nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMembersAnswerSchema = z.object({
  members: z.array(adminMemberRowSchema),
  total: z.number(),
  page: z.number(),
});
export type AdminMembersAnswer = z.infer<typeof adminMembersAnswerSchema>;

/** One of the member's subscriptions, as the record shows it. */
export const adminSubscriptionSchema = z.object({
  id: z.number(),
  subscription_type_id: z.number(),
  type_name: z.string(),
  /** As the member sees it now (computed from the dates). */
  status: z.enum(SUBSCRIPTION_STATUSES),
  start_date: isoDate,
  expiry_date: isoDate,
  refunded_at: isoDate.nullable(),
  cancelled_at: isoDate.nullable(),
  /** What was paid after any voucher, '0.00' style; '0.00' for a grant. */
  price: z.string(),
  currency: z.string(),
  /** The payment that bought it; null for a grant (nothing to refund). */
  payment_id: z.number().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscriptionSchema>;

export const ADMIN_PAYMENT_STATUSES = ['paid', 'refunding', 'refunded', 'disputed'] as const;

export const adminPaymentSchema = z.object({
  id: z.number(),
  subscription_id: z.number(),
  /** Minor units (cents). */
  amount: z.number(),
  currency: z.string(),
  /** sandbox, stripe or paypal; null for a free (100 % voucher) purchase. */
  provider: z.string().nullable(),
  method: z.enum(['credit_card', 'paypal', 'free']),
  status: z.enum(ADMIN_PAYMENT_STATUSES),
  created_at: isoDate,
  refunded_at: isoDate.nullable(),
  /** The gateway's message when the last refund attempt failed. */
  refund_error: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminMemberDetailSchema = adminMemberRowSchema.extend({
  country: z.string().nullable(),
  medical_school: z.string().nullable(),
  disabled_at: isoDate.nullable(),
  subscriptions: z.array(adminSubscriptionSchema),
  payments: z.array(adminPaymentSchema),
  /** Live sessions (signed-in devices). */
  sessions: z.number(),
  markings: z.number(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

export const adminMemberAnswerSchema = z.object({ member: adminMemberDetailSchema });
export type AdminMemberAnswer = z.infer<typeof adminMemberAnswerSchema>;

/** POST /api/admin/members/{id}/subscriptions. */
export const grantSubscriptionSchema = objectBody(
  z.object({
    subscription_type_id: recordId(messages.adminGrantPlanRequired),
    reason: adminReason,
  }),
);

export const grantAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: adminSubscriptionSchema,
});

/** POST /api/admin/subscriptions/{id}/refund. */
export const refundSchema = objectBody(z.object({ reason: adminReason }));

export const refundAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: adminSubscriptionSchema,
  payment: adminPaymentSchema,
});

/** POST /api/admin/members/{id}/role. */
export const setRoleSchema = objectBody(
  z.object({ role: z.enum(USER_ROLES, { error: messages.adminRoleInvalid }) }),
);

/** POST /api/admin/members/{id}/erase: the member's username, typed to confirm. */
export const eraseSchema = objectBody(
  z.object({ confirm: safeText({ required: messages.adminEraseConfirmRequired, max: 254 }) }),
);

/** The answer of the member actions (logout, disable, enable, reset-password, role, erase). */
export const memberActionAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  member: adminMemberRowSchema,
});
export type MemberActionAnswer = z.infer<typeof memberActionAnswerSchema>;
