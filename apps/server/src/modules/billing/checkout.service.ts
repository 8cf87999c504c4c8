// The public steps before paying: applying a voucher, reading a promotion, and creating the PayPal
// order the PayPal button approves. The order is always for the price the server computes from
// the plan and voucher, never for an amount the page sends.
import type { CountryCode } from '@osce/shared/countries';
import { isFreeTrialPlan } from '@osce/shared/constants';
import { isFree } from '@osce/shared/price';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Payments, PaypalOrderResult } from '../../payments/payment-gateway.ts';
import type { ChargeService } from './charge.service.ts';
import { createPromotionRepository, isPromotionLive } from './promotion.repository.ts';
import {
  createSubscriptionTypeRepository,
  type SubscriptionTypeRow,
} from './subscription-type.repository.ts';
import { createVoucherRepository, isVoucherLive, type VoucherRow } from './voucher.repository.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** A plan on sale, as other modules (sign-up) see it through this service. */
export type PlanOnSale = SubscriptionTypeRow;

export type ApplyVoucherResult =
  { ok: true; voucher: VoucherRow } | { ok: false; reason: 'invalid' | 'wrong_plan' };

export type PromotionResult =
  { ok: true; slug: string; name: string; plans: SubscriptionTypeRow[] } | { ok: false };

export type PaypalOrderOutcome =
  PaypalOrderResult | { ok: false; reason: 'plan' | 'voucher' | 'free' | 'disabled' };

export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  payments: Payments;
  charges: ChargeService;
}) {
  const { db, clock, payments, charges } = deps;
  const vouchers = createVoucherRepository(db);
  const types = createSubscriptionTypeRepository(db);

  return {
    /** A live voucher by code; with a plan, it must also apply to that plan. */
    async applyVoucher(
      code: string,
      subscriptionTypeId?: number | null,
    ): Promise<ApplyVoucherResult> {
      const voucher = await vouchers.findByCode(code);
      if (!voucher || !isVoucherLive(voucher, clock.now())) return { ok: false, reason: 'invalid' };
      if (voucher.maxUses !== null && (await vouchers.countUses(voucher.id)) >= voucher.maxUses) {
        return { ok: false, reason: 'invalid' };
      }
      if (subscriptionTypeId && !(await vouchers.appliesTo(voucher.id, subscriptionTypeId))) {
        return { ok: false, reason: 'wrong_plan' };
      }
      return { ok: true, voucher };
    },

    /** Whether a voucher may be used now, whatever the plan (sign-up's form before a plan). */
    async voucherExists(id: number): Promise<boolean> {
      const voucher = await vouchers.findById(id);
      return voucher !== null && isVoucherLive(voucher, clock.now());
    },

    /** The plans on sale in the country (sign-up picks from these). */
    plansOnSale(country: CountryCode): Promise<SubscriptionTypeRow[]> {
      return types.listActiveForCountry(country);
    },

    /** A live promotion and the plans it offers in the country (possibly none). */
    async promotion(slug: string, country: CountryCode): Promise<PromotionResult> {
      const promotion = await createPromotionRepository(db).findBySlug(slug);
      if (!promotion || !isPromotionLive(promotion, clock.now())) return { ok: false };
      const offered = (await types.listActiveForCountry(country))
        .filter((p) => promotion.subscriptionTypeIds.includes(p.id))
        .sort(
          (a, b) =>
            promotion.subscriptionTypeIds.indexOf(a.id) -
            promotion.subscriptionTypeIds.indexOf(b.id),
        );
      return { ok: true, slug: promotion.slug, name: promotion.name, plans: offered };
    },

    /** Creates a PayPal order for a plan (and voucher) at the price the server computes. */
    async createPaypalOrder(input: {
      subscriptionTypeId: number;
      voucherId?: number | null;
    }): Promise<PaypalOrderOutcome> {
      if (!payments.paypal) return { ok: false, reason: 'disabled' };
      const plan = await types.findActive(input.subscriptionTypeId);
      if (!plan || isFreeTrialPlan(plan)) return { ok: false, reason: 'plan' };
      const quote = await charges.quote(plan, input.voucherId || null);
      if (!quote.ok) return { ok: false, reason: 'voucher' };
      if (isFree(quote.price)) return { ok: false, reason: 'free' };
      return payments.paypal.createOrder({
        // Each click on the button is a new order; capture is what must never happen twice.
        idempotencyKey: `order-${randomUUID()}`,
        amount: quote.cents,
        currency: plan.currency.toUpperCase(),
        description: plan.name,
      });
    },
  };
}
