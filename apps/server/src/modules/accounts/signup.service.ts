// Sign-up in all its forms (docs/accounts.md): trial, card, PayPal and free-with-voucher.
// The server is the authority on every rule the form also checks. A sign-up completes whole or
// leaves nothing: the details are checked, then the money is taken (outside the transaction, so no
// database lock waits on a payment provider), then one transaction writes the member, the
// subscription, the payment record, the voucher use, the agreed terms, the activation code and the
// activation e-mail, and spends the captcha. When that transaction fails after a charge (a
// concurrent sign-up took the username a moment earlier), the charge is refunded; a refund that
// fails too is recorded for reconciliation, never lost.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isFreeTrialPlan } from '@osce/shared/constants';
import { messages, withBrand } from '@osce/shared/messages';
import { isFree, priceAfterVoucher } from '@osce/shared/price';
import { OTHER_SCHOOL, type SignupDetails } from '@osce/shared/schemas/account';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import type { Payments, PaymentResult } from '../../payments/payment-gateway.ts';
import { createPromotionRepository, isPromotionLive } from '../billing/promotion.repository.ts';
import { createSubscriptionRepository, expiryFor } from '../billing/subscription.repository.ts';
import {
  createSubscriptionTypeRepository,
  type SubscriptionTypeRow,
} from '../billing/subscription-type.repository.ts';
import {
  createVoucherRepository,
  isVoucherLive,
  type VoucherRow,
} from '../billing/voucher.repository.ts';
import { createContentRepository } from '../content/content.repository.ts';
import { activationMail } from './account-mail.ts';
import type { AccountCodeService } from './account-code.service.ts';
import { ACCOUNT_UNIQUE_FIELDS, createAccountRepository } from './account.repository.ts';
import { hashPassword } from './password-hasher.ts';

export type SignupKind = 'trial' | 'credit_card' | 'paypal' | 'free';

/** What the route answers: field messages (422), a payment refusal (402/503), or success. */
export type SignupResult =
  | { ok: true; userId: number }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> }
  | { ok: false; reason: 'payment'; status: 402 | 503; message: string };

/** What a checked sign-up resolves to: the plan, the voucher and the price to take. */
interface Priced {
  plan: SubscriptionTypeRow;
  voucher: VoucherRow | null;
  /** '0.00' style, as the spec shows it. */
  price: string;
  cents: number;
}

export type SignupService = ReturnType<typeof createSignupService>;

