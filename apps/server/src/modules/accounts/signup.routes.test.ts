// Sign-up in all its forms (docs/accounts.md): what is checked, what is written, and that a
// failed step leaves nothing behind.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, withBrand } from '@osce/shared/messages';
import {
  payments as paymentRows,
  subscriptions,
  subscriptionTypes,
  users,
} from '../../db/schema/index.ts';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import { createSubscriptionTypeCatalogueRepository } from '../billing/subscription-type-catalogue.repository.ts';
import { createPlan } from '../../test/factories.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import {
  createSignupCatalogue,
  signupBody,
  type SignupCatalogue,
} from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';

const sandbox = createSandboxPayments();
const t = useTestApp({ catalogue: false, payments: sandbox });
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const post = async (url: string, body: unknown) =>
  t().app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });
const withCaptcha = async (body: Record<string, unknown>) => ({
  ...body,
  captcha: await solvedCaptcha(t().app),
});
const db = () => t().database.db;
const userByEmail = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0];
const countRows = async (table: typeof users | typeof subscriptions) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

describe('POST /api/trial_signup', () => {
  it('makes an inactive member with the 7-day Free Trial and e-mails the activation link', async () => {
    const body = signupBody(c, { subscription_type_id: undefined });
    const res = await post('/trial_signup', await withCaptcha(body));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: messages.trialSuccess, errors: [] });

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      username: body.username,
      firstName: 'Ada',
      dob: '2001-12-10',
      stateId: c.stateId,
      medicalSchoolId: c.schoolId,
      termsAgreedId: c.termsId,
      activatedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user!.id));
    expect(subscription).toMatchObject({ subscriptionTypeId: c.trialId, status: 'active' });
    expect(subscription!.expiryDate.getTime() - subscription!.startDate.getTime()).toBe(
      7 * 86_400_000,
    );

    await t().settled();
    const mail = t().mail.find((m) => m.to === body.email);
    expect(mail?.text).toMatch(/\/activate\/[\w-]{43}/);
  });
});

describe('POST /api/credit_card_signup', () => {
  it('charges the price after voucher once and records the subscription and payment', async () => {
    const body = signupBody(c, {
      subscription_type_id: c.quarterId,
      voucher: c.fiveOffId,
      payment_method: 'credit_card',
      token_id: 'tok_visa',
    });
    const res = await post('/credit_card_signup', await withCaptcha(body));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(withBrand(messages.signupSuccess, t().config.BRAND_NAME));

    const user = await userByEmail(body.email);
    const [payment] = await db().select().from(paymentRows).where(eq(paymentRows.userId, user!.id));
    // 3 Months: discounted 69.99, minus $5.
    expect(payment).toMatchObject({
      method: 'credit_card',
      provider: 'sandbox',
      amount: 6499,
      currency: 'USD',
    });
    const [subscription] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user!.id));
    expect(subscription).toMatchObject({
      subscriptionTypeId: c.quarterId,
      voucherId: c.fiveOffId,
      price: 64.99,
      status: 'active',
    });
    expect(subscription!.expiryDate.getTime() - subscription!.startDate.getTime()).toBe(
      90 * 86_400_000,
    );
    expect(sandbox.card.charges().filter((ch) => ch.reference === payment!.reference)).toHaveLength(
      1,
    );
  });

  it('creates nothing for a declined card, and the same details sign up at once after', async () => {
    const before = { users: await countRows(users), subscriptions: await countRows(subscriptions) };
    const body = signupBody(c, { payment_method: 'credit_card', token_id: 'tok_chargeDeclined' });
    const declined = await post('/credit_card_signup', await withCaptcha(body));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ success: false });
    expect(declined.json().errors).toEqual([declined.json().message]);
    expect(await countRows(users)).toBe(before.users);
    expect(await countRows(subscriptions)).toBe(before.subscriptions);

    const retry = await post(
      '/credit_card_signup',
      await withCaptcha({ ...body, token_id: 'tok_visa' }),
    );
    expect(retry.statusCode).toBe(201);
    expect(await userByEmail(body.email)).toBeDefined();
  });

  it('refuses a token the sandbox does not know, and a missing one by its field', async () => {
    const body = signupBody(c, { payment_method: 'credit_card', token_id: 'tok_made_up' });
    expect((await post('/credit_card_signup', await withCaptcha(body))).statusCode).toBe(402);
    const missing = await post(
      '/credit_card_signup',
      await withCaptcha(signupBody(c, { payment_method: 'credit_card' })),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields.token_id).toBe(messages.cardRequired);
  });

  it('refunds the charge when a sign-up at the same moment took the username', async () => {
    const base = signupBody(c, { payment_method: 'credit_card', token_id: 'tok_visa' });
    const attempts = await Promise.all(
      Array.from({ length: 5 }, async (_, i) =>
        withCaptcha({
          ...base,
          email: `racer${i}@example.test`,
          email_confirm: `racer${i}@example.test`,
        }),
      ),
    );
    const chargesBefore = sandbox.card.charges().length;
    const results = await Promise.all(attempts.map((a) => post('/credit_card_signup', a)));
    const created = results.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().fields.username).toBe(messages.usernameTaken);
    }
    const charged = sandbox.card.charges().slice(chargesBefore);
    // Every charge taken is either the one recorded sign-up or refunded.
    expect(charged.filter((ch) => !ch.refunded)).toHaveLength(1);
  });
});

