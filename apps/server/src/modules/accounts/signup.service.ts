// Sign-up in all its forms (docs/accounts.md): trial, card, PayPal and free-with-voucher.
// The server is the authority on every rule the form also checks. A sign-up completes whole or
// leaves nothing, and pays through billing's one charge path (billing/charge.service.ts,
// docs/billing.md "Charging"), as a member's purchase does: the details are checked and the price
// is quoted by billing; the attempt is claimed, so the same sign-up sent twice at once reaches the
// provider once and the copy is refused; the money is taken outside any transaction; then one
// transaction writes the member, the subscription and payment (through billing), the agreed terms,
// the activation code and e-mail, and spends the captcha. When that transaction fails after a
// charge (a sign-up at the same moment took the username), billing gives the money back.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isFreeTrialPlan } from '@osce/shared/constants';
import { messages, withBrand } from '@osce/shared/messages';
import { isFree } from '@osce/shared/price';
import { OTHER_SCHOOL, type SignupDetails } from '@osce/shared/schemas/account';
import type { CaptchaService } from '../../captcha/captcha.service.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../../mail/mail-outbox.ts';
import { BillingRefused, type ChargeService, type Quote } from '../billing/charge.service.ts';
import type { CheckoutService, PlanOnSale } from '../billing/checkout.service.ts';
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
  | { ok: false; reason: 'payment'; status: 402 | 503; message: string }
  /** The same sign-up sent again while the first is being processed, or after it was. */
  | { ok: false; reason: 'in_progress' };

/** What a checked sign-up resolves to: the plan, and the voucher and price billing quoted. */
interface Priced {
  plan: PlanOnSale;
  quote: Quote;
}

export type SignupService = ReturnType<typeof createSignupService>;

export function createSignupService(deps: {
  db: Db;
  clock: Clock;
  events: EventBus;
  captcha: CaptchaService;
  checkout: CheckoutService;
  charges: ChargeService;
  codes: AccountCodeService;
  brand: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, events, captcha, checkout, charges, codes } = deps;

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
    const [taken, terms, available] = await Promise.all([
      accounts.taken(details.email, details.username),
      createContentRepository(db).latestTerms(),
      checkout.plansOnSale(details.country),
    ]);
    if (taken.email) fields.email = messages.emailTaken;
    if (taken.username) fields.username = messages.usernameTaken;
    if (!terms || terms.id !== details.terms_checked) {
      fields.terms_and_conditions = messages.termsOutdated;
    }

    let plan: PlanOnSale | undefined;
    if (kind === 'trial') {
      plan = available.find((p) => isFreeTrialPlan(p));
      if (!plan) fields.subscription_type_id = messages.subscriptionTypeUnavailable;
    } else {
      // The sign-up form's plans, and those of the promotion the member came from.
      const promoted = promotion ? await promotionPlanIds(promotion, details.country) : [];
      const offered = available.filter((p) => p.signup || promoted.includes(p.id));
      plan = offered.find((p) => p.id === details.subscription_type_id);
      if (!plan || isFreeTrialPlan(plan)) {
        plan = undefined;
        fields.subscription_type_id = messages.subscriptionTypeUnavailable;
      }
    }

    let quote: Quote | null = null;
    if (plan) {
      // A trial takes no voucher; on the others billing checks it against the plan.
      const quoted = await charges.quote(
        plan,
        details.voucher && kind !== 'trial' ? details.voucher : null,
      );
      if (quoted.ok) quote = quoted;
      else fields.voucher = quoted.message;
    } else if (details.voucher && kind !== 'trial') {
      // Without a plan, still say whether the voucher itself is valid.
      const valid = await checkout.voucherExists(details.voucher);
      if (!valid) fields.voucher = messages.voucherInvalid;
    }
    if (!plan || !quote || Object.keys(fields).length > 0) return { ok: false, fields };

    const priced: Priced = { plan, quote };
    const { price } = quote;
    if (kind === 'free' && !isFree(price))
      return { ok: false, fields: { voucher: messages.notFreeAfterVoucher } };
    if (kind === 'paypal' && isFree(price))
      return { ok: false, fields: { payment_method: messages.paypalZeroCost } };
    return { ok: true, priced };
  }

  async function promotionPlanIds(slug: string, country: SignupDetails['country']) {
    const promotion = await checkout.promotion(slug, country);
    return promotion.ok ? promotion.plans.map((p) => p.id) : [];
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
          priced.quote.voucher?.id ?? null,
          priced.quote.cents,
          source ?? null,
        ]),
      )
      .digest('base64url');
    return `signup-${digest}`;
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

      const { plan, quote } = priced;
      const source = kind === 'credit_card' ? details.token_id : details.paypal_reference;

      const outcome = await charges
        .pay<number, never>({
          key,
          userId: null,
          plan,
          kind: kind === 'trial' ? 'free' : kind,
          // A trial takes no money and no voucher: the unique e-mail and username are its claim.
          claim: kind !== 'trial',
          cents: quote.cents,
          source: source ?? null,
          metadata: { subscription_type_id: String(plan.id) },
          record: async (tx, paid) => {
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
            await charges.recordSubscription(tx, {
              userId: id,
              plan,
              quote,
              paid,
              key,
              start: now,
              now,
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
              throw new BillingRefused({ captcha: messages.captchaRequired });
            }
            return { userId: id, value: id };
          },
        })
        .catch((err: unknown) => {
          const fields = refusedFields(err);
          if (fields) return { ok: false as const, reason: 'refused' as const, fields };
          throw err;
        });

      if (outcome.ok) {
        events.emit('mail.queued', {});
        events.emit('account.signed_up', { userId: outcome.value, kind });
        events.emit('billing.entitlements_changed', { userId: outcome.value });
        return { ok: true, userId: outcome.value };
      }
      switch (outcome.reason) {
        case 'refused':
          return { ok: false, reason: 'invalid', fields: outcome.fields };
        case 'busy':
        case 'stopped':
          return { ok: false, reason: 'in_progress' };
        case 'payment':
          return {
            ok: false,
            reason: 'payment',
            status: outcome.status,
            message:
              kind === 'paypal' && outcome.declined
                ? withBrand(messages.paypalSignupFailed, deps.brand).replace(
                    '{reference}',
                    details.paypal_reference ?? '',
                  )
                : outcome.message,
          };
      }
    },
  };
}

/** Field messages for a refusal or for a sign-up that lost a race for its e-mail or username. */
function refusedFields(err: unknown): Record<string, string> | null {
  if (err instanceof BillingRefused) return err.fields;
  const constraint = uniqueViolation(err);
  const field = constraint === null ? undefined : ACCOUNT_UNIQUE_FIELDS[constraint];
  if (field === 'email') return { email: messages.emailTaken };
  if (field === 'username') return { username: messages.usernameTaken };
  if (constraint === 'payments_provider_reference_uq') {
    return { paypal_reference: messages.paypalReferenceRequired };
  }
  return null;
}
