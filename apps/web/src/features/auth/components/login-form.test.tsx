// @vitest-environment happy-dom
// The login form as a member uses it: its labels, the shared schema's texts on an empty submit, the
// call it makes, and the server's refusal shown above the form.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('asks for both fields before sending anything', async () => {
    const calls = stubApi(() => ({ body: {} }));
    renderWithApp(<LoginForm />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: messages.loginButton }));

    expect(await screen.findByText(messages.usernameRequired)).toBeTruthy();
    expect(screen.getByText(messages.passwordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("sends the username and password to /login and shows the server's refusal", async () => {
    const refusal = messages.loginFailed;
    const calls = stubApi(() => ({
      status: 401,
      body: { success: false, message: refusal, errors: [refusal] },
    }));
    renderWithApp(<LoginForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Username/), 'alice');
    await user.type(screen.getByLabelText(/Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: messages.loginButton }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/login',
      body: { username: 'alice', password: 'Secret123' },
    });
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
  });
});