describe('POST /api/free_subscription_signup', () => {
  it('activates the plan free with a voucher that makes it 0.00', async () => {
    const body = signupBody(c, { voucher: c.freePassId });
    const res = await post('/free_subscription_signup', await withCaptcha(body));
    expect(res.statusCode).toBe(201);
    const user = await userByEmail(body.email);
    const [payment] = await db().select().from(paymentRows).where(eq(paymentRows.userId, user!.id));
    expect(payment).toMatchObject({ method: 'free', amount: 0, provider: null, reference: null });
  });

  it('needs a voucher, one for this plan, and one that makes it free', async () => {
    const none = await post('/free_subscription_signup', await withCaptcha(signupBody(c)));
    expect(none.json().fields.voucher).toBe(messages.freeSignupNeedsVoucher);
    const wrongPlan = await post(
      '/free_subscription_signup',
      await withCaptcha(
        signupBody(c, { subscription_type_id: c.quarterId, voucher: c.freePassId }),
      ),
    );
    expect(wrongPlan.json().fields.voucher).toBe(messages.voucherWrongPlan);
    const notFree = await post(
      '/free_subscription_signup',
      await withCaptcha(signupBody(c, { voucher: c.tenOffId })),
    );
    expect(notFree.statusCode).toBe(422);
    expect(notFree.json().fields.voucher).toBe(messages.notFreeAfterVoucher);
  });
});

