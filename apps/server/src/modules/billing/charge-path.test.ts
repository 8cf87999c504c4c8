// Billing's one charge path (docs/billing.md, "Charging"), as sign-ups and purchases meet it: the
// same sign-up sent several times at once is paid once and kept (card, PayPal, free with a
// voucher); a member's identical purchases without an attempt id buy once; and a slow provider
// holds no database transaction open while it is charging.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import type { ManualClock } from '../../lib/clock.ts';
import { createSandboxPayments } from '../../payments/create-payments.ts';
import type { CardChargeRequest, PaymentResult } from '../../payments/payment-gateway.ts';
import { SandboxCardGateway } from '../../payments/sandbox-card.ts';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { createMember } from '../../test/member-factory.ts';
import {
  createSignupCatalogue,
  signupBody,
  type SignupCatalogue,
} from '../../test/signup-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FREE_TRIAL, giveSubscription } from '../users/users.test-support.ts';
import { buyByCard, paymentRows } from './billing.test-support.ts';
import { DUPLICATE_WINDOW_MS } from './charge.service.ts';

/** The sandbox card, able to hold the next charge until the test lets it finish. */
class GatedCard extends SandboxCardGateway {
  #gate: { reached: () => void; opened: Promise<void> } | null = null;

  /** Holds the next charge: `reached` resolves when it starts, `open()` lets it finish. */
  hold() {
    let reached!: () => void;
    let open!: () => void;
    const started = new Promise<void>((resolve) => (reached = resolve));
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.#gate = { reached, opened };
    return { started, open };
  }

  override async charge(request: CardChargeRequest): Promise<PaymentResult> {
    const gate = this.#gate;
    this.#gate = null;
    if (gate) {
      gate.reached();
      await gate.opened;
    }
    return super.charge(request);
  }
}

const card = new GatedCard();
const sandbox = { ...createSandboxPayments(), card };
const t = useTestApp({ catalogue: false, payments: sandbox });
let c: SignupCatalogue;
beforeAll(async () => {
  c = await createSignupCatalogue(t());
});

const db = () => t().database.db;
const post = (url: string, body: object) =>
  t().app.inject({ method: 'POST', url: `/api${url}`, payload: body });
const accountsWith = async (email: string) =>
  (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;
const paymentsOf = async (email: string) =>
  db()
    .select({ method: payments.method, reference: payments.reference, amount: payments.amount })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(users.email, email));

/** Every answer but one is a clean refusal a person can act on: a 4xx with our texts, no 500. */
function expectOneCreated(answers: { statusCode: number; body: string }[]) {
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
  const understood: string[] = [
    messages.signupAlreadyInProgress,
    messages.emailTaken,
    messages.usernameTaken,
  ];
  for (const refused of answers.filter((a) => a.statusCode !== 201)) {
    expect([409, 422]).toContain(refused.statusCode);
    const body = JSON.parse(refused.body) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(understood).toContain(body.message);
  }
}

/** The same sign-up (one body, one captcha answer) sent five times at once. */
async function fiveAtOnce(url: string, body: Record<string, unknown>) {
  const sent = { ...body, captcha: await solvedCaptcha(t().app) };
  return Promise.all(Array.from({ length: 5 }, () => post(url, sent)));
}

