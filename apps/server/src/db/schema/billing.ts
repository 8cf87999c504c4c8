// Billing domain tables: subscription types sold per country, vouchers, promotions, members'
// subscriptions, the payments that bought them, and charges left to reconcile.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@osce/shared/constants';
import { users } from './accounts.ts';
import { countries } from './content.ts';

export const subscriptionTypes = pgTable(
  'subscription_types',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    cost: numeric('cost', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    discountedCost: numeric('discounted_cost', { precision: 10, scale: 2, mode: 'number' }),
    length: integer('length').notNull(),
    displayLength: text('display_length').notNull(),
    description: text('description').notNull(),
    /** Offered on the paid sign-up form. */
    signup: boolean('signup').notNull().default(true),
    /** Shown on the plan cards (home and plans pages). */
    plans: boolean('plans').notNull().default(true),
    /** Can be bought again by an existing member. */
    renewable: boolean('renewable').notNull().default(true),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** The plan's own currency, set in the back office; null: its country's currency. */
    currency: text('currency'),
  },
  (t) => [uniqueIndex('subscription_types_country_name_uq').on(t.countryId, t.name)],
);

export const VOUCHER_SIGNS = ['%', '$'] as const;

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    sign: text('sign', { enum: VOUCHER_SIGNS }).notNull(),
    discount: numeric('discount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    /** Null: usable from its creation. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Null for no limit; otherwise how many subscriptions may use it in all. */
    maxUses: integer('max_uses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vouchers_code_lower_uq').on(sql`lower(${t.code})`)],
);

/** The plans a voucher applies to (a subscription type's `applicable_vouchers`). */
export const voucherSubscriptionTypes = pgTable(
  'voucher_subscription_types',
  {
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.voucherId, t.subscriptionTypeId] }),
    index('voucher_subscription_types_type_idx').on(t.subscriptionTypeId),
  ],
);

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

export const promotionSubscriptionTypes = pgTable(
  'promotion_subscription_types',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.subscriptionTypeId] })],
);

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus };

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    refundDate: timestamp('refund_date', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    /** What was paid, after any voucher, in the plan's currency. */
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * The plan's length in days and its label as bought, so a later price or length change in the
     * back office never rewrites history (docs/admin.md, 'Prices'). Null: read the plan's.
     */
    length: integer('length'),
    displayLength: text('display_length'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_voucher_idx').on(t.voucherId),
  ],
);

export const PAYMENT_METHODS = ['credit_card', 'paypal', 'free'] as const;

/** One row per successful charge; the provider's reference is unique, so none is used twice. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The adapter that took it: sandbox, stripe or paypal; null for a free subscription. */
    provider: text('provider'),
    reference: text('reference'),
    /** Minor units (cents). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the provider told us (webhook) that the money was given back. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When the provider told us the buyer disputed the charge (a chargeback was opened). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /**
     * A staff refund in flight (docs/admin.md, 'Members and money'): set in a short transaction
     * before the gateway is called, so a second request cannot call it too; cleared on failure.
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** The gateway's message when the last staff refund failed (cleared when one succeeds). */
    refundError: text('refund_error'),
    /** The gateway's id for the money given back (a staff refund). */
    refundReference: text('refund_reference'),
  },
  (t) => [uniqueIndex('payments_provider_reference_uq').on(t.provider, t.reference)],
);

export const CHARGE_ATTEMPT_STATES = ['charging', 'recorded', 'failed'] as const;

/**
 * One attempt to pay for a subscription (a sign-up or a member's purchase), claimed in its own
 * short transaction before the provider is called: requests carrying the same idempotency key
 * cannot both reach the provider, a member's purchases in flight count against the limits, and a
 * recent purchase of the same plan is refused (docs/billing.md, "Charging"). The charge itself runs
 * outside any transaction; the attempt is then marked recorded or failed.
 */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: serial('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The buying member; null for a sign-up (the member does not exist yet). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionTypeId: integer('subscription_type_id')
      .notNull()
      .references(() => subscriptionTypes.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CHARGE_ATTEMPT_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('charge_attempts_user_idx').on(t.userId, t.subscriptionTypeId, t.createdAt)],
);

/**
 * Money taken whose purchase could not be recorded and whose refund failed too: kept for a person
 * to settle, so a charge is never silently lost.
 */
export const paymentReconciliations = pgTable('payment_reconciliations', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});

/**
 * Provider webhook events already handled: providers deliver at least once, so an event id seen
 * before is answered 200 and changes nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);

export const REMINDER_KINDS = ['7d', '1d'] as const;

/**
 * Renewal reminders sent: one row per subscription and reminder, written in the transaction that
 * queues the e-mail, so a reminder is never sent twice whichever process runs the job.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('renewal_reminders_subscription_kind_uq').on(t.subscriptionId, t.kind)],
);
