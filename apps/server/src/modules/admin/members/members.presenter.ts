// Rows as the members and money calls answer them (packages/shared/src/schemas/admin-members.ts).
import type {
  AdminMemberRow,
  AdminPayment,
  AdminSubscription,
} from '@osce/shared/schemas/admin-members';
import type { payments, SubscriptionStatus } from '../../../db/schema/index.ts';
import { displayedStatus } from '../../billing/subscription-lifecycle.ts';
import { memberStatusOf, type MemberRowData } from './members.repository.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function memberRowAnswer(row: MemberRowData, now: Date): AdminMemberRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    status: memberStatusOf(row, now),
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_login_at: iso(row.lastLoginAt),
  };
}

export interface SubscriptionData {
  id: number;
  subscriptionTypeId: number;
  typeName: string;
  status: SubscriptionStatus;
  startDate: Date;
  expiryDate: Date;
  refundDate: Date | null;
  cancelledAt: Date | null;
  price: number;
  currency: string;
  paymentId: number | null;
}

export function subscriptionAnswer(row: SubscriptionData, now: Date): AdminSubscription {
  return {
    id: row.id,
    subscription_type_id: row.subscriptionTypeId,
    type_name: row.typeName,
    status: displayedStatus(row, now),
    start_date: row.startDate.toISOString(),
    expiry_date: row.expiryDate.toISOString(),
    refunded_at: iso(row.refundDate),
    cancelled_at: iso(row.cancelledAt),
    price: Number(row.price).toFixed(2),
    currency: row.currency,
    payment_id: row.paymentId,
  };
}

type PaymentRow = typeof payments.$inferSelect;

export function paymentStatus(row: PaymentRow): AdminPayment['status'] {
  if (row.refundedAt !== null) return 'refunded';
  if (row.refundClaimedAt !== null) return 'refunding';
  if (row.disputedAt !== null) return 'disputed';
  return 'paid';
}

export function paymentAnswer(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    method: row.method,
    status: paymentStatus(row),
    created_at: row.createdAt.toISOString(),
    refunded_at: iso(row.refundedAt),
    refund_error: row.refundError,
  };
}
