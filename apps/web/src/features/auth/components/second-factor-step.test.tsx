// @vitest-environment happy-dom
// A staff login's second step (docs/admin.md, 'Second factor'): the login form moves to the code
// step when /login asks for it, a wrong code keeps the step, a good one logs in; an expired ticket
// goes back to the password with its message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { LoginForm } from './login-form';

const TICKET = 't'.repeat(43);

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Username/), 'staffer');
  await user.type(screen.getByLabelText(/Password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: messages.loginButton }));
  return user;
}

const askForCode = {
  body: {
    success: false,
    token: null,
    message: messages.secondFactorNeeded,
    modal: null,
    show_forgot_password: false,
    second_factor: 'code',
    second_factor_ticket: TICKET,
  },
};

describe('the second-factor step of the login', () => {
  it('asks for the code, keeps the step on a wrong one, and sends the ticket with a good one', async () => {
    let codeTries = 0;
    const calls = stubApi((call) => {
      if (call.path === '/login') return askForCode;
      codeTries += 1;
      if (codeTries === 1) {
        return {
          status: 401,
          body: {
            success: false,
            token: null,
            message: messages.secondFactorCodeWrong,
            second_factor_ticket: TICKET,
          },
        };
      }
      return {
        body: {
          success: true,
          token: 'a-token',
          message: messages.loginSuccess,
          modal: null,
          show_forgot_password: false,
        },
      };
    });
    renderWithApp(<LoginForm />);
    const user = await passwordStep();

    const code = await screen.findByLabelText(messages.secondFactorCodeLabel);
    expect(screen.getByText(messages.secondFactorNeeded)).toBeTruthy();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: messages.secondFactorVerifyButton }));
    expect((await screen.findAllByText(messages.secondFactorCodeWrong)).length).toBeGreaterThan(0);
    // Still the code step, emptied for the next try.
    const again = screen.getByLabelText(messages.secondFactorCodeLabel) as HTMLInputElement;
    expect(again.value).toBe('');
    await user.type(again, '123456');
    await user.click(screen.getByRole('button', { name: messages.secondFactorVerifyButton }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({
      method: 'POST',
      path: '/login/second-factor',
      body: { ticket: TICKET, code: '123456' },
    });
  });

  it('goes back to the password when the ticket has expired', async () => {
    stubApi((call) =>
      call.path === '/login'
        ? askForCode
        : {
            status: 401,
            body: { success: false, token: null, message: messages.secondFactorTicketExpired },
          },
    );
    renderWithApp(<LoginForm />);
    const user = await passwordStep();
    await user.type(await screen.findByLabelText(messages.secondFactorCodeLabel), '123456');
    await user.click(screen.getByRole('button', { name: messages.secondFactorVerifyButton }));
    expect(await screen.findByText(messages.secondFactorTicketExpired)).toBeTruthy();
    expect(screen.getByLabelText(/Password/)).toBeTruthy();
  });
});
