// A signed-in member buys a subscription (docs/billing.md): by card, by PayPal, or
// free with a voucher that brings the price to 0.00. The rules that need no lock (plan on sale,
// voucher valid, price) are checked first. Then, in one transaction holding the member's row
// lock, the limits are checked, the money is taken and the subscription, its payment and the
// receipt are written: purchases of one member run one at a time, so requests fired at once can
// never pass the limits together, and a refused purchase never reaches the gateway. The charge
// runs inside that transaction on purpose (unlike sign-up, which has no member to lock yet): only
// this member's row waits on the provider. If anything fails after the charge, it is refunded.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isFreeTrialPlan, type SubscriptionStatus } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { isFree, priceAfterVoucher } from '@osce/shared/price';
import { purchaseRefusal } from '@osce/shared/schemas/billing';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { Payments } from '../../payments/payment-gateway.ts';
import { receiptMail } from './billing-mail.ts';
import {
  createMemberSubscriptionRepository,
  type MemberSubscriptionRow,
} from './member-subscription.repository.ts';
import { takeCharge, undoCharge, type ChargeRequest, type Charged } from './purchase-charge.ts';
import { displayedStatus, purchaseStart } from './subscription-lifecycle.ts';
import { createSubscriptionRepository, expiryFor } from './subscription.repository.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';
import { createVoucherRepository, isVoucherLive, type VoucherRow } from './voucher.repository.ts';

export type PurchaseKind = 'credit_card' | 'paypal' | 'free';

export interface PurchaseRequest {
  kind: PurchaseKind;
  userId: number;
  subscriptionTypeId: number;
  country: CountryCode;
  voucherId: number | null;
  /** The card token or the approved PayPal order; null for a free purchase. */
  source: string | null;
  /** The page's id for this attempt (a retry sends it again), if it sent one. */
  attemptId: string | null;
}

export type PurchaseResult =
  | { ok: true; subscription: MemberSubscriptionRow; replayed: boolean }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'limit'; limit: 'pending' | 'active' }
  | { ok: false; reason: 'payment'; status: 402 | 503; message: string };

