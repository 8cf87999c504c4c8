// @vitest-environment happy-dom
// The Terms tab: the draft starts from the saved draft (else the current text); an editor saves the
// draft but is not offered Publish; an admin publishes after confirming, sending the text; the
// preview shows the server's rendering.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { ROLE_CAPABILITIES, type UserRole } from '@osce/shared/admin/roles';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminTermsAnswer } from '@osce/shared/schemas/admin-content';
import { renderWithApp, stubApi } from '../../../../test/dom';
import { startingDraft, TermsTab } from './terms-tab';

const version = {
  id: 7,
  version: 3,
  published_at: '2026-01-01T00:00:00.000Z',
  html: '<p>Old terms</p>',
  markdown: 'Old terms',
};

function renderTab(role: UserRole, draft: AdminTermsAnswer['draft'] = null) {
  const calls = stubApi((call) => {
    if (call.path === '/admin/me') {
      return {
        body: { id: 1, username: role, role, capabilities: [...ROLE_CAPABILITIES[role]] },
      };
    }
    if (call.path === '/admin/terms' && call.method === 'GET') {
      return { body: { versions: [version], draft } };
    }
    if (call.path === '/admin/content/preview') {
      const { markdown } = call.body as { markdown: string };
      return { body: { html: `<p>rendered: ${markdown}</p>` } };
    }
    if (call.path === '/admin/terms/draft') {
      return {
        body: { versions: [version], draft: { markdown: 'x', updated_at: '', updated_by: role } },
      };
    }
    if (call.path === '/admin/terms' && call.method === 'POST') {
      return {
        status: 201,
        body: { version: { ...version, version: 4 }, message: 'Published v4' },
      };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  renderWithApp(
    <App>
      <TermsTab />
    </App>,
  );
  return calls;
}

const box = () => screen.getByLabelText('Terms (Markdown)') as HTMLTextAreaElement;

describe('terms tab', () => {
  it('starts from the draft, else the current version', () => {
    expect(startingDraft({ versions: [version], draft: null })).toBe('Old terms');
    expect(
      startingDraft({
        versions: [version],
        draft: { markdown: 'Next', updated_at: '', updated_by: null },
      }),
    ).toBe('Next');
    expect(startingDraft({ versions: [], draft: null })).toBe('');
  });

  it('lets an editor save a draft, without Publish; the preview is the server rendering', async () => {
    const user = userEvent.setup();
    const calls = renderTab('editor');
    await waitFor(() => expect(box().value).toBe('Old terms'));
    await waitFor(() => expect(screen.getByText('rendered: Old terms')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Publish/ })).toBeNull();
    fireEvent.change(box(), { target: { value: 'New terms' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/terms/draft')?.body).toEqual({
        content: 'New terms',
      }),
    );
    expect(await screen.findByText(text.draftSaved)).toBeTruthy();
  }, 30_000);

  it('lets an admin publish after confirming', async () => {
    const user = userEvent.setup();
    const calls = renderTab('admin', {
      markdown: 'Draft text',
      updated_at: '2026-01-02T00:00:00.000Z',
      updated_by: 'ed',
    });
    await waitFor(() => expect(box().value).toBe('Draft text'));
    await user.click(await screen.findByRole('button', { name: 'Publish as version 4' }));
    expect(await screen.findByText(text.termsPublishConfirm)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/terms')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/admin/terms')?.body).toEqual({
        content: 'Draft text',
      }),
    );
    expect(await screen.findByText('Published v4')).toBeTruthy();
  }, 30_000);
});
