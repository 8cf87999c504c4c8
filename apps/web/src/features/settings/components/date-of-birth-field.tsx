// The date of birth, typed DD/MM/YYYY (docs/accounts.md, 'Data'): a text field whose format is said under
// the label and read out with it, and whose error is read out after it.
import { messages } from '@osce/shared/messages';
import type { BoundField } from '../../../components/form/use-schema-form';
import { FieldError, fieldErrorId } from '../../../components/form/field-error';
import { FieldLabel } from '../../../components/form/field-label';

export function DateOfBirthField({ id, name, value, error, onChange, onBlur }: BoundField<string>) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={messages.labelDob} required />
      <p id={hintId} className="field__hint">
        {messages.dobHint}
      </p>
      <input
        id={id}
        name={name}
        type="text"
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputMode="numeric"
        autoComplete="bday"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${fieldErrorId(id)}` : hintId}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
