// Members buying subscriptions (docs/billing.md): by card, PayPal and free with a voucher;
// where a purchase starts; the limits, also under requests fired at once; retries charging once.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { purchaseAnswerSchema } from '@osce/shared/schemas/billing';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import { createMember } from '../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';
import {
  DAY_MS,
  attemptId,
  buyByCard,
  listSubscriptions,
  memberStatusOf,
  paidMember,
  paymentRows,
  subscriptionCount,
} from './billing.test-support.ts';

const sandbox = createSandboxPayments();
const t = useTestApp({ catalogue: false, payments: sandbox });
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const chargesOf = (userId: number) =>
  sandbox.card.charges().filter((ch) => ch.metadata.user_id === String(userId));

describe('POST /api/user/purchase_subscription_credit_card', () => {
  it('starts at once without a current plan, charges the price, records the payment, e-mails a receipt', async () => {
    const member = await createMember(t());
    const res = await buyByCard(t(), member, { subscription_type: c.quarterId });
    expect(res.statusCode).toBe(201);
    const body = purchaseAnswerSchema.parse(res.json());
    expect(body.message).toBe(messages.subscriptionPurchased);
    const now = t().clock.nowMs();
    expect(body.subscription).toMatchObject({
      status: 'active',
      price: '69.99',
      currency: 'USD',
      payment_method: 'credit_card',
      cancellable: true,
      type: { id: c.quarterId, name: '3 Months', length: 90 },
    });
    expect(Date.parse(body.subscription.start_date)).toBe(now);
    expect(Date.parse(body.subscription.expiry_date)).toBe(now + 90 * DAY_MS);
    expect(chargesOf(member.id)).toMatchObject([{ amount: 6999, currency: 'USD' }]);
    const [payment] = await paymentRows(t(), member.id);
    expect(payment).toMatchObject({ method: 'credit_card', provider: 'sandbox', amount: 6999 });
    expect(payment!.reference).toBe(chargesOf(member.id)[0]!.reference);
    await t().settled();
    const receipt = t().mail.find((m) => m.to === member.email);
    expect(receipt?.subject).toBe('Your OSCE Studio receipt');
    expect(receipt?.text).toContain('3 Months');
    expect(await memberStatusOf(t(), member)).toBe('Active');
  });

  it('queues a purchase behind the current paid plan: pending until that one expires', async () => {
    const { member, subscription } = await paidMember(t(), c, 10);
    const res = await buyByCard(t(), member, { subscription_type: c.monthId, voucher: c.tenOffId });
    expect(res.statusCode).toBe(201);
    const bought = purchaseAnswerSchema.parse(res.json()).subscription;
    expect(bought).toMatchObject({ status: 'pending', price: '26.99', cancellable: false });
    expect(bought.start_date).toBe(subscription.expiryDate.toISOString());
    expect(Date.parse(bought.expiry_date)).toBe(subscription.expiryDate.getTime() + 30 * DAY_MS);
  });

  it('refuses a second pending purchase with the spec text, and charges nothing for it', async () => {
    const { member } = await paidMember(t(), c);
    expect((await buyByCard(t(), member, { subscription_type: c.monthId })).statusCode).toBe(201);
    const res = await buyByCard(t(), member, { subscription_type: c.quarterId });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: messages.secondPending });
    expect(chargesOf(member.id)).toHaveLength(1);
    expect(await subscriptionCount(t(), member.id)).toBe(2);
  });

  it('refuses a third active one', async () => {
    const member = await createMember(t());
    for (const days of [1, 2]) {
      await giveSubscription(t(), member.id, {
        planName: '1 Month',
        countryId: c.countryId,
        start: new Date(t().clock.nowMs() - days * DAY_MS),
      });
    }
    const res = await buyByCard(t(), member, { subscription_type: c.monthId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.activeLimit);
    expect(chargesOf(member.id)).toHaveLength(0);
  });

  it('answers a declined card with its message and writes nothing', async () => {
    const member = await createMember(t());
    const res = await buyByCard(t(), member, {
      subscription_type: c.monthId,
      token_id: 'tok_chargeDeclined',
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(await subscriptionCount(t(), member.id)).toBe(0);
    expect(await paymentRows(t(), member.id)).toHaveLength(0);
  });

  it('refuses the trial, an unknown plan, a voucher for another plan and an unknown voucher', async () => {
    const member = await createMember(t());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subscription_type: c.trialId }, 'subscription_type', messages.subscriptionTypeUnavailable],
      [{ subscription_type: 999999 }, 'subscription_type', messages.subscriptionTypeUnavailable],
      [
        { subscription_type: c.monthId, voucher: c.fiveOffId },
        'voucher',
        messages.voucherWrongPlan,
      ],
      [{ subscription_type: c.monthId, voucher: 999999 }, 'voucher', messages.voucherInvalid],
      [
        { subscription_type: c.monthId, country: 'UK' },
        'subscription_type',
        messages.subscriptionTypeUnavailable,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await buyByCard(t(), member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message, fields: { [field]: message } });
    }
    expect(chargesOf(member.id)).toHaveLength(0);
  });

  it('ends a trial at the purchase: paid access at once', async () => {
    const member = await createMember(t());
    const trial = await giveSubscription(t(), member.id, {
      planName: FREE_TRIAL,
      countryId: c.countryId,
      days: 7,
    });
    expect(await memberStatusOf(t(), member)).toBe('Trial');
    const res = await buyByCard(t(), member, { subscription_type: c.monthId });
    expect(res.json().subscription.status).toBe('active');
    expect(await memberStatusOf(t(), member)).toBe('Active');
    const list = await listSubscriptions(t(), member);
    const ended = list.find((s) => s.id === trial.id)!;
    expect(ended.status).toBe('expired');
    expect(Date.parse(ended.expiry_date)).toBe(t().clock.nowMs());
  });

  it('answers a retried attempt with the first result and charges once', async () => {
    const member = await createMember(t());
    const body = { subscription_type: c.monthId, attempt_id: attemptId() };
    const [first, second] = await Promise.all([
      buyByCard(t(), member, body),
      buyByCard(t(), member, body),
    ]);
    const third = await buyByCard(t(), member, body);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(third.statusCode).toBe(200);
    expect(third.json().subscription.id).toBe(first.json().subscription.id);
    expect(chargesOf(member.id)).toHaveLength(1);
    expect(await subscriptionCount(t(), member.id)).toBe(1);
  });

  it('8 purchases fired at once leave exactly one pending, one charge per recorded subscription', async () => {
    const { member } = await paidMember(t(), c);
    // Four of each plan, each its own attempt: the first one claimed is bought; the others of its
    // plan are duplicates of it, and those of the other plan would be a second pending one.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        buyByCard(t(), member, { subscription_type: i % 2 ? c.quarterId : c.monthId }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const refusals = answers
      .filter((a) => a.statusCode === 409)
      .map((a) => (a.json() as { message: string }).message)
      .sort();
    expect(refusals).toEqual(
      [
        ...Array<string>(3).fill(messages.purchaseDuplicate),
        ...Array<string>(4).fill(messages.secondPending),
      ].sort(),
    );
    const list = await listSubscriptions(t(), member);
    expect(list.filter((s) => s.status === 'pending')).toHaveLength(1);
    const recorded = await paymentRows(t(), member.id);
    expect(recorded).toHaveLength(1);
    expect(chargesOf(member.id).map((ch) => ch.reference)).toEqual(
      recorded.map((p) => p.reference),
    );
  });
});

