// @vitest-environment happy-dom
// The Messages section: the tab and kind become the API query, a row opens the drawer, a reply is
// sent and the message shows as answered, a refusal is shown at the field, Close closes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inboxMessages as text } from '@osce/shared/admin/inbox-prices-messages';
import type { AdminMessage } from '@osce/shared/schemas/admin-messages';
import { renderWithApp, stubApi, type ApiCall } from '../../../../test/dom';
import { MessagesSection } from './messages-section';

const REPORT: AdminMessage = {
  id: 7,
  kind: 'station_report',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  member_id: 41,
  station_number: 12,
  station_id: 3,
  issue_type: 'error',
  subject: 'Issue with station 12',
  message: 'Item 3 is listed twice.',
  status: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  reply: null,
  answered_by: null,
  answered_at: null,
  closed_at: null,
};

function server(onWrite?: (call: ApiCall) => { status?: number; body: unknown }) {
  return stubApi((call) => {
    if (call.path === '/admin/me') {
      return {
        body: {
          id: 1,
          username: 'sam',
          role: 'support',
          capabilities: ['dashboard.read', 'members.read', 'members.manage', 'messages.manage'],
        },
      };
    }
    if (call.method === 'POST' && onWrite) return onWrite(call);
    return { body: { messages: [REPORT], total: 1, page: 1, page_size: 50 } };
  });
}

describe('MessagesSection', { timeout: 40_000 }, () => {
  it('asks for the tab and kind in the address and lists what the server answered', async () => {
    const calls = server();
    renderWithApp(<MessagesSection />, { route: '/admin/messages?status=answered&kind=contact' });
    expect(await screen.findByRole('button', { name: REPORT.subject })).toBeTruthy();
    expect(calls.some((c) => c.path === '/admin/messages?status=answered&kind=contact')).toBe(true);
    expect(screen.getByText(text.kindStationReport)).toBeTruthy();
  });

  it('opens a message, links the member, sends a reply and shows it answered', async () => {
    const calls = server((call) => ({
      body: {
        message: {
          ...REPORT,
          status: 'answered',
          reply: (call.body as { text: string }).text,
          answered_by: 'sam',
          answered_at: '2026-11-21T10:00:00.000Z',
        },
      },
    }));
    renderWithApp(<MessagesSection />, { route: '/admin/messages' });
    await userEvent.click(await screen.findByRole('button', { name: REPORT.subject }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(REPORT.message)).toBeTruthy();
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Member #41' }).getAttribute('href')).toBe(
        '/admin/members/41',
      ),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: text.sendReply }));
    expect(await within(drawer).findByText(text.replyRequired)).toBeTruthy();

    await userEvent.type(within(drawer).getByLabelText(text.replyLabel), 'Fixed, thank you.');
    await userEvent.click(within(drawer).getByRole('button', { name: text.sendReply }));
    expect(await within(drawer).findByText(text.replySent)).toBeTruthy();
    const write = calls.find((c) => c.method === 'POST')!;
    expect(write).toMatchObject({
      path: '/admin/messages/7/reply',
      body: { text: 'Fixed, thank you.' },
    });
    expect(within(drawer).getByText(text.previousReply)).toBeTruthy();
    expect(within(drawer).getAllByText('Fixed, thank you.').length).toBeGreaterThan(0);
  });

  it("shows the server's refusal in place, and closes a message", async () => {
    let closed = false;
    const calls = server((call) => {
      if (call.path.endsWith('/reply')) {
        return {
          status: 409,
          body: { success: false, message: text.closedCannotReply },
        };
      }
      closed = true;
      return {
        body: { message: { ...REPORT, status: 'closed', closed_at: '2026-11-21T10:00:00.000Z' } },
      };
    });
    renderWithApp(<MessagesSection />, { route: '/admin/messages' });
    await userEvent.click(await screen.findByRole('button', { name: REPORT.subject }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.type(within(drawer).getByLabelText(text.replyLabel), 'Hello');
    await userEvent.click(within(drawer).getByRole('button', { name: text.sendReply }));
    expect(await within(drawer).findByText(text.closedCannotReply)).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: text.close }));
    expect(await within(drawer).findByText(text.closed)).toBeTruthy();
    expect(closed).toBe(true);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/admin/messages/7/reply',
      '/admin/messages/7/close',
    ]);
    // A closed message takes no reply: the form is gone.
    expect(within(drawer).queryByLabelText(text.replyLabel)).toBeNull();
  });
});
