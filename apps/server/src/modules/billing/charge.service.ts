// The one way money is taken for a subscription, used by every sign-up (card, PayPal, free with a
// voucher, trial) and every member's purchase alike (docs/billing.md, "Charging"):
//   1. the price, from the plan and voucher by one rule (`quote`);
//   2. a claim on the attempt's idempotency key, in a short transaction of its own (where a purchase
//      also checks its limits under the member's lock): a second request with the key is refused
//      or waits, and never reaches the provider;
//   3. the charge, outside any transaction, so no database lock waits on a provider;
//   4. one transaction recording what the money bought; if it fails, the money is given back (or
//      kept for reconciliation when the refund fails too), unless a payment row already holds it.
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '@osce/shared/messages';
import { priceAfterVoucher, priceInCents } from '@osce/shared/price';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Payments } from '../../payments/payment-gateway.ts';
import {
  createChargeAttemptRepository,
  type ChargeAttemptRow,
} from './charge-attempt.repository.ts';
import { createMemberSubscriptionRepository } from './member-subscription.repository.ts';
import { takeCharge, undoCharge, type ChargeRequest, type Charged } from './purchase-charge.ts';
import { createSubscriptionRepository, expiryFor } from './subscription.repository.ts';
import type { SubscriptionTypeRow } from './subscription-type.repository.ts';
import { createVoucherRepository, isVoucherLive, type VoucherRow } from './voucher.repository.ts';

/**
 * How long a purchase of a plan keeps the member from buying the same plan again, and how long a
 * claim left charging (its process died) holds its key. Two minutes: a double click, a client's
 * retry or a second tab land within seconds, a provider call gives up after 30 s, and someone
 * buying the same plan again on purpose (to queue it) is told to check their subscriptions first.
 */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

export type PayKind = 'credit_card' | 'paypal' | 'free';

/** A rule that failed while recording, by field; everything written is rolled back. */
export class BillingRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('billing refused');
  }
}

export interface Quote {
  voucher: VoucherRow | null;
  /** '12.50', as the spec shows it. */
  price: string;
  cents: number;
}

/** What the money bought was paid with: the method, and the provider's charge if any. */
export interface Paid {
  method: PayKind;
  provider: string | null;
  reference: string | null;
}

export interface PayAttempt<T, S> {
  key: string;
  /** The buying member; null for a sign-up (recorded returns the new member's id). */
  userId: number | null;
  plan: Pick<SubscriptionTypeRow, 'id' | 'name' | 'currency'>;
  kind: PayKind;
  cents: number;
  /** The card token or the approved PayPal order; unused for a free attempt. */
  source: string | null;
  metadata: Record<string, string>;
  /**
   * False for an attempt that takes no money and no voucher (a trial sign-up): nothing to claim,
   * the unique e-mail and username decide between copies. Default true.
   */
  claim?: boolean;
  /** Runs in the claim's transaction before the claim; a value stops the attempt, uncharged. */
  beforeClaim?: (tx: Db) => Promise<S | null>;
  /** One transaction: what the money bought. Throwing rolls it back and gives the money back. */
  record: (tx: Db, paid: Paid) => Promise<{ userId: number; value: T }>;
}

export type PayOutcome<T, S> =
  | { ok: true; value: T }
  | { ok: false; reason: 'stopped'; value: S }
  /** Another request holds the key: charging now, or already recorded. */
  | { ok: false; reason: 'busy'; attempt: ChargeAttemptRow | null }
  | { ok: false; reason: 'payment'; status: 402 | 503; message: string; declined: boolean };

export type ChargeService = ReturnType<typeof createChargeService>;

