// @vitest-environment happy-dom
// The contact form as a visitor meets it: the fields asked for, the issue type only when reporting
// an issue, and the shared schema's texts on an empty submit, with nothing sent.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@osce/shared/messages';
import { renderWithApp, stubApi } from '../../../test/dom';
import { ContactForm } from './contact-form';

describe('ContactForm', () => {
  it('asks a visitor for name, e-mail, enquiry and message, the issue type only for a report', async () => {
    stubApi(() => ({ body: {} }));
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();

    for (const label of [/^Name/, /^Email/, /^Enquiry/, /^Message/]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.queryByText('Type of issue')).toBeNull();

    await user.click(screen.getByLabelText('Report an issue'));

    expect(await screen.findByText('Type of issue')).toBeTruthy();
  });

  it('shows each missing field with its own text and sends nothing', async () => {
    const calls = stubApi(() => ({ body: {} }));
    renderWithApp(<ContactForm />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    for (const text of [
      messages.contactNameRequired,
      messages.contactEmailRequired,
      messages.contactEnquiryRequired,
      messages.contactMessageRequired,
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(calls.filter((c) => c.path.startsWith('/message'))).toHaveLength(0);
  });
});
