// @vitest-environment happy-dom
// The purchase form's voucher after the plan changes: applied again for the new plan through
// POST /apply_voucher, so it neither stays silently nor vanishes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionType } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { PurchaseForm } from './purchase-form';

const HALF = { id: 7, code: 'HALF', sign: '%' as const, discount: 50 };

function plan(id: number, name: string, cost: number, vouchers: number[]): SubscriptionType {
  return {
    id,
    name,
    cost,
    discounted_cost: null,
    currency: 'USD',
    length: 30,
    display_length: '1 month',
    description: '',
    applicable_vouchers: vouchers,
  };
}

const month = plan(1, 'Plan One', 40, [7]);
const year = plan(2, 'Plan Two', 100, [7]);
const other = plan(3, 'Plan Three', 60, []);

function renderForm() {
  return renderWithApp(
    <PurchaseForm
      plans={[month, year, other]}
      payments={{ card: { provider: 'sandbox' }, paypal: null, social_login: false }}
      terms={{ id: 1, terms: '<p>Terms</p>' }}
      country="UK"
      onPurchased={() => {}}
    />,
  );
}

/** The server's apply_voucher: HALF applies to the plans that list it. */
function voucherServer() {
  return stubApi(({ path, body }) => {
    const { subscription_type_id } = body as { subscription_type_id: number };
    if (path !== '/apply_voucher') return { status: 404, body: { message: 'unexpected' } };
    const takes = [month, year].some((p) => p.id === subscription_type_id);
    return takes
      ? { body: { success: true, message: messages.voucherApplied, voucher: HALF } }
      : {
          status: 422,
          body: {
            success: false,
            message: messages.voucherWrongPlan,
            errors: [messages.voucherWrongPlan],
            fields: { voucher: messages.voucherWrongPlan },
          },
        };
  });
}

async function applyHalfTo(planName: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(new RegExp(planName)));
  await user.type(screen.getByLabelText('Voucher code'), 'HALF');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Voucher applied');
  return user;
}

describe('PurchaseForm voucher after a plan change', () => {
  it('applies the voucher again for the new plan and prices the new plan with it', async () => {
    const calls = voucherServer();
    renderForm();
    const user = await applyHalfTo('Plan One');

    await user.click(screen.getByLabelText(/Plan Two/));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/apply_voucher',
      body: { voucher: 'HALF', subscription_type_id: 2 },
    });
    await screen.findByText('Voucher applied');
    // 100.00 less half: the summary shows the new plan's price after the voucher.
    expect(document.body.textContent).toContain('50.00');
  });

  it("shows the server's refusal when the new plan does not take the voucher, and blocks paying", async () => {
    const calls = voucherServer();
    renderForm();
    const user = await applyHalfTo('Plan One');

    await user.click(screen.getByLabelText(/Plan Three/));

    expect(await screen.findByText(messages.voucherWrongPlan)).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ voucher: 'HALF', subscription_type_id: 3 });
    expect(screen.queryByText('Voucher applied')).toBeNull();
    const buy = screen.getByRole('button', {
      name: 'Purchase Subscription',
    }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
  });

  it('leaves a typed but never applied code alone when the plan changes', async () => {
    const calls = voucherServer();
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Plan One/));
    await user.type(screen.getByLabelText('Voucher code'), 'HALF');

    await user.click(screen.getByLabelText(/Plan Two/));

    expect(calls).toHaveLength(0);
    expect(screen.getByText(messages.voucherNotAppliedPurchase)).toBeTruthy();
  });
});
