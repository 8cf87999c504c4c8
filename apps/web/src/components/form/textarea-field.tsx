// A multi-line text with its label above and its error below (see use-schema-form.ts).
import type { BoundField } from './use-schema-form';
import { FieldError, invalidProps } from './field-error';
import { FieldLabel } from './field-label';

interface TextareaFieldProps extends BoundField<string> {
  label: string;
  required?: boolean;
  rows?: number;
}

export function TextareaField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  required = false,
  rows = 6,
}: TextareaFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        className="field__input field__input--multiline"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-required={required || undefined}
        {...invalidProps(id, error)}
      />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
