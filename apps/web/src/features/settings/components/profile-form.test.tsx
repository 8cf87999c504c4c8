// @vitest-environment happy-dom
// The settings page's profile form: the member's own details filled in, a field emptied says so
// with the shared text and disables Update, and a change is sent to /user/update.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@osce/shared/api';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { ProfileForm } from './profile-form';

const countries = [
  { id: 1, code: 'UK' as const, name: 'United Kingdom', currency: 'GBP', states: [] },
];
const schools = [{ id: 5, name: 'Example Medical School', country_id: 1, state_id: null }];

const user = {
  id: 9,
  display_id: 'M9',
  first_name: 'Alice',
  last_name: 'Jones',
  username: 'alicej',
  email: 'alice@example.com',
  dob: '1999-04-03',
  avatar: null,
  status: 'Active',
  role: 'member',
  tutorial_viewed: true,
  email_opt_in: false,
  country_id: 1,
  state_id: null,
  state_other: null,
  medical_school_id: 5,
  medical_school_other: null,
  // Graduation is still ahead for a student member.
  graduation_year: new Date().getFullYear() + 2,
} as unknown as CurrentUser;

function renderForm() {
  return renderWithApp(<ProfileForm user={user} countries={countries} schools={schools} />);
}

describe('ProfileForm', () => {
  it("shows the member's own details", () => {
    stubApi(() => ({ body: {} }));
    renderForm();
    expect(
      (screen.getByLabelText(new RegExp(messages.labelFirstName)) as HTMLInputElement).value,
    ).toBe('Alice');
    expect((screen.getByLabelText(new RegExp(messages.labelEmail)) as HTMLInputElement).value).toBe(
      'alice@example.com',
    );
  });

  it('says a required field is empty, disables Update and sends nothing', async () => {
    const calls = stubApi(() => ({ body: {} }));
    renderForm();
    const userEvents = userEvent.setup();

    await userEvents.clear(screen.getByLabelText(new RegExp(messages.labelFirstName)));
    await userEvents.tab();

    expect(await screen.findByText(messages.firstNameRequired)).toBeTruthy();
    const update = screen.getByRole('button', { name: messages.settingsUpdateButton });
    expect((update as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends a changed first name to /user/update', async () => {
    const calls = stubApi(() => ({ body: { success: true, message: messages.settingsUpdated } }));
    renderForm();
    const userEvents = userEvent.setup();
    const firstName = screen.getByLabelText(new RegExp(messages.labelFirstName));

    await userEvents.clear(firstName);
    await userEvents.type(firstName, 'Alicia');
    await userEvents.click(screen.getByRole('button', { name: messages.settingsUpdateButton }));

    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/user/update'));
    const sent = calls.find((c) => c.path === '/user/update');
    expect(sent).toMatchObject({
      method: 'POST',
      body: { first_name: 'Alicia', email: 'alice@example.com' },
    });
  });
});
