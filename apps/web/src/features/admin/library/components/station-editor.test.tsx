// @vitest-environment happy-dom
// The station editor: the form and the YAML tab are one station (an edit in either shows in the
// other and is what Save sends, with the revision it started from); the server's 422 problems land
// at their fields and in the list; a stale revision's 409 is shown with Reload, which loads the
// latest revision.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { stationEditorMessages as text } from '@osce/shared/admin/station-editor-messages';
import { stationFileSchema } from '@osce/shared/stations/station-file';
import fixtureText from '../../../../../../../packages/shared/src/stations/fixtures/station-v2.yaml?raw';
import { renderWithApp, stubApi, type ApiCall } from '../../../../test/dom';
import { LibrarySection } from './library-section';

type Raw = Record<string, unknown>;
const station = () => stationFileSchema.parse(YAML.parse(fixtureText)) as unknown as Raw;
const STALE = 'This station was changed by ed while you were editing. Reload to see their changes.';

function renderEditor(answerPut: (call: ApiCall) => { status?: number; body: unknown }) {
  let loads = 0;
  const calls = stubApi((call) => {
    if (call.method === 'GET' && call.path === '/admin/stations/1') {
      loads += 1;
      const saved = station();
      if (loads > 1) saved.name = 'Chest pain: their version';
      return { body: { station: saved, revision: loads > 1 ? 4 : 3, source: 'file' } };
    }
    if (call.method === 'PUT') return answerPut(call);
    return { status: 404, body: { message: 'Not found' } };
  });
  renderWithApp(
    <Routes>
      <Route path="/admin/stations/*" element={<LibrarySection />} />
    </Routes>,
    { route: '/admin/stations/1' },
  );
  return calls;
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const yamlBox = () => screen.getByLabelText(text.yamlLabel) as HTMLTextAreaElement;

// A whole station's form is large for happy-dom: each test gets more than the default 5 s.
describe('station editor', { timeout: 30_000 }, () => {
  it('round-trips form and YAML, and saves what both show with the revision', async () => {
    const user = userEvent.setup();
    const calls = renderEditor((call) => ({
      body: { station: (call.body as { station: Raw }).station, revision: 4 },
    }));
    await waitFor(() => expect(nameInput().value).toBe('Chest pain — emergency department'));

    fireEvent.change(nameInput(), { target: { value: 'Chest pain in the ED' } });
    await user.click(screen.getByRole('tab', { name: 'YAML' }));
    expect(yamlBox().value).toContain('name: Chest pain in the ED');
    expect(YAML.parse(yamlBox().value)).toEqual({ ...station(), name: 'Chest pain in the ED' });

    // An edit in the YAML shows in the form.
    fireEvent.change(yamlBox(), {
      target: { value: yamlBox().value.replace('name: Chest pain in the ED', 'name: Chest pain') },
    });
    expect(screen.getByText(text.yamlOk)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Station' }));
    expect(nameInput().value).toBe('Chest pain');

    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/admin/stations/1');
    expect(put.body).toEqual({ station: { ...station(), name: 'Chest pain' }, revision: 3 });
    expect(await screen.findByText('revision 4')).toBeTruthy();
  });

  it('keeps a YAML that cannot be read in its tab, saying why', async () => {
    const user = userEvent.setup();
    renderEditor(() => ({ body: {} }));
    await waitFor(() => expect(nameInput().value).not.toBe(''));
    await user.click(screen.getByRole('tab', { name: 'YAML' }));
    fireEvent.change(yamlBox(), { target: { value: 'name: [unclosed' } });
    await user.click(screen.getByRole('tab', { name: 'Station' }));
    expect(screen.getByRole('tab', { name: 'YAML' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toMatch(/^The YAML cannot be read: /);
  });

  it('checks before sending: a problem is listed and shown at its field, nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = renderEditor(() => ({ body: {} }));
    await waitFor(() => expect(nameInput().value).not.toBe(''));
    fireEvent.change(nameInput(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: text.save }));
    const list = await screen.findByRole('list', { name: text.problemsTitle });
    expect(within(list).getByText('name')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    const item = nameInput().closest('.ant-form-item')!;
    await waitFor(() => expect(item.textContent).toContain('must not be empty'));
  });

  it("shows the server's 422 problems at their fields, in the list and on their tabs", async () => {
    const user = userEvent.setup();
    renderEditor(() => ({
      status: 422,
      body: {
        message: 'The station has problems.',
        errors: [
          "station-001.yaml: marking_guide.2.max_marks: is more than the guide's limit",
          "station-001.yaml: levels.0: 'Finals' is not one of the levels in taxons.yaml",
          'station-001.yaml: stem: must not name its minutes',
        ],
        fields: {
          'marking_guide.2.max_marks': "is more than the guide's limit",
          'levels.0': "'Finals' is not one of the levels in taxons.yaml",
          stem: 'must not name its minutes',
        },
      },
    }));
    await waitFor(() => expect(nameInput().value).not.toBe(''));
    await user.click(screen.getByRole('button', { name: text.save }));
    const list = await screen.findByRole('list', { name: text.problemsTitle });
    expect(within(list).getByText('marking_guide.2.max_marks')).toBeTruthy();
    expect(within(list).getByText('levels.0')).toBeTruthy();
    const levels = screen.getByLabelText('Levels').closest('.ant-form-item')!;
    await waitFor(() => expect(levels.textContent).toContain('is not one of the levels'));
    // A problem in the list opens its tab, where its field shows it.
    await user.click(within(list).getByText('stem'));
    await waitFor(() => {
      const stem = screen.getByLabelText('Stem').closest('.ant-form-item')!;
      expect(stem.textContent).toContain('must not name its minutes');
    });
  });

  it('shows a stale revision with Reload, which loads the latest one', async () => {
    const user = userEvent.setup();
    const calls = renderEditor(() => ({ status: 409, body: { message: STALE } }));
    await waitFor(() => expect(nameInput().value).not.toBe(''));
    await user.click(screen.getByRole('button', { name: text.save }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    await user.click(within(alert).getByRole('button', { name: text.reload }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(nameInput().value).toBe('Chest pain: their version'));
    expect(screen.getByText('revision 4')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin/stations/1' && c.method === 'GET')).toHaveLength(
      2,
    );
  });
});