export function createChargeService(deps: {
  db: Db;
  clock: Clock;
  payments: Payments;
  brand: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, payments, log } = deps;

  async function finish(key: string, state: 'recorded' | 'failed', db_: Db = db, userId?: number) {
    await createChargeAttemptRepository(db_).finish(key, state, clock.now(), userId);
  }

  return {
    /**
     * The price rule: the plan's price after the voucher, which must be live and meant for the
     * plan. The page shows the same figure from the same shared rule.
     */
    async quote(
      plan: SubscriptionTypeRow,
      voucherId: number | null,
    ): Promise<({ ok: true } & Quote) | { ok: false; message: string }> {
      let voucher: VoucherRow | null = null;
      if (voucherId !== null) {
        voucher = await createVoucherRepository(db).findById(voucherId);
        if (!voucher || !isVoucherLive(voucher, clock.now())) {
          return { ok: false, message: messages.voucherInvalid };
        }
        if (!plan.applicableVouchers.includes(voucher.id)) {
          return { ok: false, message: messages.voucherWrongPlan };
        }
      }
      const price = priceAfterVoucher(
        { cost: plan.cost, discounted_cost: plan.discountedCost },
        voucher ? { sign: voucher.sign, discount: voucher.discount } : null,
      );
      return { ok: true, voucher, price, cents: priceInCents(price) };
    },

    /** Claim, charge, record or give back: see the top of this file. */
    async pay<T, S>(attempt: PayAttempt<T, S>): Promise<PayOutcome<T, S>> {
      const { key } = attempt;
      type Claimed =
        | { kind: 'stop'; value: S }
        | { kind: 'busy'; attempt: ChargeAttemptRow | null }
        | { kind: 'claimed' };
      const claiming = attempt.claim !== false;
      const claimed = !claiming
        ? ({ kind: 'claimed' } as Claimed)
        : await withTransaction(db, async (tx): Promise<Claimed> => {
            if (attempt.beforeClaim) {
              const stop = await attempt.beforeClaim(tx);
              if (stop !== null) return { kind: 'stop', value: stop };
            }
            const now = clock.now();
            const attempts = createChargeAttemptRepository(tx);
            const row = await attempts.claim(
              { key, userId: attempt.userId, subscriptionTypeId: attempt.plan.id, now },
              new Date(now.getTime() - DUPLICATE_WINDOW_MS),
            );
            return row
              ? { kind: 'claimed' }
              : { kind: 'busy', attempt: await attempts.findByKey(key) };
          });
      if (claimed.kind === 'stop') return { ok: false, reason: 'stopped', value: claimed.value };
      if (claimed.kind === 'busy') return { ok: false, reason: 'busy', attempt: claimed.attempt };

      let charge: ChargeRequest | null = null;
      let charged: Charged | null = null;
      if (attempt.kind !== 'free' && attempt.cents > 0) {
        charge = {
          kind: attempt.kind,
          source: attempt.source ?? '',
          cents: attempt.cents,
          currency: attempt.plan.currency.toUpperCase(),
          description: `${deps.brand} ${attempt.plan.name}`,
          idempotencyKey: key,
          metadata: attempt.metadata,
        };
        // A provider call that throws took nothing as far as we know: answered as unavailable.
        const result = await takeCharge(payments, charge).catch((err: unknown) => {
          log.error({ err }, 'payment provider call failed');
          return { ok: false as const, reason: 'unavailable' as const, message: '' };
        });
        if (!result.ok) {
          await finish(key, 'failed');
          const unavailable = result.reason === 'unavailable';
          return {
            ok: false,
            reason: 'payment',
            status: unavailable ? 503 : 402,
            message: unavailable ? messages.paymentUnavailable : result.message,
            declined: !unavailable,
          };
        }
        // The provider answers a retried key with its first charge; if that one was given back
        // (or set aside for a person) after an earlier failure, nothing is bought on it.
        const { provider, reference } = result.charged;
        if (await createSubscriptionRepository(db).isSetAside(provider, reference)) {
          await finish(key, 'failed');
          return {
            ok: false,
            reason: 'payment',
            status: 402,
            message: messages.paymentRefundedRetry,
            declined: false,
          };
        }
        charged = result.charged;
      }

      const paid: Paid = {
        method: charged ? attempt.kind : 'free',
        provider: charged?.provider ?? null,
        reference: charged?.reference ?? null,
      };
      try {
        const value = await withTransaction(db, async (tx) => {
          const recorded = await attempt.record(tx, paid);
          if (claiming) await finish(key, 'recorded', tx, recorded.userId);
          return recorded.value;
        });
        return { ok: true, value };
      } catch (err) {
        if (charge && charged && !(await heldBy(key, charged))) {
          await undoCharge({ db, payments, log, now: clock.now() }, charge, charged);
        }
        if (claiming) {
          await finish(key, 'failed').catch((e: unknown) =>
            log.error({ err: e }, 'charge attempt not marked failed'),
          );
        }
        throw err;
      }
    },

    /**
     * Writes a subscription and the payment that bought it (in the caller's transaction). A
     * voucher's uses are counted under its row lock, so a limited voucher cannot be used once too
     * often by requests at the same moment.
     */
    async recordSubscription(
      tx: Db,
      r: {
        userId: number;
        plan: Pick<SubscriptionTypeRow, 'id' | 'length' | 'displayLength' | 'currency'>;
        quote: Quote;
        paid: Paid;
        key: string;
        start: Date;
        now: Date;
      },
    ) {
      const { voucher } = r.quote;
      if (voucher && voucher.maxUses !== null) {
        const vouchers = createVoucherRepository(tx);
        await vouchers.lock(voucher.id);
        if ((await vouchers.countUses(voucher.id)) >= voucher.maxUses) {
          throw new BillingRefused({ voucher: messages.voucherInvalid });
        }
      }
      const currency = r.plan.currency.toUpperCase();
      const writes = createSubscriptionRepository(tx);
      const expiry = expiryFor(r.start, r.plan.length);
      const subscription = await writes.insertSubscription({
        userId: r.userId,
        subscriptionTypeId: r.plan.id,
        status: r.start > r.now ? 'pending' : 'active',
        startDate: r.start,
        expiryDate: expiry,
        voucherId: voucher?.id ?? null,
        price: Number(r.quote.price),
        currency,
        // As bought: a later plan edit leaves this subscription as it was (docs/admin.md, 'Prices').
        length: r.plan.length,
        displayLength: r.plan.displayLength,
        createdAt: r.now,
      });
      await writes.insertPayment({
        userId: r.userId,
        subscriptionId: subscription.id,
        method: r.paid.method,
        provider: r.paid.provider,
        reference: r.paid.reference,
        amount: r.quote.cents,
        currency,
        idempotencyKey: r.key,
        createdAt: r.now,
      });
      return { subscription, expiry };
    },

    /** The member's attempts charging or recorded in the duplicate window, as of `now`. */
    recentAttempts(tx: Db, userId: number, now: Date) {
      return createChargeAttemptRepository(tx).recentOf(
        userId,
        new Date(now.getTime() - DUPLICATE_WINDOW_MS),
      );
    },

    /** The attempt with this key, as it stands now (a request waiting for its twin reads it). */
    attempt(key: string) {
      return createChargeAttemptRepository(db).findByKey(key);
    },
  };

  /** Whether a recorded payment of this very attempt holds the charge (a twin recorded it). */
  async function heldBy(key: string, charged: Charged): Promise<boolean> {
    const recorded = await createMemberSubscriptionRepository(db).subscriptionPaidWith(key);
    return recorded !== null && recorded.reference === charged.reference;
  }
}
