// @vitest-environment happy-dom
// A trial member sees how many days their free trial has left; other members see nothing.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FREE_TRIAL_PLAN_NAME } from '@osce/shared/constants';
import { renderWithApp, stubApi } from '../test/dom';
import { TrialDaysLeft } from './trial-days-left';

const now = new Date('2026-11-25T12:00:00Z');

function subscription(name: string, status: string, expiry: string) {
  return {
    id: 1,
    type: { id: 1, name, length: 14, display_length: '14 days' },
    status,
    created_at: '2026-11-20T12:00:00Z',
    start_date: '2026-11-20T12:00:00Z',
    expiry_date: expiry,
    refund_date: null,
    cancelled_at: null,
    price: '0.00',
    currency: 'USD',
    cancellable: false,
  };
}

function server(status: 'Trial' | 'Active', subscriptions: unknown[]) {
  return stubApi(({ path }) => {
    if (path.startsWith('/user/subscriptions')) return { body: subscriptions };
    if (path.startsWith('/user')) return { body: { id: 5, status } };
    return { status: 404, body: { message: 'unexpected' } };
  });
}

describe('TrialDaysLeft', () => {
  it("tells a trial member the days left until the trial's expiry date", async () => {
    server('Trial', [subscription(FREE_TRIAL_PLAN_NAME, 'active', '2026-12-04T12:00:00Z')]);
    renderWithApp(<TrialDaysLeft now={now} />);
    expect(await screen.findByText('9 days left in your free trial')).toBeTruthy();
  });

  it('says 1 day on the last day', async () => {
    server('Trial', [subscription(FREE_TRIAL_PLAN_NAME, 'active', '2026-11-25T20:00:00Z')]);
    renderWithApp(<TrialDaysLeft now={now} />);
    expect(await screen.findByText('1 day left in your free trial')).toBeTruthy();
  });

  it('shows nothing to a paying member and does not ask for their subscriptions', async () => {
    const calls = server('Active', [subscription('One Month', 'active', '2026-12-20T12:00:00Z')]);
    const { container } = renderWithApp(<TrialDaysLeft now={now} />);
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/user?completed=false'));
    expect(container.textContent).toBe('');
    expect(calls.some((c) => c.path.startsWith('/user/subscriptions'))).toBe(false);
  });
});
