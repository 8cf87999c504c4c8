// A signed-in member buys a subscription (docs/billing.md): by card, by PayPal, or
// free with a voucher that brings the price to 0.00, through billing's one charge path
// (charge.service.ts): the plan, voucher and price are checked first; then, in a short transaction
// holding the member's row lock, the limits and the duplicate window are checked against the
// member's subscriptions and the purchases still being charged, and the attempt is claimed; the
// money is taken outside any transaction; one transaction then writes the subscription, its
// payment and the receipt. A refused purchase never reaches the gateway; money whose purchase
// could not be written is given back.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isFreeTrialPlan, type SubscriptionStatus } from '@osce/shared/constants';
import type { CountryCode } from '@osce/shared/countries';
import { messages } from '@osce/shared/messages';
import { isFree } from '@osce/shared/price';
import { purchaseRefusal } from '@osce/shared/schemas/billing';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { receiptMail } from './billing-mail.ts';
import { BillingRefused, type ChargeService } from './charge.service.ts';
import {
  createMemberSubscriptionRepository,
  type MemberSubscriptionRow,
} from './member-subscription.repository.ts';
import { displayedStatus, purchaseStart } from './subscription-lifecycle.ts';
import { createSubscriptionTypeRepository } from './subscription-type.repository.ts';

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
  /** The same plan bought by the member within the duplicate window (docs/billing.md). */
  | { ok: false; reason: 'duplicate' }
  /** The same attempt is still being charged by an earlier request. */
  | { ok: false; reason: 'in_progress' }
  | { ok: false; reason: 'payment'; status: 402 | 503; message: string };

