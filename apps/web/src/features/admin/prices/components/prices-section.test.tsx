// @vitest-environment happy-dom
// The Prices section: plans listed; a voucher's discount edited in its drawer is sent as the API
// takes it; a refusal naming a field shows at that field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { priceMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminPlan, AdminVoucher } from '@osce/shared/schemas/admin-prices';
import { renderWithApp, stubApi, type ApiCall } from '../../../../test/dom';
import { PricesSection } from './prices-section';

const MONTH: AdminPlan = {
  id: 2,
  country_code: 'US',
  name: '1 Month',
  price: 29.99,
  discounted_cost: null,
  currency: 'USD',
  length: 30,
  display_length: '1 Month',
  signup: true,
  renewable: true,
  active: true,
  subscriptions: 12,
};
const TEN: AdminVoucher = {
  id: 5,
  code: 'TEN',
  sign: '%',
  discount: 10,
  subscription_type_ids: [2],
  valid_from: null,
  valid_to: null,
  max_uses: null,
  active: true,
  uses: 3,
  created_at: '2026-01-01T00:00:00.000Z',
};

function server(onWrite: (call: ApiCall) => { status?: number; body: unknown }) {
  return stubApi((call) => {
    if (call.method !== 'GET') return onWrite(call);
    if (call.path === '/admin/plans') return { body: { plans: [MONTH] } };
    if (call.path === '/admin/vouchers') return { body: { vouchers: [TEN] } };
    return { body: { promotions: [] } };
  });
}

describe('PricesSection', { timeout: 40_000 }, () => {
  it('lists the plans with their price and what has been sold', async () => {
    server(() => ({ body: {} }));
    renderWithApp(<PricesSection />, { route: '/admin/prices' });
    expect(await screen.findByText('29.99 USD')).toBeTruthy();
    expect(screen.getByText('1 Month (30 days)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit US 1 Month' })).toBeTruthy();
  });

  it("sends a voucher's new discount and shows a refusal at its field", async () => {
    let attempt = 0;
    const calls = server(() => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 409,
            body: {
              success: false,
              message: text.voucherCodeTaken,
              fields: { code: text.voucherCodeTaken },
            },
          }
        : { body: { voucher: { ...TEN, discount: 25 } } };
    });
    renderWithApp(<PricesSection />, { route: '/admin/prices?tab=vouchers' });
    expect(await screen.findByText('3 / no limit')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit voucher TEN' }));
    const drawer = await screen.findByRole('dialog');
    const discount = within(drawer).getByLabelText('Discount');
    await userEvent.clear(discount);
    await userEvent.type(discount, '25');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(text.voucherCodeTaken)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await screen.findByText('3 / no limit');
    const writes = calls.filter((c) => c.method === 'PUT');
    expect(writes).toHaveLength(2);
    expect(writes[1]).toMatchObject({
      path: '/admin/vouchers/5',
      body: { code: 'TEN', sign: '%', discount: 25, subscription_type_ids: [2], max_uses: null },
    });
  });
});
