// Refunds and a member's data in the back office (docs/admin.md, 'Members and money'): a refund
// goes through the gateway that took the payment exactly once, even under requests fired at once;
// a gateway failure leaves it unrefunded with the provider's message and a retry works; the
// export holds every record about the member; erasure anonymises and keeps the payments.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { grantAnswerSchema, refundAnswerSchema } from '@osce/shared/schemas/admin-members';
import { auditLog, payments, sessions, subscriptions, users } from '../../../db/schema/index.ts';
import { createSandboxPayments } from '../../../payments/create-payments.ts';
import type { PaymentResult } from '../../../payments/payment-gateway.ts';
import { createMember, type TestMember } from '../../../test/member-factory.ts';
import { createSignupCatalogue, type SignupCatalogue } from '../../../test/signup-fixture.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  buyByCard,
  listSubscriptions,
  memberStatusOf,
  paymentRows,
  recordPayment,
} from '../../billing/billing.test-support.ts';

const sandbox = createSandboxPayments();
// The card gateway's refunds can be made to fail, as a provider refusing or unreachable would.
let refundFailure: string | null = null;
const sandboxRefund = sandbox.card.refund.bind(sandbox.card);
sandbox.card.refund = async (reference: string, key: string): Promise<PaymentResult> => {
  // Give the concurrent requests every chance to overlap the call.
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (refundFailure !== null) return { ok: false, reason: 'unavailable', message: refundFailure };
  return sandboxRefund(reference, key);
};

const t = useTestApp({ catalogue: false, payments: sandbox });
let c: SignupCatalogue;
let admin: TestMember;
let support: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  c = await createSignupCatalogue(t());
  admin = await createMember(t(), { role: 'admin' });
  support = await createMember(t(), { role: 'support' });
  stranger = await createMember(t());
});

const post = (token: string, url: string, payload: object = {}) =>
  t().injectAs(token, { method: 'POST', url, payload });

const refundsOf = (reference: string) =>
  sandbox.card.refunds().filter((r) => r.chargeReference === reference);

/** A member who bought the month by card through the purchase call. */
async function buyer() {
  const member = await createMember(t());
  const res = await buyByCard(t(), member, { subscription_type: c.monthId });
  expect(res.statusCode).toBe(201);
  const [payment] = await paymentRows(t(), member.id);
  return { member, payment: payment!, subscriptionId: payment!.subscriptionId };
}

const subscriptionsOf = (memberId: number) =>
  t().database.db.select().from(subscriptions).where(eq(subscriptions.userId, memberId));

async function auditOf(memberId: number, action: string) {
  return t()
    .database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.memberId, memberId), eq(auditLog.action, action)));
}

