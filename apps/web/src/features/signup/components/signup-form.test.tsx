// @vitest-environment happy-dom
// The sign-up form's steps as a visitor meets them: the trial asks for no plan and no payment; an
// empty submit names the missing fields with the shared texts and sends nothing; a voucher applied
// to one plan is applied again when another plan is chosen.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionType } from '@osce/shared/api';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { SignupForm, type SignupFormProps } from './signup-form';

const HALF = { id: 7, code: 'HALF', sign: '%' as const, discount: 50 };

function plan(id: number, name: string, cost: number): SubscriptionType {
  return {
    id,
    name,
    cost,
    discounted_cost: null,
    currency: 'GBP',
    length: 30,
    display_length: '1 month',
    description: '',
    applicable_vouchers: [7],
  };
}

const PLANS = [plan(1, 'Plan One', 40), plan(2, 'Plan Two', 100)];

function renderSignup(overrides: Partial<SignupFormProps> = {}) {
  return renderWithApp(
    <SignupForm
      variant="signup"
      plans={PLANS}
      countries={[{ id: 1, code: 'UK', name: 'United Kingdom', currency: 'GBP', states: [] }]}
      schools={[{ id: 5, name: 'Example Medical School', country_id: 1, state_id: null }]}
      terms={{ id: 3, terms: '<p>Terms</p>' }}
      payments={{ card: { provider: 'sandbox' }, paypal: null, social_login: false }}
      country="UK"
      preselectedPlanId={null}
      {...overrides}
    />,
  );
}

describe('SignupForm', () => {
  it('offers the trial without a plan choice or payment, under its own button', () => {
    stubApi(() => ({ body: {} }));
    renderSignup({
      variant: 'trial',
      plans: [plan(9, FREE_TRIAL_PLAN_NAME, 0)],
      payments: undefined,
    });
    expect(screen.queryByRole('radio', { name: /Plan/ })).toBeNull();
    expect(screen.queryByLabelText('Voucher code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Activate Trial' })).toBeTruthy();
  });

  it('names the missing details with the shared texts on an empty submit and sends nothing', async () => {
    const calls = stubApi(() => ({ body: {} }));
    renderSignup();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Sign Up and Pay' }));

    expect(await screen.findByText(messages.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(messages.usernameRequired)).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('signup'))).toHaveLength(0);
  });

  it('applies a voucher again for the plan chosen after it', async () => {
    const calls = stubApi(({ path }) =>
      path === '/apply_voucher'
        ? { body: { success: true, message: messages.voucherApplied, voucher: HALF } }
        : { status: 404, body: { message: 'unexpected' } },
    );
    renderSignup();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Plan One/));
    await user.type(screen.getByLabelText('Voucher code'), 'HALF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Voucher applied');

    await user.click(screen.getByLabelText(/Plan Two/));

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toEqual({ voucher: 'HALF', subscription_type_id: 2 });
    await screen.findByText('Voucher applied');
  });
});