/** A rule that failed inside the transaction; everything it wrote is rolled back. */
class PurchaseRefused extends Error {
  constructor(readonly result: Extract<PurchaseResult, { ok: false }>) {
    super('purchase refused');
  }
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;

/** How often a retry waits to read its first attempt's outcome, and for how long at most. */
const TWIN_POLL_MS = 100;
const TWIN_WAIT_MS = 35_000;

export function createPurchaseService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  charges: ChargeService;
  brand: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, events, charges } = deps;

  /** The plan (renewable, sold in the country, not the trial), the voucher, and the price. */
  async function priceOf(request: PurchaseRequest) {
    const plan = await createSubscriptionTypeRepository(db).findActive(request.subscriptionTypeId);
    if (!plan || !plan.renewable || isFreeTrialPlan(plan) || plan.countryCode !== request.country) {
      return refusal({ subscription_type: messages.subscriptionTypeUnavailable });
    }
    const quote = await charges.quote(plan, request.voucherId);
    if (!quote.ok) return refusal({ voucher: quote.message });
    if (request.kind === 'free' && !isFree(quote.price)) {
      return refusal({ voucher: messages.notFreeAfterVoucher });
    }
    if (request.kind === 'paypal' && isFree(quote.price)) {
      return refusal({ payment_method: messages.paypalZeroCost });
    }
    return { ok: true as const, plan, quote };
  }

  /**
   * The purchase's idempotency key: the member and the page's attempt id with the details, so a
   * retry of one attempt is answered once. A request without an attempt id is an attempt of its
   * own: a copy of it is refused by the duplicate window, whatever it carries.
   */
  function keyOf(request: PurchaseRequest, cents: number): string {
    if (request.attemptId === null) return `purchase-${request.userId}-${randomUUID()}`;
    return `purchase-${request.userId}-${createHash('sha256')
      .update(
        JSON.stringify([
          request.kind,
          request.subscriptionTypeId,
          request.voucherId,
          cents,
          request.source,
          request.attemptId,
        ]),
      )
      .digest('base64url')}`;
  }

  async function purchase(request: PurchaseRequest, retries: number): Promise<PurchaseResult> {
    const priced = await priceOf(request);
    if (!priced.ok) return priced;
    const { plan, quote } = priced;
    const key = keyOf(request, quote.cents);

    const outcome = await charges
      .pay<{ id: number; replayed: boolean }, PurchaseResult | { replay: number }>({
        key,
        userId: request.userId,
        plan,
        kind: request.kind,
        cents: quote.cents,
        source: request.source,
        metadata: { subscription_type_id: String(plan.id), user_id: String(request.userId) },

        // Under the member's lock, so two of their purchases cannot pass these together.
        beforeClaim: async (tx) => {
          const repo = createMemberSubscriptionRepository(tx);
          if (!(await repo.lockMember(request.userId))) {
            return refusal({ subscription_type: messages.notFound });
          }
          // A retry of an attempt that was recorded is answered with what it bought.
          const earlier = await repo.subscriptionPaidWith(key);
          if (earlier && earlier.userId === request.userId) {
            return { replay: earlier.subscriptionId };
          }
          const now = clock.now();
          const others = (await charges.recentAttempts(tx, request.userId, now)).filter(
            (a) => a.idempotencyKey !== key,
          );
          // Only purchases count as duplicates: a plan bought at sign-up may be bought again at once.
          const duplicate = others.some(
            (a) => a.subscriptionTypeId === plan.id && a.idempotencyKey.startsWith('purchase-'),
          );
          if (duplicate) {
            return { ok: false, reason: 'duplicate' };
          }
          const charging = others.filter((a) => a.state === 'charging').length;
          const limit = purchaseRefusal(
            limitStatuses(await repo.listOf(request.userId), charging, now),
          );
          return limit ? { ok: false, reason: 'limit', limit } : null;
        },

        record: async (tx, paid) => {
          const repo = createMemberSubscriptionRepository(tx);
          const member = await repo.lockMember(request.userId);
          if (!member) throw new PurchaseRefused(refusal({ subscription_type: messages.notFound }));
          const now = clock.now();
          const rows = await repo.listOf(request.userId);
          const limit = purchaseRefusal(rows.map((r) => displayedStatus(r, now)));
          if (limit) throw new PurchaseRefused({ ok: false, reason: 'limit', limit });
          const paidRows = rows.filter((r) => !isFreeTrialPlan({ name: r.typeName }));
          const start = purchaseStart(paidRows, now);
          // Buying ends a trial at once: paid access starts now (or after the current paid one).
          await repo.endTrials(request.userId, now);
          const { subscription, expiry } = await charges.recordSubscription(tx, {
            userId: request.userId,
            plan,
            quote,
            paid,
            key,
            start,
            now,
          });
          await enqueueMail(
            tx,
            receiptMail({ brand: deps.brand, publicUrl: deps.publicUrl }, member, {
              subscriptionId: subscription.id,
              planName: plan.name,
              price: quote.price,
              currency: plan.currency.toUpperCase(),
              method: paid.method,
              reference: paid.reference,
              start,
              expiry,
            }),
          );
          return { userId: request.userId, value: { id: subscription.id, replayed: false } };
        },
      })
      .catch((err: unknown) => {
        if (err instanceof PurchaseRefused)
          return { ok: false as const, reason: 'refused' as const, result: err.result };
        if (err instanceof BillingRefused)
          return { ok: false as const, reason: 'refused' as const, result: refusal(err.fields) };
        throw err;
      });

    if (!outcome.ok) {
      switch (outcome.reason) {
        case 'refused':
          return outcome.result;
        case 'payment':
          return { ok: false, reason: 'payment', status: outcome.status, message: outcome.message };
        case 'stopped':
          if ('replay' in outcome.value) return answer(request.userId, outcome.value.replay, true);
          return outcome.value;
        case 'busy':
          // The same attempt sent again while the first is being charged: wait for its outcome
          // and answer that (what it bought, or a fresh try of a failed one).
          if (retries > 0 && (await settled(key))) return purchase(request, retries - 1);
          return { ok: false, reason: 'in_progress' };
      }
    }
    events.emit('mail.queued', {});
    // The new plan (and the end of any trial it replaced) counts from the next request on.
    events.emit('billing.entitlements_changed', { userId: request.userId });
    return answer(request.userId, outcome.value.id, false);
  }

  /** Waits until the attempt with this key is no longer being charged; false if it still is. */
  async function settled(key: string): Promise<boolean> {
    const until = Date.now() + TWIN_WAIT_MS;
    while (Date.now() < until) {
      const attempt = await charges.attempt(key);
      if (!attempt || attempt.state !== 'charging') return true;
      await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
    }
    return false;
  }

  async function answer(userId: number, id: number, replayed: boolean): Promise<PurchaseResult> {
    const row = await createMemberSubscriptionRepository(db).findOwn(userId, id);
    if (!row) throw new Error('purchased subscription not found');
    return { ok: true, subscription: row, replayed };
  }

  return {
    purchase: (request: PurchaseRequest) => purchase(request, 2),
  };
}

/**
 * The statuses the limits are checked against: the member's subscriptions, and the purchases of
 * theirs being charged at this moment, each counted as what it will be once recorded (pending
 * behind a current paid plan or an earlier one, else active; and a trial it will end not counted).
 */
function limitStatuses(
  rows: readonly (MemberSubscriptionRow & { typeName: string })[],
  charging: number,
  now: Date,
): SubscriptionStatus[] {
  if (charging === 0) return rows.map((r) => displayedStatus(r, now));
  const paid = rows.filter((r) => !isFreeTrialPlan({ name: r.typeName }));
  const statuses = paid.map((r) => displayedStatus(r, now));
  let queued = purchaseStart(paid, now) > now;
  for (let i = 0; i < charging; i += 1) {
    statuses.push(queued ? 'pending' : 'active');
    queued = true;
  }
  return statuses;
}

function refusal(fields: Record<string, string>) {
  return { ok: false as const, reason: 'invalid' as const, fields };
}
