// The back office's Prices section (docs/admin.md, 'Prices'): plan edits apply to purchases from
// then on and never to bought subscriptions; voucher and promotion edits reach /apply_voucher and
// the public answers at once (their caches follow `content.changed`); every write audited.
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceMessages } from '@osce/shared/admin/inbox-prices-messages';
import { messages } from '@osce/shared/messages';
import {
  adminPlansAnswerSchema,
  adminVouchersAnswerSchema,
  type AdminPlan,
} from '@osce/shared/schemas/admin-prices';
import { auditLog, vouchers } from '../../../db/schema/index.ts';
import { createSandboxPayments } from '../../../payments/create-payments.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../../test/signup-fixture.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DAY_MS, buyByCard, listSubscriptions } from '../../billing/billing.test-support.ts';

const t = useTestApp({ catalogue: false, payments: createSandboxPayments() });
let c: SignupCatalogue;
let admin: TestMember;

beforeAll(async () => {
  c = await createSignupCatalogue(t());
  admin = await createMember(t(), { role: 'admin' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = admin) =>
  t().injectAs(who.token, {
    method,
    url: `/api/admin${url}`,
    headers: { 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const planOf = async (id: number) => {
  const res = await call('GET', '/plans');
  expect(res.statusCode).toBe(200);
  return adminPlansAnswerSchema.parse(res.json()).plans.find((p) => p.id === id)!;
};
const editable = (p: AdminPlan) => ({
  price: p.price,
  discounted_cost: p.discounted_cost,
  currency: p.currency,
  length: p.length,
  display_length: p.display_length,
  signup: p.signup,
  renewable: p.renewable,
  active: p.active,
});
const publicPlans = async () =>
  (await t().app.inject({ method: 'GET', url: '/api/subscription_plans?country=US' })).json() as {
    id: number;
    cost: number;
    currency: string;
    length: number;
    applicable_vouchers: number[];
  }[];
const applyVoucher = (voucher: string, plan?: number) =>
  t().app.inject({
    method: 'POST',
    url: '/api/apply_voucher',
    payload: { voucher, ...(plan ? { subscription_type_id: plan } : {}) },
  });
const voucherBody = (overrides: Record<string, unknown> = {}) => ({
  code: 'SPRING',
  sign: '%',
  discount: 20,
  subscription_type_ids: [c.monthId],
  valid_from: null,
  valid_to: null,
  max_uses: null,
  active: true,
  ...overrides,
});

describe('plans', () => {
  it("changes the price and length of purchases from then on, never a bought subscription's", async () => {
    const buyer = await createMember(t());
    expect((await buyByCard(t(), buyer, { subscription_type: c.monthId })).statusCode).toBe(201);
    expect((await publicPlans()).find((p) => p.id === c.monthId)?.cost).toBe(29.99); // cached now

    const before = await planOf(c.monthId);
    expect(before).toMatchObject({ price: 29.99, currency: 'USD', length: 30, subscriptions: 1 });
    const res = await call('PUT', `/plans/${c.monthId}`, {
      ...editable(before),
      price: 39.99,
      length: 60,
      display_length: '2 months',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().plan).toMatchObject({ price: 39.99, length: 60, display_length: '2 months' });
    await t().settled();

    // Every process's cached public answer was dropped.
    expect((await publicPlans()).find((p) => p.id === c.monthId)).toMatchObject({
      cost: 39.99,
      length: 60,
    });
    // The bought subscription is as it was.
    const [bought] = await listSubscriptions(t(), buyer);
    expect(bought).toMatchObject({
      price: '29.99',
      type: { length: 30, display_length: '1 Month' },
    });
    expect(Date.parse(bought!.expiry_date) - Date.parse(bought!.start_date)).toBe(30 * DAY_MS);
    // A new purchase pays the new price for the new length.
    const next = await createMember(t());
    const bought2 = await buyByCard(t(), next, { subscription_type: c.monthId });
    expect(bought2.json().subscription).toMatchObject({ price: '39.99', type: { length: 60 } });

    const [entry] = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'plan.update'), eq(auditLog.entityId, String(c.monthId))));
    expect(entry).toMatchObject({
      entity: 'plan',
      actorUsername: admin.username,
      before: { cost: 29.99, length: 30 },
      after: { cost: 39.99, length: 60, display_length: '2 months' },
    });
    // Put it back for the other tests.
    expect((await call('PUT', `/plans/${c.monthId}`, editable(before))).statusCode).toBe(200);
    await t().settled();
  });

  it('sets a currency of its own and withdraws a plan', async () => {
    const before = await planOf(c.quarterId);
    await publicPlans();
    const res = await call('PUT', `/plans/${c.quarterId}`, {
      ...editable(before),
      currency: 'eur',
      active: false,
    });
    expect(res.json().plan).toMatchObject({ currency: 'EUR', active: false });
    await t().settled();
    expect((await publicPlans()).map((p) => p.id)).not.toContain(c.quarterId);
    await call('PUT', `/plans/${c.quarterId}`, { ...editable(before), currency: 'eur' });
    await t().settled();
    expect((await publicPlans()).find((p) => p.id === c.quarterId)?.currency).toBe('EUR');
    await call('PUT', `/plans/${c.quarterId}`, editable(before));
    await t().settled();
  });

  it('refuses bad input with each field named, an unknown plan with 404, and support with 403', async () => {
    const before = await planOf(c.monthId);
    const res = await call('PUT', `/plans/${c.monthId}`, {
      price: -1,
      currency: 'dollars',
      length: 0,
      display_length: 'x\u0000',
      signup: 'yes',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({
      price: priceMessages.priceInvalid,
      currency: priceMessages.currencyInvalid,
      length: priceMessages.lengthInvalid,
      display_length: messages.controlCharacters,
      signup: messages.invalidInput,
    });
    expect((await call('PUT', `/plans/${c.monthId}`, null)).statusCode).toBe(422);
    expect(
      (await call('PUT', `/plans/${c.monthId}`, { ...editable(before), price: 1.999 })).json()
        .fields,
    ).toEqual({
      price: priceMessages.priceInvalid,
    });
    const missing = await call('PUT', '/plans/999999', editable(before));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(priceMessages.planNotFound);
    const support = await createMember(t(), { role: 'support' });
    const refused = await call(
      'PUT',
      `/plans/${c.monthId}`,
      { ...editable(before), price: 1 },
      support,
    );
    expect(refused.statusCode).toBe(403);
    expect(await planOf(c.monthId)).toEqual(before);
  });
});

describe('vouchers', () => {
  it('lists vouchers with their plans and uses counted from subscriptions', async () => {
    const buyer = await createMember(t());
    await buyByCard(t(), buyer, { subscription_type: c.quarterId, voucher: c.fiveOffId });
    const res = await call('GET', '/vouchers');
    const five = adminVouchersAnswerSchema
      .parse(res.json())
      .vouchers.find((v) => v.code === 'FIVE');
    expect(five).toMatchObject({
      sign: '$',
      discount: 5,
      subscription_type_ids: [c.quarterId],
      uses: 1,
      max_uses: null,
      active: true,
      valid_from: null,
      valid_to: null,
    });
  });

  it('an edited discount is what /apply_voucher answers at once; withdrawing one refuses it', async () => {
    expect((await applyVoucher('ten', c.monthId)).json().voucher.discount).toBe(10);
    const res = await call(
      'PUT',
      `/vouchers/${c.tenOffId}`,
      voucherBody({ code: 'TEN', discount: 25, subscription_type_ids: [c.monthId, c.quarterId] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().voucher).toMatchObject({ code: 'TEN', discount: 25, sign: '%' });
    const applied = await applyVoucher('TEN', c.monthId);
    expect(applied.json().voucher).toMatchObject({ id: c.tenOffId, sign: '%', discount: 25 });

    await call(
      'PUT',
      `/vouchers/${c.tenOffId}`,
      voucherBody({
        code: 'TEN',
        discount: 25,
        active: false,
        subscription_type_ids: [c.monthId, c.quarterId],
      }),
    );
    await t().settled();
    expect((await applyVoucher('TEN', c.monthId)).statusCode).toBe(404);
    expect(
      (await publicPlans()).find((p) => p.id === c.monthId)?.applicable_vouchers,
    ).not.toContain(c.tenOffId);
    await call(
      'PUT',
      `/vouchers/${c.tenOffId}`,
      voucherBody({ code: 'TEN', discount: 10, subscription_type_ids: [c.monthId, c.quarterId] }),
    );
    await t().settled();
  });

  it('creates one with dates and a use limit that /apply_voucher honours, audited', async () => {
    const now = t().clock.nowMs();
    const res = await call(
      'POST',
      '/vouchers',
      voucherBody({
        code: 'LATER',
        sign: '$',
        discount: 3.5,
        valid_from: new Date(now + DAY_MS).toISOString(),
        valid_to: new Date(now + 10 * DAY_MS).toISOString(),
        max_uses: 1,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().voucher.id as number;
    expect(res.json().voucher).toMatchObject({
      code: 'LATER',
      discount: 3.5,
      max_uses: 1,
      uses: 0,
    });
    expect((await applyVoucher('LATER', c.monthId)).statusCode).toBe(404);
    const open = await call(
      'PUT',
      `/vouchers/${id}`,
      voucherBody({ code: 'LATER', sign: '$', discount: 3.5, max_uses: 1 }),
    );
    expect(open.statusCode).toBe(200);
    expect((await applyVoucher('later', c.monthId)).json().voucher.discount).toBe(3.5);
    expect((await applyVoucher('LATER', c.quarterId)).json().message).toBe(
      messages.voucherWrongPlan,
    );
    const buyer = await createMember(t());
    expect(
      (await buyByCard(t(), buyer, { subscription_type: c.monthId, voucher: id })).statusCode,
    ).toBe(201);
    expect((await applyVoucher('LATER', c.monthId)).statusCode).toBe(404);
    const entries = await t()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'voucher'), eq(auditLog.entityId, String(id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['voucher.create', 'voucher.update']);
  });

  it('keeps codes unique whatever the case, also under five creations at once', async () => {
    const taken = await call('POST', '/vouchers', voucherBody({ code: 'ten' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: priceMessages.voucherCodeTaken,
      fields: { code: priceMessages.voucherCodeTaken },
    });
    const renamed = await call('PUT', `/vouchers/${c.fiveOffId}`, voucherBody({ code: 'Free' }));
    expect(renamed.statusCode).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/vouchers', voucherBody({ code: 'RACE' }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const [rows] = await t()
      .database.db.select({ n: count() })
      .from(vouchers)
      .where(sql`lower(${vouchers.code}) = 'race'`);
    expect(rows!.n).toBe(1);
  });

  it('refuses bad input, unknown plans and unknown vouchers, writing nothing', async () => {
    const before = await call('GET', '/vouchers');
    const empty = await call('POST', '/vouchers', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toMatchObject({
      code: priceMessages.codeRequired,
      discount: priceMessages.discountInvalid,
      subscription_type_ids: priceMessages.plansRequired,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discount: 150 }, 'discount', priceMessages.percentTooHigh],
      [{ code: 'two words' }, 'code', priceMessages.codeInvalid],
      [{ code: 'A\u0000' }, 'code', messages.controlCharacters],
      [{ code: 'A'.repeat(51) }, 'code', 'Please keep this field under 50 characters.'],
      [{ max_uses: 0 }, 'max_uses', priceMessages.maxUsesInvalid],
      [{ valid_from: 'tomorrow' }, 'valid_from', priceMessages.dateInvalid],
      [
        { valid_from: '2030-01-02T00:00:00Z', valid_to: '2030-01-01T00:00:00Z' },
        'valid_to',
        priceMessages.validToBeforeFrom,
      ],
    ];
    for (const [overrides, field, text] of cases) {
      const res = await call('POST', '/vouchers', voucherBody({ code: 'BAD', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().fields[field]).toBe(text);
    }
    const unknown = await call(
      'POST',
      '/vouchers',
      voucherBody({ code: 'BAD', subscription_type_ids: [999999] }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual({ subscription_type_ids: priceMessages.unknownPlans });
    const missing = await call('PUT', '/vouchers/999999', voucherBody({ code: 'BAD' }));
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/vouchers')).json()).toEqual(before.json());
  });
});

describe('promotions', () => {
  it('creates, edits and ends a promotion; /promotion/{slug} follows at once', async () => {
    const res = await call('POST', '/promotions', {
      slug: 'exam-season',
      name: 'Exam season',
      subscription_type_ids: [c.quarterId, c.monthId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().promotion.id as number;
    expect(res.json().promotion).toMatchObject({
      active: true,
      ends_at: null,
      subscription_type_ids: [c.quarterId, c.monthId],
    });
    const shown = await t().app.inject({
      method: 'GET',
      url: '/api/promotion/exam-season?country=US',
    });
    expect(shown.json().sub_types.map((p: { id: number }) => p.id)).toEqual([
      c.quarterId,
      c.monthId,
    ]);

    const renamed = await call('PUT', `/promotions/${id}`, {
      slug: 'exam-season',
      name: 'Exam season offer',
      subscription_type_ids: [c.monthId],
    });
    expect(renamed.statusCode).toBe(200);
    await t().settled();
    const again = await t().app.inject({
      method: 'GET',
      url: '/api/promotion/exam-season?country=US',
    });
    expect(again.json()).toMatchObject({ name: 'Exam season offer' });
    expect(again.json().sub_types.map((p: { id: number }) => p.id)).toEqual([c.monthId]);

    await call('PUT', `/promotions/${id}`, {
      slug: 'exam-season',
      name: 'Exam season offer',
      subscription_type_ids: [c.monthId],
      ends_at: new Date(t().clock.nowMs() - 1000).toISOString(),
    });
    await t().settled();
    const ended = await t().app.inject({
      method: 'GET',
      url: '/api/promotion/exam-season?country=US',
    });
    expect(ended.statusCode).toBe(404);
    const list = (await call('GET', '/promotions')).json().promotions;
    expect(list.find((p: { id: number }) => p.id === id)).toMatchObject({
      name: 'Exam season offer',
    });
    const taken = await call('POST', '/promotions', {
      slug: 'exam-season',
      name: 'Copy',
      subscription_type_ids: [c.monthId],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ slug: priceMessages.promotionSlugTaken });
    const bad = await call('POST', '/promotions', {
      slug: 'Bad Slug',
      name: '',
      subscription_type_ids: [],
    });
    expect(bad.json().fields).toMatchObject({
      slug: priceMessages.slugInvalid,
      name: priceMessages.nameRequired,
      subscription_type_ids: priceMessages.plansRequired,
    });
    expect(
      (
        await t()
          .database.db.select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, String(id))))
      )[0]!.n,
    ).toBe(3);
  });
});
