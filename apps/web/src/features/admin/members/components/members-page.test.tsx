// @vitest-environment happy-dom
// The members list: the address's filters become the API query, a new search starts at page 1,
// and the rows and empty state show what the server answered.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberConsoleMessages as text } from '@osce/shared/admin/member-console-messages';
import type { AdminMembersAnswer } from '@osce/shared/schemas/admin-members';
import { renderWithApp, stubApi } from '../../../../test/dom';
import { MembersPage } from './members-page';

const ADA = {
  id: 41,
  username: 'ada_l',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  status: 'Trial' as const,
  role: 'member' as const,
  created_at: '2026-11-01T10:00:00.000Z',
  last_login_at: null,
};

function membersServer(answer: (path: string) => AdminMembersAnswer) {
  return stubApi(({ path }) => ({ body: answer(path) }));
}

// Ant Design's table renders slowly on happy-dom on a loaded 2-core machine.
describe('MembersPage', { timeout: 40_000 }, () => {
  it('asks for the filters in the address and lists the members found', async () => {
    const calls = membersServer(() => ({ members: [ADA], total: 51, page: 2 }));
    renderWithApp(<MembersPage />, { route: '/admin/members?search=ada&status=Trial&page=2' });

    expect(await screen.findByRole('link', { name: 'ada_l' })).toBeTruthy();
    expect(calls[0]!.path).toBe('/admin/members?search=ada&status=Trial&page=2');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('51 members')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada_l' }).getAttribute('href')).toBe(
      '/admin/members/41',
    );
  });

  it('starts a new search at page 1 and keeps the status', async () => {
    const calls = membersServer(() => ({ members: [], total: 0, page: 1 }));
    renderWithApp(<MembersPage />, { route: '/admin/members?status=Active&page=3' });
    await screen.findByText(text.noMembers);

    const user = userEvent.setup();
    const search = screen.getByRole('searchbox', { name: text.searchLabel });
    await user.type(search, 'lovelace{Enter}');

    await waitFor(() =>
      expect(calls.at(-1)!.path).toBe('/admin/members?search=lovelace&status=Active'),
    );
  });

  it('says so when no member matches', async () => {
    membersServer(() => ({ members: [], total: 0, page: 1 }));
    renderWithApp(<MembersPage />, { route: '/admin/members?search=nobody' });
    expect(await screen.findByText(text.noMembers)).toBeTruthy();
  });
});
