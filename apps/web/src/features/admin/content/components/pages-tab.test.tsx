// @vitest-environment happy-dom
// The Pages tab: Edit opens the page with its Markdown; Save sends every field with the edit; a
// refused save shows the server's message at its field and keeps the drawer open.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { contentMessages as text } from '@osce/shared/admin/content-messages';
import type { AdminPage } from '@osce/shared/schemas/admin-content';
import { renderWithApp, stubApi, type ApiCall } from '../../../../test/dom';
import { PagesTab } from './pages-tab';

const page: AdminPage = {
  id: 4,
  slug: 'about-us-2',
  title: 'About us',
  published: true,
  updated_at: '2026-01-01T00:00:00.000Z',
  edited_at: null,
  edited_by: null,
  subtitle: 'Who we are',
  meta_title: null,
  meta_keywords: null,
  meta_description: null,
  markdown: 'We **teach**.',
  html: '<p>We <strong>teach</strong>.</p>',
};

function renderTab(answerPut: (call: ApiCall) => { status?: number; body: unknown }) {
  const calls = stubApi((call) => {
    if (call.path === '/admin/pages') return { body: { pages: [page] } };
    if (call.path === '/admin/pages/4' && call.method === 'GET') return { body: { page } };
    if (call.path === '/admin/pages/4' && call.method === 'PUT') return answerPut(call);
    if (call.path === '/admin/content/preview') {
      return { body: { html: `<p>${(call.body as { markdown: string }).markdown}</p>` } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  renderWithApp(
    <App>
      <PagesTab />
    </App>,
  );
  return calls;
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit About us' }));
  const drawer = await screen.findByRole('dialog', { name: 'Edit page: About us' });
  const body = within(drawer).getByLabelText('Body (Markdown)') as HTMLTextAreaElement;
  await waitFor(() => expect(body.value).toBe('We **teach**.'));
  return { user, drawer, body };
}

describe('pages tab', () => {
  it('saves the edited Markdown with every field', async () => {
    const calls = renderTab((call) => ({ body: { page: { ...page, ...(call.body as object) } } }));
    const { user, drawer, body } = await openEditor();
    fireEvent.change(body, { target: { value: 'We **teach**. Always.' } });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        title: 'About us',
        subtitle: 'Who we are',
        meta_title: null,
        meta_keywords: null,
        meta_description: null,
        markdown: 'We **teach**. Always.',
        published: true,
      }),
    );
    expect(await screen.findByText(text.saved)).toBeTruthy();
  }, 30_000);

  it('shows a refusal at its field and keeps the editor open', async () => {
    renderTab(() => ({
      status: 422,
      body: { success: false, message: text.titleRequired, fields: { title: text.titleRequired } },
    }));
    const { user, drawer } = await openEditor();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(drawer).getAllByText(text.titleRequired).length).toBe(1));
    expect(screen.getByRole('dialog', { name: 'Edit page: About us' })).toBeTruthy();
  }, 30_000);
});
