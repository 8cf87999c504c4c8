// 'Get password reset link' (docs/accounts.md): the e-mail address, checked by the shared
// resetRequestSchema, then a toast and the check-your-e-mail text in place of the form.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import { ButtonLink } from '../../../components/button-link';
import { EmailField } from '../../../components/form/email-field';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitFailure } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';

const FIELDS = ['email'] as const;
const SUCCESS_TOAST_SECONDS = 8;

const loadSchema = () =>
  import('@osce/shared/schemas/password').then((module) => module.resetRequestSchema);

export function ResetRequestForm() {
  const request = useRequestPasswordReset();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm({
    idPrefix: 'reset-request',
    initialValues: { email: '' },
    loadSchema,
    toInput: (values: { email: string }) => values,
    shownFields: () => FIELDS,
  });

  if (request.isSuccess) {
    return (
      <div className="auth-result auth-result--success" role="status">
        <p>{messages.resetCheckEmail}</p>
      </div>
    );
  }

  const send = (input: { email: string }) => {
    if (request.isPending) return;
    setServerErrors([]);
    request.mutate(input, {
      onSuccess: () => showToast('success', messages.resetLinkSent, SUCCESS_TOAST_SECONDS),
      onError: (error) => {
        if (isSilentError(error)) return;
        const { onFields, other } = splitFailure(error, FIELDS);
        form.showFieldErrors(Object.fromEntries(onFields), other.length === 0);
        setServerErrors(other);
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      <form {...form.formProps(send)} className="auth-form" aria-label={messages.resetRequestTitle}>
        <EmailField {...form.field('email')} label="Email" required />
        <div className="auth-form__actions">
          <SubmitButton loading={request.isPending} disabled={form.hasErrors}>
            {messages.resetRequestButton}
          </SubmitButton>
          <ButtonLink to="/login" variant="default" size="large">
            {messages.resetRequestCancel}
          </ButtonLink>
        </div>
      </form>
    </>
  );
}