describe('POST /api/user/purchase_subscription_paypal', () => {
  async function approvedOrder(subscriptionTypeId: number, voucher?: number) {
    const order = await t().app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { subscription_type_id: subscriptionTypeId, voucher },
    });
    const { id } = order.json() as { id: string };
    await t().app.inject({ method: 'POST', url: `/api/paypal/sandbox/orders/${id}/approve` });
    return id;
  }

  it('captures the approved order for the price and records the purchase', async () => {
    const member = await createMember(t());
    const payment_id = await approvedOrder(c.quarterId, c.fiveOffId);
    const res = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_subscription_paypal',
      payload: { subscription_type: c.quarterId, payment_id, voucher: c.fiveOffId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription).toMatchObject({ price: '64.99', payment_method: 'paypal' });
    expect(await paymentRows(t(), member.id)).toMatchObject([
      { provider: 'sandbox', amount: 6499 },
    ]);
  });

  it('refuses an order for another price, and PayPal at 0.00', async () => {
    const member = await createMember(t());
    const cheap = await approvedOrder(c.monthId);
    const wrong = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_subscription_paypal',
      payload: { subscription_type: c.quarterId, payment_id: cheap },
    });
    expect(wrong.statusCode).toBe(402);
    const free = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_subscription_paypal',
      payload: { subscription_type: c.monthId, payment_id: cheap, voucher: c.freePassId },
    });
    expect(free.statusCode).toBe(422);
    expect(free.json().message).toBe(messages.paypalZeroCost);
    expect(await subscriptionCount(t(), member.id)).toBe(0);
  });
});

describe('POST /api/user/purchase_free_subscription', () => {
  it('activates a plan the voucher makes free, without a charge', async () => {
    const member = await createMember(t());
    const res = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_free_subscription',
      payload: { subscription_type: c.monthId, voucher: c.freePassId },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().subscription).toMatchObject({ price: '0.00', payment_method: 'free' });
    expect(chargesOf(member.id)).toHaveLength(0);
  });

  it('refuses a voucher that leaves a price, and a missing voucher', async () => {
    const member = await createMember(t());
    const notFree = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_free_subscription',
      payload: { subscription_type: c.monthId, voucher: c.tenOffId },
    });
    expect(notFree.statusCode).toBe(422);
    expect(notFree.json().message).toBe(messages.notFreeAfterVoucher);
    const none = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_free_subscription',
      payload: { subscription_type: c.monthId },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().fields.voucher).toBe(messages.freeSignupNeedsVoucher);
    expect(await subscriptionCount(t(), member.id)).toBe(0);
  });
});

describe('GET /api/subscription_types/renewable', () => {
  it('lists the plans a member may buy: not the trial', async () => {
    const member = await createMember(t());
    const res = await t().injectAs(member.token, {
      method: 'GET',
      url: '/api/subscription_types/renewable?country=US',
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(['1 Month', '3 Months']);
  });
});