describe('the same sign-up sent five times at once', () => {
  it('by card: one account, one charge taken and kept, the copies refused', async () => {
    const body = signupBody(c, {
      subscription_type_id: c.quarterId,
      payment_method: 'credit_card',
      token_id: 'tok_visa',
    });
    const before = { charges: card.charges().length, refunds: card.refunds().length };
    expectOneCreated(await fiveAtOnce('/credit_card_signup', body));

    expect(await accountsWith(body.email)).toBe(1);
    const taken = card.charges().slice(before.charges);
    expect(taken).toMatchObject([{ amount: 6999, refunded: false }]);
    expect(card.refunds().slice(before.refunds)).toEqual([]);
    expect(await paymentsOf(body.email)).toEqual([
      { method: 'credit_card', reference: taken[0]!.reference, amount: 6999 },
    ]);
    // The member paid and has the plan they paid for.
    const [subscription] = await db()
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, body.email));
    expect(subscription).toEqual({ status: 'active' });
  });

  it('by PayPal: one account, the order captured once and kept', async () => {
    const order = await post('/paypal/orders', { subscription_type_id: c.monthId });
    const orderId = order.json<{ id: string }>().id;
    expect((await post(`/paypal/sandbox/orders/${orderId}/approve`, {})).statusCode).toBe(200);
    const body = signupBody(c, { payment_method: 'paypal', paypal_reference: orderId });
    expectOneCreated(await fiveAtOnce('/paypal_signup', body));

    expect(await accountsWith(body.email)).toBe(1);
    const captured = sandbox.paypal.orders().find((o) => o.orderId === orderId)!;
    expect(captured).toMatchObject({ status: 'COMPLETED', refunded: false, amount: 2999 });
    expect(await paymentsOf(body.email)).toEqual([
      { method: 'paypal', reference: captured.captureReference, amount: 2999 },
    ]);
  });

  it('free with a voucher: one account, one free subscription', async () => {
    const body = signupBody(c, { voucher: c.freePassId });
    const charges = card.charges().length;
    expectOneCreated(await fiveAtOnce('/free_subscription_signup', body));

    expect(await accountsWith(body.email)).toBe(1);
    expect(await paymentsOf(body.email)).toEqual([{ method: 'free', reference: null, amount: 0 }]);
    expect(card.charges()).toHaveLength(charges);
  });
});

describe('identical purchases without an attempt id (D12)', () => {
  it('10 at once by a trial member: one bought, one receipt, one charge; the copies told why', async () => {
    const member = await createMember(t());
    await giveSubscription(t(), member.id, { planName: FREE_TRIAL, countryId: c.countryId });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        buyByCard(t(), member, { subscription_type: c.monthId, attempt_id: undefined }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ success: false, message: messages.purchaseDuplicate });
    }
    const charged = card.charges().filter((ch) => ch.metadata.user_id === String(member.id));
    expect(charged).toMatchObject([{ amount: 2999, refunded: false }]);
    expect(await paymentRows(t(), member.id)).toMatchObject([{ reference: charged[0]!.reference }]);
    await t().settled();
    const receipts = t().mail.filter(
      (m) => m.to === member.email && m.subject === 'Your OSCE Studio receipt',
    );
    expect(receipts).toHaveLength(1);

    // Sent again a little later, still refused; once the window has passed, bought (queued).
    const clock = t().clock as ManualClock;
    clock.advance(30_000);
    const again = await buyByCard(t(), member, {
      subscription_type: c.monthId,
      attempt_id: undefined,
    });
    expect(again.statusCode).toBe(409);
    clock.advance(DUPLICATE_WINDOW_MS);
    const later = await buyByCard(t(), member, {
      subscription_type: c.monthId,
      attempt_id: undefined,
    });
    expect(later.statusCode).toBe(201);
    expect(later.json().subscription.status).toBe('pending');
  });
});

describe('a plan bought at sign-up', () => {
  it('may be bought again at once: the duplicate window counts purchases, not the sign-up', async () => {
    const body = signupBody(c, {
      subscription_type_id: c.monthId,
      payment_method: 'credit_card',
      token_id: 'tok_visa',
    });
    const signedUp = await post('/credit_card_signup', {
      ...body,
      captcha: await solvedCaptcha(t().app),
    });
    expect(signedUp.statusCode).toBe(201);
    const [user] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email));
    const { token } = await t().app.ctx.sessions.open(user!.id);
    const member = {
      id: user!.id,
      email: body.email,
      username: body.username,
      role: 'member' as const,
      token,
    };
    const bought = await buyByCard(t(), member, { subscription_type: c.monthId });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().subscription.status).toBe('pending');
  });
});

describe('a slow payment provider', () => {
  it('holds no transaction open while charging: the member’s own row is written meanwhile', async () => {
    const member = await createMember(t());
    const gate = card.hold();
    const purchase = buyByCard(t(), member, { subscription_type: c.quarterId });
    await gate.started;
    // The purchase's lock would hold this very row if the charge ran inside its transaction:
    // this write would then wait for the charge, which waits for this write.
    await db().update(users).set({ firstName: 'Grace' }).where(eq(users.id, member.id));
    await createMember(t());
    gate.open();
    expect((await purchase).statusCode).toBe(201);
  });
});
