// @vitest-environment happy-dom
// Choosing a new password from the e-mailed link: the two fields must match before anything is
// sent; a match is sent to /reset-password/{code}, and the page then says it is done.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { ResetPasswordForm } from './reset-password-form';

async function fill(password: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(messages.newPasswordLabel)), password);
  await user.type(screen.getByLabelText(new RegExp(messages.repeatPasswordLabel)), repeat);
  await user.click(screen.getByRole('button', { name: messages.resetPasswordButton }));
}

describe('ResetPasswordForm', () => {
  it('refuses two different passwords without calling the server', async () => {
    const calls = stubApi(() => ({ body: { success: true, message: 'ok' } }));
    renderWithApp(<ResetPasswordForm code="abc123" />);

    await fill('Secret123', 'Secret124');

    expect(await screen.findByText(messages.passwordMismatch)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends the new password for the code and then says the password is changed', async () => {
    const calls = stubApi(() => ({ body: { success: true, message: messages.resetDone } }));
    renderWithApp(<ResetPasswordForm code="abc123" />);

    await fill('Secret123', 'Secret123');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/reset-password/abc123' });
    expect((calls[0]?.body as { password: string }).password).toBe('Secret123');
    expect(await screen.findByText(messages.resetDone)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.loginButton })).toBeTruthy();
  });
});