describe('POST /api/admin/subscriptions/{id}/refund', () => {
  it('refunds once through the gateway under 5 requests at once; access ends; a second refund is 409', async () => {
    const { member, payment, subscriptionId } = await buyer();
    expect(await memberStatusOf(t(), member)).toBe('Active');
    const url = `/api/admin/subscriptions/${subscriptionId}/refund`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(admin.token, url, { reason: 'Asked within 14 days' })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(refundsOf(payment.reference!)).toHaveLength(1);
    const ok = refundAnswerSchema.parse(answers.find((r) => r.statusCode === 200)!.json());
    expect(ok.message).toBe(messages.adminRefunded);
    expect(ok.subscription).toMatchObject({ id: subscriptionId, status: 'refunded' });
    expect(ok.payment).toMatchObject({ id: payment.id, status: 'refunded', refund_error: null });
    expect(ok.payment.refunded_at).not.toBeNull();
    await t().settled();
    expect(await memberStatusOf(t(), member)).not.toBe('Active');

    const again = await post(admin.token, url, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.adminAlreadyRefunded);
    expect(refundsOf(payment.reference!)).toHaveLength(1);
    const entries = await auditOf(member.id, 'payment.refund');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorUsername: admin.username,
      entity: 'payment',
      entityId: String(payment.id),
      reason: 'Asked within 14 days',
    });
  });

  it('starts a month queued behind a refunded one at once, with its full length, so access goes on', async () => {
    const { member, subscriptionId } = await buyer();
    // A month given by support queues behind the one bought.
    const granted = await post(admin.token, `/api/admin/members/${member.id}/subscriptions`, {
      subscription_type_id: c.monthId,
      reason: 'Goodwill month',
    });
    expect(granted.statusCode).toBe(201);
    const before = await subscriptionsOf(member.id);
    const queued = before.find((s) => s.id !== subscriptionId)!;
    const first = before.find((s) => s.id === subscriptionId)!;
    expect(queued.startDate).toEqual(first.expiryDate);
    const length = queued.expiryDate.getTime() - queued.startDate.getTime();

    const res = await post(admin.token, `/api/admin/subscriptions/${subscriptionId}/refund`, {
      reason: 'Bought twice by mistake',
    });
    expect(res.statusCode).toBe(200);
    const after = (await subscriptionsOf(member.id)).find((s) => s.id === queued.id)!;
    const refundedAt = (await subscriptionsOf(member.id)).find(
      (s) => s.id === subscriptionId,
    )!.refundDate!;
    expect(after.startDate).toEqual(refundedAt);
    expect(after.expiryDate.getTime() - after.startDate.getTime()).toBe(length);
    await t().settled();
    expect(await memberStatusOf(t(), member)).toBe('Active');
    const listed = (await listSubscriptions(t(), member)).map((s) => [s.id, s.status]);
    expect(listed).toEqual(
      expect.arrayContaining([
        [queued.id, 'active'],
        [subscriptionId, 'refunded'],
      ]),
    );
  });

  it("leaves a payment unrefunded with the provider's message when the gateway fails; a retry works", async () => {
    const { payment, subscriptionId } = await buyer();
    const url = `/api/admin/subscriptions/${subscriptionId}/refund`;
    refundFailure = 'The provider is having a bad day.';
    try {
      const failed = await post(admin.token, url, { reason: 'Refund' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toBe('The provider is having a bad day.');
    } finally {
      refundFailure = null;
    }
    const [row] = await t().database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      refundedAt: null,
      refundClaimedAt: null,
      refundError: 'The provider is having a bad day.',
    });
    const [sub] = await t()
      .database.db.select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    expect(sub?.status).toBe('active');
    expect(refundsOf(payment.reference!)).toHaveLength(0);

    const retry = await post(admin.token, url, { reason: 'Refund, again' });
    expect(retry.statusCode).toBe(200);
    expect(refundsOf(payment.reference!)).toHaveLength(1);
    expect(refundAnswerSchema.parse(retry.json()).payment.refund_error).toBeNull();
    expect(await auditOf(payment.userId, 'payment.refund_failed')).toHaveLength(1);
  });

  it('answers a grant with "There is no payment to refund." (422), an unknown id 404, no reason 422, support and members 403', async () => {
    const member = await createMember(t());
    const grant = await post(support.token, `/api/admin/members/${member.id}/subscriptions`, {
      subscription_type_id: c.monthId,
      reason: 'Goodwill',
    });
    const granted = grantAnswerSchema.parse(grant.json()).subscription;
    const noPayment = await post(admin.token, `/api/admin/subscriptions/${granted.id}/refund`, {
      reason: 'x',
    });
    expect(noPayment.statusCode).toBe(422);
    expect(noPayment.json().message).toBe(messages.adminNoPaymentToRefund);
    expect(
      (await post(admin.token, '/api/admin/subscriptions/999999/refund', { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const { subscriptionId, payment } = await buyer();
    const url = `/api/admin/subscriptions/${subscriptionId}/refund`;
    const noReason = await post(admin.token, url, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().fields.reason).toBe(messages.adminReasonRequired);
    expect((await post(admin.token, url, { reason: 'a\u0000b' })).statusCode).toBe(422);
    expect((await post(support.token, url, { reason: 'x' })).statusCode).toBe(403);
    expect((await post(stranger.token, url, { reason: 'x' })).statusCode).toBe(403);
    expect(refundsOf(payment.reference!)).toHaveLength(0);
  });
});

describe('refunds by gateway', () => {
  it('refunds a PayPal payment through the PayPal adapter', async () => {
    const member = await createMember(t());
    const order = await t().app.inject({
      method: 'POST',
      url: '/api/paypal/orders',
      payload: { subscription_type_id: c.monthId },
    });
    const { id: orderId } = order.json() as { id: string };
    await t().app.inject({ method: 'POST', url: `/api/paypal/sandbox/orders/${orderId}/approve` });
    const bought = await t().injectAs(member.token, {
      method: 'POST',
      url: '/api/user/purchase_subscription_paypal',
      payload: { subscription_type: c.monthId, payment_id: orderId },
    });
    expect(bought.statusCode).toBe(201);
    const [payment] = await paymentRows(t(), member.id);
    expect(payment).toMatchObject({ method: 'paypal', provider: 'sandbox' });
    const res = await post(
      admin.token,
      `/api/admin/subscriptions/${payment!.subscriptionId}/refund`,
      {
        reason: 'PayPal refund',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(sandbox.paypal.orders().find((o) => o.orderId === orderId)?.refunded).toBe(true);
    expect(sandbox.card.refunds().filter((r) => r.chargeReference === payment!.reference)).toEqual(
      [],
    );
  });

  it('refuses a payment taken by a provider this server is not set up for (422), calling nothing', async () => {
    const member = await createMember(t());
    const sub = await post(support.token, `/api/admin/members/${member.id}/subscriptions`, {
      subscription_type_id: c.monthId,
      reason: 'Set-up for the test',
    });
    const subscriptionId = grantAnswerSchema.parse(sub.json()).subscription.id;
    await recordPayment(t(), {
      userId: member.id,
      subscriptionId,
      provider: 'stripe',
      reference: `pi_test_${member.id}`,
    });
    const before = sandbox.card.refunds().length;
    const res = await post(admin.token, `/api/admin/subscriptions/${subscriptionId}/refund`, {
      reason: 'x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.adminRefundGatewayMissing);
    expect(sandbox.card.refunds().length).toBe(before);
  });
});

describe('GET /api/admin/members/{id}/export', () => {
  it('answers every record held about the member, without secrets, and audits the export', async () => {
    const { member, payment } = await buyer();
    await post(support.token, `/api/admin/members/${member.id}/logout`);
    const res = await t().injectAs(admin.token, {
      method: 'GET',
      url: `/api/admin/members/${member.id}/export`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`member-${member.id}.json`);
    const body = res.json();
    expect(body.account).toMatchObject({ id: member.id, username: member.username });
    expect(body.payments).toMatchObject([{ id: payment.id, amount: 2999 }]);
    expect(body.subscriptions).toHaveLength(1);
    for (const key of [
      'markings',
      'progress',
      'stars',
      'playlists',
      'groups',
      'messages',
      'sessions',
      'audit',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.audit.map((e: { action: string }) => e.action)).toContain('member.logout');
    expect(JSON.stringify(body)).not.toMatch(/password|token_hash|tokenHash/i);
    expect(await auditOf(member.id, 'member.export')).toHaveLength(1);
  });

  it('answers 404 for an unknown id and 403 to support and members', async () => {
    const get = (token: string, id: number) =>
      t().injectAs(token, { method: 'GET', url: `/api/admin/members/${id}/export` });
    expect((await get(admin.token, 999999)).statusCode).toBe(404);
    expect((await get(support.token, stranger.id)).statusCode).toBe(403);
    expect((await get(stranger.token, stranger.id)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/members/{id}/erase', () => {
  it('anonymises the account once confirmed by username: sessions ended, payments kept', async () => {
    const { member, payment } = await buyer();
    const url = `/api/admin/members/${member.id}/erase`;
    const wrong = await post(admin.token, url, { confirm: 'someone-else' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fields.confirm).toBe(messages.adminEraseConfirmMismatch);
    expect((await post(admin.token, url, {})).statusCode).toBe(422);

    const res = await post(admin.token, url, { confirm: member.username });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(messages.adminErased);
    const [row] = await t().database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      email: `erased-${member.id}@invalid`,
      username: `erased-${member.id}`,
      firstName: '',
      lastName: '',
      dob: null,
      countryId: null,
      medicalSchoolId: null,
      passwordHash: null,
      role: 'member',
    });
    expect(row?.disabledAt).not.toBeNull();
    expect(
      await t().database.db.select().from(sessions).where(eq(sessions.userId, member.id)),
    ).toEqual([]);
    await t().settled();
    const me = await t().injectAs(member.token, {
      method: 'GET',
      url: '/api/user?completed=false',
    });
    expect(me.statusCode).toBe(401);
    expect(await paymentRows(t(), member.id)).toMatchObject([{ id: payment.id, amount: 2999 }]);
    const [entry] = await auditOf(member.id, 'member.erase');
    expect(entry?.after).toEqual({ erased: true });
    expect(JSON.stringify(entry)).not.toContain(member.username);
    expect(JSON.stringify(entry)).not.toContain(member.email);

    const twice = await post(admin.token, url, { confirm: `erased-${member.id}` });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses your own account (409), an unknown id (404), support and members (403)', async () => {
    const self = await post(admin.token, `/api/admin/members/${admin.id}/erase`, {
      confirm: admin.username,
    });
    expect(self.statusCode).toBe(409);
    expect(
      (await post(admin.token, '/api/admin/members/999999/erase', { confirm: 'x' })).statusCode,
    ).toBe(404);
    for (const caller of [support, stranger]) {
      const res = await post(caller.token, `/api/admin/members/${stranger.id}/erase`, {
        confirm: stranger.username,
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