export function createSignupService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  captcha: CaptchaService;
  payments: Payments;
  codes: AccountCodeService;
  brand: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, events, captcha, payments, codes, log } = deps;

  /**
   * Every rule that needs the database: the e-mail and username free, the plan on sale (the Free
   * Trial for a trial; on the sign-up form or the promotion otherwise), the voucher valid for the
   * plan, and the terms the member agreed to still the current ones.
   */
  async function check(
    details: SignupDetails,
    kind: SignupKind | 'validation',
    promotion?: string,
  ): Promise<{ ok: true; priced: Priced } | { ok: false; fields: Record<string, string> }> {
    const fields: Record<string, string> = {};
    const accounts = createAccountRepository(db);
    const types = createSubscriptionTypeRepository(db);
    const [taken, terms, available] = await Promise.all([
      accounts.taken(details.email, details.username),
      createContentRepository(db).latestTerms(),
      types.listActiveForCountry(details.country),
    ]);
    if (taken.email) fields.email = messages.emailTaken;
    if (taken.username) fields.username = messages.usernameTaken;
    if (!terms || terms.id !== details.terms_checked) {
      fields.terms_and_conditions = messages.termsOutdated;
    }

    let plan: SubscriptionTypeRow | undefined;
    if (kind === 'trial') {
      plan = available.find((p) => isFreeTrialPlan(p));
      if (!plan) fields.subscription_type_id = messages.subscriptionTypeUnavailable;
    } else {
      // The sign-up form's plans, and those of the promotion the member came from.
      const promoted = promotion ? await promotionPlans(promotion, available) : [];
      const offered = available.filter((p) => p.signup || promoted.includes(p));
      plan = offered.find((p) => p.id === details.subscription_type_id);
      if (!plan || isFreeTrialPlan(plan)) {
        plan = undefined;
        fields.subscription_type_id = messages.subscriptionTypeUnavailable;
      }
    }

    let voucher: VoucherRow | null = null;
    if (details.voucher && kind !== 'trial') {
      voucher = await createVoucherRepository(db).findById(details.voucher);
      if (!voucher || !isVoucherLive(voucher, clock.now())) {
        voucher = null;
        fields.voucher = messages.voucherInvalid;
      } else if (plan && !plan.applicableVouchers.includes(voucher.id)) {
        fields.voucher = messages.voucherWrongPlan;
      }
    }
    if (!plan || Object.keys(fields).length > 0) return { ok: false, fields };

    const price = priceAfterVoucher(
      { cost: plan.cost, discounted_cost: plan.discountedCost },
      voucher ? { sign: voucher.sign, discount: voucher.discount } : null,
    );
    const priced: Priced = { plan, voucher, price, cents: Math.round(Number(price) * 100) };
    if (kind === 'free' && !isFree(price))
      return { ok: false, fields: { voucher: messages.notFreeAfterVoucher } };
    if (kind === 'paypal' && isFree(price))
      return { ok: false, fields: { payment_method: messages.paypalZeroCost } };
    return { ok: true, priced };
  }

  async function promotionPlans(slug: string, available: SubscriptionTypeRow[]) {
    const promotion = await createPromotionRepository(db).findBySlug(slug);
    if (!promotion || !isPromotionLive(promotion, clock.now())) return [];
    return available.filter((p) => promotion.subscriptionTypeIds.includes(p.id));
  }

  /** The key of one sign-up attempt: the same details and payment source give the same key. */
  function attemptKey(kind: SignupKind, details: SignupDetails, priced: Priced): string {
    const source = kind === 'credit_card' ? details.token_id : details.paypal_reference;
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          kind,
          details.email.toLowerCase(),
          details.username.toLowerCase(),
          priced.plan.id,
          priced.voucher?.id ?? null,
          priced.cents,
          source ?? null,
        ]),
      )
      .digest('base64url');
    return `signup-${digest}`;
  }

  async function takePayment(
    kind: SignupKind,
    details: SignupDetails,
    priced: Priced,
    key: string,
  ): Promise<{ provider: string | null; result: PaymentResult | null }> {
    if (priced.cents === 0 || kind === 'trial' || kind === 'free') {
      return { provider: null, result: null };
    }
    const currency = priced.plan.currency.toUpperCase();
    if (kind === 'credit_card') {
      if (!payments.card) return { provider: null, result: unavailableMethod() };
      const result = await payments.card.charge({
        idempotencyKey: key,
        source: details.token_id ?? '',
        amount: priced.cents,
        currency,
        description: `${deps.brand} ${priced.plan.name}`,
        metadata: { subscription_type_id: String(priced.plan.id) },
      });
      return { provider: payments.card.name, result };
    }
    if (!payments.paypal) return { provider: null, result: unavailableMethod() };
    const result = await payments.paypal.capture({
      orderId: details.paypal_reference ?? '',
      idempotencyKey: key,
      amount: priced.cents,
      currency,
    });
    return { provider: payments.paypal.name, result };
  }

  /** Gives back money taken for a sign-up that could not be recorded. */
  async function undoCharge(
    kind: SignupKind,
    provider: string,
    reference: string,
    priced: Priced,
    key: string,
    reason: string,
  ): Promise<void> {
    const gateway = kind === 'credit_card' ? payments.card : payments.paypal;
    const refund = gateway
      ? await gateway.refund(reference, `${key}-refund`).catch((err: unknown): PaymentResult => ({
          ok: false,
          reason: 'unavailable',
          message: String(err),
        }))
      : null;
    if (refund?.ok) {
      log.warn({ provider, reference }, 'sign-up not recorded; charge refunded');
      return;
    }
    log.error(
      { provider, reference },
      'sign-up not recorded and refund failed; kept for reconciliation',
    );
    await createSubscriptionRepository(db).recordForReconciliation({
      provider,
      reference,
      amount: priced.cents,
      currency: priced.plan.currency.toUpperCase(),
      reason: `sign-up not recorded (${reason}); refund failed`,
    });
  }

  return {
    /** POST /signup_validation: every rule, no payment, nothing written. */
    async validate(details: SignupDetails, promotion?: string) {
      const checked = await check(details, 'validation', promotion);
      return checked.ok ? { ok: true as const } : { ok: false as const, fields: checked.fields };
    },

    async signup(
      kind: SignupKind,
      details: SignupDetails,
      options: { promotion?: string } = {},
    ): Promise<SignupResult> {
      const checked = await check(details, kind, options.promotion);
      if (!checked.ok) return { ok: false, reason: 'invalid', fields: checked.fields };
      const solved = await captcha.check(details.captcha ?? '');
      if (!solved)
        return { ok: false, reason: 'invalid', fields: { captcha: messages.captchaRequired } };
      const { priced } = checked;
      // Hash before charging: the transaction after the charge should be short.
      const passwordHash = await hashPassword(details.password1);
      const key = attemptKey(kind, details, priced);

      const payment = await takePayment(kind, details, priced, key);
      if (payment.result && !payment.result.ok) {
        const failure = payment.result;
        const message =
          kind === 'paypal' && failure.reason !== 'unavailable'
            ? withBrand(messages.paypalSignupFailed, deps.brand).replace(
                '{reference}',
                details.paypal_reference ?? '',
              )
            : failure.reason === 'unavailable'
              ? messages.paymentUnavailable
              : failure.message;
        return {
          ok: false,
          reason: 'payment',
          status: failure.reason === 'unavailable' ? 503 : 402,
          message,
        };
      }
      const reference = payment.result?.ok ? payment.result.reference : null;

      try {
        const userId = await withTransaction(db, async (tx) => {
          const now = clock.now();
          const { id } = await createAccountRepository(tx).insertMember({
            email: details.email,
            username: details.username,
            passwordHash,
            firstName: details.first_name,
            lastName: details.last_name,
            dob: details.dob,
            countryId: details.country_id,
            stateId: details.state_id ?? null,
            stateOther: details.state_id ? null : details.state || null,
            medicalSchoolId:
              details.medical_school_id === OTHER_SCHOOL ? null : details.medical_school_id,
            medicalSchoolOther:
              details.medical_school_id === OTHER_SCHOOL
                ? (details.medical_school_other ?? null)
                : null,
            graduationYear: details.graduation_year,
            emailOptIn: details.email_opt_in,
            termsAgreedId: details.terms_checked,
            createdAt: now,
          });
          const vouchers = createVoucherRepository(tx);
          if (priced.voucher) {
            // Uses are counted under the voucher's row lock, so a limited voucher cannot be
            // used once too often by sign-ups at the same moment.
            await vouchers.lock(priced.voucher.id);
            if (
              priced.voucher.maxUses !== null &&
              (await vouchers.countUses(priced.voucher.id)) >= priced.voucher.maxUses
            ) {
              throw new SignupRefused({ voucher: messages.voucherInvalid });
            }
          }
          const subscriptionsRepo = createSubscriptionRepository(tx);
          const subscription = await subscriptionsRepo.insertSubscription({
            userId: id,
            subscriptionTypeId: priced.plan.id,
            status: 'active',
            startDate: now,
            expiryDate: expiryFor(now, priced.plan.length),
            voucherId: priced.voucher?.id ?? null,
            price: Number(priced.price),
            currency: priced.plan.currency.toUpperCase(),
            createdAt: now,
          });
          await subscriptionsRepo.insertPayment({
            userId: id,
            subscriptionId: subscription.id,
            method: reference ? (kind === 'paypal' ? 'paypal' : 'credit_card') : 'free',
            provider: payment.provider,
            reference,
            amount: priced.cents,
            currency: priced.plan.currency.toUpperCase(),
            idempotencyKey: key,
            createdAt: now,
          });
          const code = await codes.issue(tx, id, 'activation', null);
          await enqueueMail(
            tx,
            activationMail(
              { brand: deps.brand, publicUrl: deps.publicUrl },
              { email: details.email, firstName: details.first_name },
              code,
            ),
          );
          if (!(await captcha.spend(solved, tx))) {
            throw new SignupRefused({ captcha: messages.captchaRequired });
          }
          return id;
        });
        events.emit('mail.queued', {});
        events.emit('account.signed_up', { userId, kind });
        return { ok: true, userId };
      } catch (err) {
        const fields = refusedFields(err);
        if (reference && payment.provider) {
          await undoCharge(
            kind,
            payment.provider,
            reference,
            priced,
            key,
            fields ? Object.keys(fields).join(', ') : 'database error',
          );
        }
        if (fields) return { ok: false, reason: 'invalid', fields };
        throw err;
      }
    },
  };
}

function unavailableMethod(): PaymentResult {
  return { ok: false, reason: 'unavailable', message: messages.paymentMethodUnavailable };
}

/** A rule that failed inside the transaction; everything it wrote is rolled back. */
class SignupRefused extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('sign-up refused');
  }
}

/** Field messages for a refusal or for a sign-up that lost a race for its e-mail or username. */
function refusedFields(err: unknown): Record<string, string> | null {
  if (err instanceof SignupRefused) return err.fields;
  const constraint = uniqueViolation(err);
  const field = constraint === null ? undefined : ACCOUNT_UNIQUE_FIELDS[constraint];
  if (field === 'email') return { email: messages.emailTaken };
  if (field === 'username') return { username: messages.usernameTaken };
  if (constraint === 'payments_provider_reference_uq') {
    return { paypal_reference: messages.paypalReferenceRequired };
  }
  return null;
}
