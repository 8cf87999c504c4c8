// 'Reset Password' with the code from the e-mail (docs/accounts.md): the new password twice,
// checked by the shared resetPasswordSchema. Success puts the done text and a Log In link in place
// of the form; a 422 shows under the fields, a dead link (400) above the form in the error style,
// with the way to ask for a new one.
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitFailure } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useResetPassword, type ResetPasswordInput } from '../api/reset-password';

const FIELDS = ['password', 'repeat_password'] as const;
const INITIAL_VALUES: ResetPasswordInput = { password: '', repeat_password: '' };

const loadSchema = () =>
  import('@osce/shared/schemas/password').then((module) => module.resetPasswordSchema);

export function ResetPasswordForm({ code }: { code: string }) {
  const reset = useResetPassword(code);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useSchemaForm({
    idPrefix: 'reset-password',
    initialValues: INITIAL_VALUES,
    loadSchema,
    toInput: (values: ResetPasswordInput) => values,
    shownFields: () => FIELDS,
  });

  if (reset.isSuccess) {
    return (
      <div className="auth-result auth-result--success" role="status">
        <p>{messages.resetDone}</p>
        <ButtonLink to="/login" size="large">
          {messages.loginButton}
        </ButtonLink>
      </div>
    );
  }

  const send = (input: ResetPasswordInput) => {
    if (reset.isPending) return;
    setServerErrors([]);
    reset.mutate(input, {
      onSuccess: () => showToast('success', messages.passwordResetDone),
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = splitFailure(error, FIELDS);
        setLinkInvalid(isApiError(error) && error.status === 400);
        form.showFieldErrors(Object.fromEntries(onFields), other.length === 0);
        setServerErrors(other);
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      {linkInvalid ? (
        <p className="auth-form__hint">
          <Link to="/reset-password">{messages.resetRequestTitle}</Link>
        </p>
      ) : null}
      <form
        {...form.formProps(send)}
        className="auth-form"
        aria-label={messages.resetPasswordTitle}
      >
        <TextField
          {...form.field('password')}
          label={messages.newPasswordLabel}
          required
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...form.field('repeat_password')}
          label={messages.repeatPasswordLabel}
          required
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton loading={reset.isPending} disabled={form.hasErrors}>
          {messages.resetPasswordButton}
        </SubmitButton>
      </form>
    </>
  );
}
