// The change-password form (docs/accounts.md, 'Validation'): the shared changePasswordSchema's
// rules and texts; the server's message as a toast either way (docs/accounts.md, 'Messages'), its field texts
// under the fields (a wrong current password, for one), and the form emptied after saving.
import { useState } from 'react';
import { messages } from '@osce/shared/messages';
import type { ChangePasswordInput } from '@osce/shared/schemas/password';
import { ServerErrors } from '../../../components/form/server-errors';
import { splitServerErrors } from '../../../components/form/split-server-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isApiError, isSilentError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

interface PasswordFormValues {
  current_password: string;
  new_password1: string;
  new_password2: string;
}

const PASSWORD_FIELDS = ['current_password', 'new_password1', 'new_password2'] as const;
const EMPTY: PasswordFormValues = { current_password: '', new_password1: '', new_password2: '' };
const TOAST_SECONDS = 6;

const loadSchema = () =>
  import('@osce/shared/schemas/password').then((module) => module.changePasswordSchema);

export function PasswordForm() {
  const change = useChangePassword();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useSchemaForm<PasswordFormValues, ChangePasswordInput>({
    idPrefix: 'password',
    initialValues: EMPTY,
    loadSchema,
    toInput: (values) => values,
    shownFields: () => PASSWORD_FIELDS,
  });

  const save = (input: ChangePasswordInput) => {
    if (change.isPending) return;
    setServerErrors([]);
    change.mutate(input, {
      onSuccess: (answer) => {
        showToast('success', answer.message, TOAST_SECONDS);
        form.reset();
      },
      onError: (error) => {
        if (isSilentError(error)) return;
        showToast('error', error.message, TOAST_SECONDS);
        const { onFields, other } = isApiError(error)
          ? splitServerErrors(error.fields, error.errors, PASSWORD_FIELDS)
          : { onFields: [], other: [] };
        form.showFieldErrors(Object.fromEntries(onFields), onFields.length > 0);
        // The toast already says the message; the list keeps any other text on screen.
        setServerErrors(other.filter((text) => text !== error.message));
      },
    });
  };

  return (
    <>
      <ServerErrors errors={serverErrors} />
      <form {...form.formProps(save)} aria-labelledby="settings-password-title">
        <TextField
          {...form.field('current_password')}
          type="password"
          label={messages.currentPasswordLabel}
          required
          autoComplete="current-password"
        />
        <TextField
          {...form.field('new_password1')}
          type="password"
          label={messages.newPasswordLabel}
          required
          autoComplete="new-password"
        />
        <TextField
          {...form.field('new_password2')}
          type="password"
          label={messages.repeatPasswordLabel}
          required
          autoComplete="new-password"
        />
        <SubmitButton loading={change.isPending} disabled={form.hasErrors}>
          {messages.changePasswordTitle}
        </SubmitButton>
      </form>
    </>
  );
}
