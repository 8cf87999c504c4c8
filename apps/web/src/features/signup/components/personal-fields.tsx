// The left column's personal and account fields (docs/accounts.md, 'Data', sign-up payload).
import { messages } from '@osce/shared/messages';
import { NameFields, UsernameField } from '../../../components/account-fields/name-fields';
import { EmailField } from '../../../components/form/email-field';
import { TextField } from '../../../components/form/text-field';
import type { SchemaForm } from '../../../components/form/use-schema-form';
import { formatTypedDate } from '../utils/typed-date';
import type { SignupFormInput, SignupFormValues } from '../utils/signup-values';

type Form = SchemaForm<SignupFormValues, SignupFormInput>;

export function PersonalFields({ form }: { form: Form }) {
  const dob = form.field('dob');
  return (
    <>
      <NameFields firstName={form.field('first_name')} lastName={form.field('last_name')} />
      <TextField
        {...dob}
        onChange={(typed) => dob.onChange(formatTypedDate(typed))}
        label={messages.labelDob}
        required
        inputMode="numeric"
        placeholder={messages.dobHint}
        autoComplete="bday"
      />
      <EmailField {...form.field('email')} label={messages.labelEmail} required />
      <EmailField {...form.field('email_confirm')} label="Confirm Email" required />
    </>
  );
}

export function AccountFields({ form }: { form: Form }) {
  return (
    <>
      <UsernameField {...form.field('username')} />
      <div className="form-row">
        <TextField
          {...form.field('password1')}
          label="Password"
          required
          type="password"
          autoComplete="new-password"
        />
        <TextField
          {...form.field('password2')}
          label={messages.repeatPasswordLabel}
          required
          type="password"
          autoComplete="new-password"
        />
      </div>
    </>
  );
}
