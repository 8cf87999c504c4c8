// @vitest-environment happy-dom
// The member page's refund: offered only to a role that may refund and only for a paid, unrefunded
// subscription; the reason is asked first; a gateway's refusal stays in the dialog with its text;
// a retry that works closes it, says so and fetches the member again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES, type UserRole } from '@osce/shared/admin/roles';
import { messages } from '@osce/shared/messages';
import type { AdminMemberDetail } from '@osce/shared/schemas/admin-members';
import { renderWithApp, stubApi, type ApiCall } from '../../../../test/dom';
import { MemberPage } from './member-page';

const GATEWAY_REFUSAL = 'Your card issuer declined the refund.';

function member(): AdminMemberDetail {
  return {
    id: 5,
    username: 'ada_l',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    status: 'Active',
    role: 'member',
    created_at: '2026-11-01T10:00:00.000Z',
    last_login_at: '2026-11-20T09:30:00.000Z',
    country: 'United States',
    medical_school: 'Stanford University School of Medicine',
    disabled_at: null,
    sessions: 2,
    markings: 7,
    subscriptions: [
      {
        id: 11,
        subscription_type_id: 2,
        type_name: 'Three months',
        status: 'active',
        start_date: '2026-11-01T10:00:00.000Z',
        expiry_date: '2027-02-01T10:00:00.000Z',
        refunded_at: null,
        cancelled_at: null,
        price: '40.00',
        currency: 'USD',
        payment_id: 31,
      },
      {
        id: 12,
        subscription_type_id: 1,
        type_name: 'One month',
        status: 'pending',
        start_date: '2027-02-01T10:00:00.000Z',
        expiry_date: '2027-03-01T10:00:00.000Z',
        refunded_at: null,
        cancelled_at: null,
        price: '0.00',
        currency: 'USD',
        payment_id: null,
      },
    ],
    payments: [
      {
        id: 31,
        subscription_id: 11,
        amount: 4000,
        currency: 'USD',
        provider: 'sandbox',
        method: 'credit_card',
        status: 'paid',
        created_at: '2026-11-01T10:00:00.000Z',
        refunded_at: null,
        refund_error: null,
      },
    ],
  };
}

/** The API as `role` meets it; refunds fail with the gateway's text `failures` times, then work. */
function server(role: UserRole, failures = 0): ApiCall[] {
  let left = failures;
  return stubApi(({ method, path }) => {
    if (path === '/admin/me') {
      return { body: { id: 1, username: 'staff', role, capabilities: ROLE_CAPABILITIES[role] } };
    }
    if (method === 'GET' && path === '/admin/members/5') return { body: { member: member() } };
    if (method === 'POST' && path === '/admin/members/5/disable') {
      return { status: 403, body: { success: false, message: messages.adminCannotDisableAdmin } };
    }
    if (method === 'POST' && path === '/admin/subscriptions/11/refund') {
      if (left > 0) {
        left -= 1;
        return { status: 502, body: { success: false, message: GATEWAY_REFUSAL } };
      }
      return { body: { success: true, message: messages.adminRefunded } };
    }
    return { status: 404, body: { message: 'unexpected' } };
  });
}

function renderMember() {
  return renderWithApp(
    <Routes>
      <Route path="/admin/members/:id" element={<MemberPage />} />
    </Routes>,
    { route: '/admin/members/5' },
  );
}

const memberReads = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/admin/members/5').length;

// Ant Design's table and dialogs render slowly on happy-dom on a loaded 2-core machine.
describe('MemberPage refund', { timeout: 40_000 }, () => {
  it('shows the account, its counts and payments in the currency', async () => {
    server('admin');
    renderMember();
    expect(await screen.findByRole('heading', { name: 'ada_l' })).toBeTruthy();
    expect(screen.getByText('Stanford University School of Medicine')).toBeTruthy();
    expect(screen.getByText('40.00 USD')).toBeTruthy();
    expect(screen.getByText('Granted')).toBeTruthy();
  });

  it('offers Refund to an admin for the paid subscription only', async () => {
    server('admin');
    renderMember();
    expect(await screen.findByRole('button', { name: 'Refund subscription 11' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund subscription 12' })).toBeNull();
  });

  it('offers no Refund to support staff', async () => {
    const calls = server('support');
    renderMember();
    await screen.findByRole('heading', { name: 'ada_l' });
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/me')).toBe(true));
    await screen.findByRole('button', { name: 'Grant a subscription' });
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase' })).toBeNull();
  });

  it('asks for a reason, keeps the gateway refusal in the dialog, and says so when a retry works', async () => {
    const calls = server('admin', 1);
    renderMember();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund subscription 11' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText(messages.adminReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(GATEWAY_REFUSAL)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/admin/subscriptions/11/refund', body: { reason: 'Charged twice' } },
    ]);

    const readsBefore = memberReads(calls);
    // On happy-dom the button's spinner never finishes fading out, so its name keeps 'loading'.
    await user.click(within(dialog).getByRole('button', { name: /Refund$/ }));
    expect(await screen.findByText(messages.adminRefunded)).toBeTruthy();
    await waitFor(() => expect(memberReads(calls)).toBeGreaterThan(readsBefore));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it("asks before disabling, and shows the server's refusal above the buttons", async () => {
    const calls = server('support');
    renderMember();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(/^Disable ada_l\?/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(messages.adminCannotDisableAdmin)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/admin/members/5/disable',
    ]);
  });
});
