// 'Send the activation e-mail again' (docs/accounts.md, 'Resending the activation e-mail'):
// under a login refused because the account is not activated (the username typed is sent at once)
// and on the login page a sign-up leads to (the member types their username or e-mail address).
// The answer is the same whether or not such an account exists; it is shown in place.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitFailure } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useResendActivation, type ResendActivationInput } from '../api/resend-activation';

const FIELDS = ['username_or_email'] as const;
const SENT_TOAST_SECONDS = 8;

const loadSchema = () =>
  import('@osce/shared/schemas/account').then((module) => module.resendActivationSchema);

/** `name`: the username the login was refused for; without it the member types one. */
export function ResendActivation({ name }: { name?: string }) {
  const resend = useResendActivation();
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm({
    idPrefix: 'resend-activation',
    initialValues: { username_or_email: name ?? '' },
    loadSchema,
    toInput: (values: ResendActivationInput) => values,
    shownFields: () => FIELDS,
  });

  const send = (input: ResendActivationInput) => {
    if (resend.isPending) return;
    setServerErrors([]);
    resend.mutate(input, {
      onSuccess: (answer) => showToast('success', answer.message, SENT_TOAST_SECONDS),
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = splitFailure(error, FIELDS);
        form.showFieldErrors(Object.fromEntries(onFields), other.length === 0);
        // With the name given there is no field to show a field's text on.
        setServerErrors(name ? [...onFields.map(([, text]) => text), ...other] : other);
      },
    });
  };

  if (resend.isSuccess) {
    return (
      <p className="auth-resend auth-resend--sent" role="status">
        {messages.activationResent}
      </p>
    );
  }

  if (name) {
    return (
      <div className="auth-resend">
        <ServerErrors errors={serverErrors} />
        <button
          type="button"
          className="link-button"
          aria-busy={resend.isPending || undefined}
          onClick={() => send({ username_or_email: name })}
        >
          {messages.resendActivationLink}
        </button>
      </div>
    );
  }

  return (
    <div className="auth-resend">
      {open ? (
        <>
          <ServerErrors errors={serverErrors} />
          <form
            {...form.formProps(send)}
            className="auth-form"
            aria-label={messages.resendActivationLink}
          >
            <TextField
              {...form.field('username_or_email')}
              label={messages.resendActivationLabel}
              required
              autoComplete="username"
              spellCheck={false}
            />
            <SubmitButton loading={resend.isPending} disabled={form.hasErrors}>
              {messages.resendActivationLink}
            </SubmitButton>
          </form>
        </>
      ) : (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {messages.resendActivationLink}
        </button>
      )}
    </div>
  );
}