describe('POST /api/paypal_signup', () => {
  async function approvedOrder(planId: number, voucher?: number) {
    const order = await post('/paypal/orders', { subscription_type_id: planId, voucher });
    expect(order.statusCode).toBe(201);
    const { id } = order.json<{ id: string }>();
    expect((await post(`/paypal/sandbox/orders/${id}/approve`, {})).statusCode).toBe(200);
    return id;
  }

  it('captures an approved order for the price after voucher, once', async () => {
    const reference = await approvedOrder(c.monthId, c.tenOffId);
    const body = signupBody(c, {
      voucher: c.tenOffId,
      payment_method: 'paypal',
      paypal_reference: reference,
    });
    const res = await post('/paypal_signup', await withCaptcha(body));
    expect(res.statusCode).toBe(201);
    const user = await userByEmail(body.email);
    const [payment] = await db().select().from(paymentRows).where(eq(paymentRows.userId, user!.id));
    expect(payment).toMatchObject({ method: 'paypal', amount: 2699 });

    const reused = await post(
      '/paypal_signup',
      await withCaptcha(signupBody(c, { voucher: c.tenOffId, paypal_reference: reference })),
    );
    expect(reused.statusCode).toBe(402);
    expect(reused.json().message).toContain(reference);
  });

  it('refuses an order not approved, or for another price, and creates nothing', async () => {
    const order = await post('/paypal/orders', { subscription_type_id: c.monthId });
    const unapproved = signupBody(c, { paypal_reference: order.json().id });
    const before = await countRows(users);
    expect((await post('/paypal_signup', await withCaptcha(unapproved))).statusCode).toBe(402);
    // An order approved for the full price cannot pay for the plan with a voucher.
    const full = await approvedOrder(c.monthId);
    const cheaper = signupBody(c, { voucher: c.tenOffId, paypal_reference: full });
    expect((await post('/paypal_signup', await withCaptcha(cheaper))).statusCode).toBe(402);
    expect(await countRows(users)).toBe(before);
  });

  it('will not make a PayPal order for a plan the voucher makes free', async () => {
    const res = await post('/paypal/orders', {
      subscription_type_id: c.monthId,
      voucher: c.freePassId,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.payment_method).toBe(messages.paypalZeroCost);
  });
});

describe('POST /api/signup_validation', () => {
  it('names every required field with the spec texts for an empty or null body', async () => {
    for (const payload of [{}, null]) {
      const res = await t().app.inject({
        method: 'POST',
        url: '/api/signup_validation',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(422);
      const { fields } = res.json();
      expect(fields).toMatchObject({
        first_name: messages.firstNameRequired,
        last_name: messages.surnameRequired,
        dob: messages.dobRequired,
        email: messages.emailRequired,
        country_id: messages.countryRequired,
        medical_school_id: messages.medicalSchoolRequired,
        graduation_year: messages.graduationYearRequired,
        username: messages.usernameRequired,
        password1: messages.passwordRequired,
        password2: messages.repeatPasswordRequired,
        subscription_type_id: messages.subscriptionTypeRequired,
        terms_and_conditions: messages.termsRequired,
      });
    }
  });

  it.each([
    ['email', { email: 'nope' }, messages.emailInvalid],
    ['email_confirm', { email_confirm: 'other@example.test' }, messages.emailMismatch],
    ['password1', { password1: 'Ab1', password2: 'Ab1' }, messages.passwordTooShort],
    ['password1', { password1: 'secret123', password2: 'secret123' }, messages.passwordNeedsUpper],
    ['password1', { password1: 'Secretsss', password2: 'Secretsss' }, messages.passwordNeedsNumber],
    ['password2', { password2: 'Secret124' }, messages.passwordMismatch],
    ['state_id', { state_id: null }, messages.stateRequired],
    ['medical_school_other', { medical_school_id: 'other' }, messages.medicalSchoolNameRequired],
    ['graduation_year', { graduation_year: 2100 }, undefined],
    ['dob', { dob: '31/02/2001' }, messages.dobInvalid],
    ['first_name', { first_name: 'Ada\u0000' }, messages.controlCharacters],
    [
      'last_name',
      { last_name: 'x'.repeat(100_000) },
      'Please keep this field under 100 characters.',
    ],
    ['terms_and_conditions', { terms_and_conditions: false }, messages.termsRequired],
  ])('refuses a bad value on %s', async (field, override, text) => {
    const res = await post('/signup_validation', signupBody(c, override));
    expect(res.statusCode).toBe(422);
    const fields = res.json().fields as Record<string, string>;
    if (text) expect(fields[field]).toBe(text);
    else expect(fields[field]).toBeTruthy();
  });

  it('limits schools to the chosen state, and takes a free-text state where a country has none', async () => {
    const elsewhere = await post(
      '/signup_validation',
      signupBody(c, { medical_school_id: c.otherStateSchoolId }),
    );
    expect(elsewhere.json().fields.medical_school_id).toBe(messages.medicalSchoolNotInPlace);
    const plain = await post(
      '/signup_validation',
      signupBody(c, {
        country_id: c.plainCountryId,
        state_id: null,
        state: 'Yorkshire',
        medical_school_id: 'other',
        medical_school_other: 'Leeds School of Medicine',
      }),
    );
    expect(plain.statusCode).toBe(200);
  });

  it('says which of e-mail and username are taken, whatever their case', async () => {
    const body = signupBody(c, { subscription_type_id: undefined });
    expect((await post('/trial_signup', await withCaptcha(body))).statusCode).toBe(201);
    const again = await post(
      '/signup_validation',
      signupBody(c, {
        email: body.email.toUpperCase(),
        email_confirm: body.email.toUpperCase(),
        username: body.username.toUpperCase(),
      }),
    );
    expect(again.json().fields).toMatchObject({
      email: messages.emailTaken,
      username: messages.usernameTaken,
    });
  });

  it('checks the voucher against the plan and the terms against the current version', async () => {
    const wrong = await post('/signup_validation', signupBody(c, { voucher: c.fiveOffId }));
    expect(wrong.json().fields.voucher).toBe(messages.voucherWrongPlan);
    const old = await post('/signup_validation', signupBody(c, { terms_checked: c.termsId + 999 }));
    expect(old.json().fields.terms_and_conditions).toBe(messages.termsOutdated);
    const trialPlan = await post(
      '/signup_validation',
      signupBody(c, { subscription_type_id: c.trialId }),
    );
    expect(trialPlan.json().fields.subscription_type_id).toBe(messages.subscriptionTypeUnavailable);
  });

  it('writes nothing', async () => {
    const before = await countRows(users);
    expect((await post('/signup_validation', signupBody(c))).statusCode).toBe(200);
    expect(await countRows(users)).toBe(before);
  });
});

describe('sign-ups at the same moment', () => {
  it('50 sign-ups with one username create exactly one account', async () => {
    const base = signupBody(c, { subscription_type_id: undefined });
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        withCaptcha({
          ...base,
          email: `same${i}@example.test`,
          email_confirm: `same${i}@example.test`,
        }),
      ),
    );
    const results = await Promise.all(bodies.map((b) => post('/trial_signup', b)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(49);
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(users)
      .where(eq(users.username, base.username))) as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('vouchers and promotions', () => {
  it('applies a voucher by code, for its plans only', async () => {
    const ok = await post('/apply_voucher', { voucher: 'ten', subscription_type_id: c.monthId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: messages.voucherApplied,
      voucher: { id: c.tenOffId, code: 'TEN', sign: '%', discount: 10 },
    });
    const wrong = await post('/apply_voucher', {
      voucher: 'FIVE',
      subscription_type_id: c.monthId,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(messages.voucherWrongPlan);
    const unknown = await post('/apply_voucher', { voucher: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: messages.voucherInvalid });
  });

  it('lists which vouchers apply on each plan card', async () => {
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/subscription_types/signup?country=US',
    });
    const quarter = res.json().find((p: { id: number }) => p.id === c.quarterId);
    expect(quarter.applicable_vouchers).toEqual([c.tenOffId, c.fiveOffId]);
  });

  it("shows a promotion's plans, and sells a plan offered only there to its visitors", async () => {
    const repo = createSubscriptionTypeCatalogueRepository(db());
    const special = await createPlan(db(), {
      countryId: c.countryId,
      name: 'Promotion Only',
      cost: 9.99,
      signup: false,
    });
    await repo.upsertPromotion({ slug: 'autumn', name: 'Autumn' }, [special.id, c.monthId]);
    const promo = await t().app.inject({ method: 'GET', url: '/api/promotion/autumn?country=US' });
    expect(promo.statusCode).toBe(200);
    expect(promo.json().sub_types.map((p: { id: number }) => p.id)).toEqual([
      special.id,
      c.monthId,
    ]);
    const elsewhere = await t().app.inject({
      method: 'GET',
      url: '/api/promotion/autumn?country=UK',
    });
    expect(elsewhere.json().sub_types).toEqual([]);
    const gone = await t().app.inject({ method: 'GET', url: '/api/promotion/nope' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(messages.promotionInactive);

    const body = signupBody(c, { subscription_type_id: special.id });
    const direct = await post('/signup_validation', body);
    expect(direct.json().fields.subscription_type_id).toBe(messages.subscriptionTypeUnavailable);
    expect((await post('/signup_validation?promotion=autumn', body)).statusCode).toBe(200);
  });

  it('answers a withdrawn plan as not on sale', async () => {
    const plan = await db()
      .insert(subscriptionTypes)
      .values({
        countryId: c.countryId,
        name: 'Withdrawn',
        cost: 5,
        length: 5,
        displayLength: '5 days',
        description: '',
        active: false,
      })
      .returning();
    const res = await post(
      '/signup_validation',
      signupBody(c, { subscription_type_id: plan[0]!.id }),
    );
    expect(res.json().fields.subscription_type_id).toBe(messages.subscriptionTypeUnavailable);
  });
});