/** A rule that failed inside the transaction; everything it wrote is rolled back. */
class PurchaseRefused extends Error {
  constructor(readonly result: Extract<PurchaseResult, { ok: false }>) {
    super('purchase refused');
  }
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;

export function createPurchaseService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  payments: Payments;
  brand: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, events, payments } = deps;

  /** The plan (renewable, sold in the country, not the trial), the voucher, and the price. */
  async function priceOf(request: PurchaseRequest) {
    const plan = await createSubscriptionTypeRepository(db).findActive(request.subscriptionTypeId);
    if (!plan || !plan.renewable || isFreeTrialPlan(plan) || plan.countryCode !== request.country) {
      return refusal({ subscription_type: messages.subscriptionTypeUnavailable });
    }
    let voucher: VoucherRow | null = null;
    if (request.voucherId !== null) {
      voucher = await createVoucherRepository(db).findById(request.voucherId);
      if (!voucher || !isVoucherLive(voucher, clock.now())) {
        return refusal({ voucher: messages.voucherInvalid });
      }
      if (!plan.applicableVouchers.includes(voucher.id)) {
        return refusal({ voucher: messages.voucherWrongPlan });
      }
    }
    const price = priceAfterVoucher(
      { cost: plan.cost, discounted_cost: plan.discountedCost },
      voucher ? { sign: voucher.sign, discount: voucher.discount } : null,
    );
    if (request.kind === 'free' && !isFree(price)) {
      return refusal({ voucher: messages.notFreeAfterVoucher });
    }
    if (request.kind === 'paypal' && isFree(price)) {
      return refusal({ payment_method: messages.paypalZeroCost });
    }
    return { ok: true as const, plan, voucher, price, cents: Math.round(Number(price) * 100) };
  }

  /**
   * The purchase's idempotency key: the member and the page's attempt id with the details, so a
   * retry of one attempt is answered once. Without an attempt id the request keys it, together
   * with the member's newest subscription (the state it was made against).
   */
  function keyOf(request: PurchaseRequest, cents: number, newestId: number | null): string {
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          request.kind,
          request.subscriptionTypeId,
          request.voucherId,
          cents,
          request.source,
          request.attemptId ?? ['state', newestId],
        ]),
      )
      .digest('base64url');
    return `purchase-${request.userId}-${digest}`;
  }

  return {
    async purchase(request: PurchaseRequest): Promise<PurchaseResult> {
      const priced = await priceOf(request);
      if (!priced.ok) return priced;
      const { plan, voucher, price, cents } = priced;
      const currency = plan.currency.toUpperCase();
      let charge: ChargeRequest | null = null;
      let charged: Charged | null = null;
      let committed = false;
      try {
        const outcome = await withTransaction(db, async (tx) => {
          const repo = createMemberSubscriptionRepository(tx);
          const member = await repo.lockMember(request.userId);
          if (!member) {
            throw new PurchaseRefused(refusal({ subscription_type: messages.notFound }));
          }
          const now = clock.now();
          const rows = await repo.listOf(request.userId);
          const key = keyOf(request, cents, newestIdOf(rows));
          // A retry of an attempt that was recorded is answered with what it bought.
          const earlier = await repo.subscriptionPaidWith(key);
          if (earlier && earlier.userId === request.userId) {
            return { id: earlier.subscriptionId, replayed: true };
          }

          const statuses: SubscriptionStatus[] = rows.map((r) => displayedStatus(r, now));
          const limit = purchaseRefusal(statuses);
          if (limit) throw new PurchaseRefused({ ok: false, reason: 'limit', limit });
          if (voucher && voucher.maxUses !== null) {
            const vouchers = createVoucherRepository(tx);
            await vouchers.lock(voucher.id);
            if ((await vouchers.countUses(voucher.id)) >= voucher.maxUses) {
              throw new PurchaseRefused(refusal({ voucher: messages.voucherInvalid }));
            }
          }

          if (request.kind !== 'free' && cents > 0) {
            charge = {
              kind: request.kind,
              source: request.source ?? '',
              cents,
              currency,
              description: `${deps.brand} ${plan.name}`,
              idempotencyKey: key,
              metadata: { subscription_type_id: String(plan.id), user_id: String(member.id) },
            };
            const result = await takeCharge(payments, charge);
            if (!result.ok) {
              const unavailable = result.reason === 'unavailable';
              throw new PurchaseRefused({
                ok: false,
                reason: 'payment',
                status: unavailable ? 503 : 402,
                message: unavailable ? messages.paymentUnavailable : result.message,
              });
            }
            // The provider answers a retried attempt with its first charge; if that one was given
            // back (or set aside for a person) after an earlier failure, nothing is bought on it.
            if (
              await createSubscriptionRepository(tx).isSetAside(
                result.charged.provider,
                result.charged.reference,
              )
            ) {
              throw new PurchaseRefused({
                ok: false,
                reason: 'payment',
                status: 402,
                message: messages.paymentRefundedRetry,
              });
            }
            charged = result.charged;
          }

          const paid = rows.filter((r) => !isFreeTrialPlan({ name: r.typeName }));
          const start = purchaseStart(paid, now);
          // Buying ends a trial at once: paid access starts now (or after the current paid one).
          await repo.endTrials(request.userId, now);
          const expiry = expiryFor(start, plan.length);
          const writes = createSubscriptionRepository(tx);
          const subscription = await writes.insertSubscription({
            userId: request.userId,
            subscriptionTypeId: plan.id,
            status: start > now ? 'pending' : 'active',
            startDate: start,
            expiryDate: expiry,
            voucherId: voucher?.id ?? null,
            price: Number(price),
            currency,
            createdAt: now,
          });
          const method = charged ? (request.kind as 'credit_card' | 'paypal') : 'free';
          await writes.insertPayment({
            userId: request.userId,
            subscriptionId: subscription.id,
            method,
            provider: charged?.provider ?? null,
            reference: charged?.reference ?? null,
            amount: cents,
            currency,
            idempotencyKey: key,
            createdAt: now,
          });
          await enqueueMail(
            tx,
            receiptMail({ brand: deps.brand, publicUrl: deps.publicUrl }, member, {
              subscriptionId: subscription.id,
              planName: plan.name,
              price,
              currency,
              method,
              reference: charged?.reference ?? null,
              start,
              expiry,
            }),
          );
          return { id: subscription.id, replayed: false };
        });
        committed = true;
        const row = await createMemberSubscriptionRepository(db).findOwn(
          request.userId,
          outcome.id,
        );
        if (!row) throw new Error('purchased subscription not found');
        if (!outcome.replayed) events.emit('mail.queued', {});
        return { ok: true, subscription: row, replayed: outcome.replayed };
      } catch (err) {
        // Money taken for a purchase that was not recorded goes back (a recorded one keeps it,
        // even if reading it back afterwards failed).
        if (charge && charged && !committed) {
          await undoCharge({ db, payments, log: deps.log, now: clock.now() }, charge, charged);
        }
        if (err instanceof PurchaseRefused) return err.result;
        throw err;
      }
    },
  };
}

function refusal(fields: Record<string, string>) {
  return { ok: false as const, reason: 'invalid' as const, fields };
}

function newestIdOf(rows: readonly { id: number }[]): number | null {
  return rows.reduce<number | null>((max, r) => (max === null || r.id > max ? r.id : max), null);
}
