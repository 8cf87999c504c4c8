// First name and surname side by side (stacked on a phone), and the username, as the sign-up and
// settings forms ask for them.
import { messages } from '@osce/shared/messages';
import { TextField } from '../form/text-field';
import type { BoundField } from '../form/use-schema-form';

interface NameFieldsProps {
  firstName: BoundField<string>;
  lastName: BoundField<string>;
}

export function NameFields({ firstName, lastName }: NameFieldsProps) {
  return (
    <div className="form-row">
      <TextField
        {...firstName}
        label={messages.labelFirstName}
        required
        autoComplete="given-name"
      />
      <TextField {...lastName} label={messages.labelSurname} required autoComplete="family-name" />
    </div>
  );
}

export function UsernameField(field: BoundField<string>) {
  return (
    <TextField
      {...field}
      label={messages.labelUsername}
      required
      autoComplete="username"
      spellCheck={false}
    />
  );
}
