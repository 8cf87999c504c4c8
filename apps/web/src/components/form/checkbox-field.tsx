// A checkbox with its label beside it (the label is the whole clickable line).
import type { ReactNode } from 'react';
import type { BoundField } from './use-schema-form';
import { FieldError, invalidProps } from './field-error';

interface CheckboxFieldProps extends BoundField<boolean> {
  /** Text, or phrasing content such as a link (the sign-up's terms). */
  label: ReactNode;
  /** It must be ticked (e.g. agreeing to the terms). */
  required?: boolean;
}

export function CheckboxField({
  id,
  name,
  value,
  error,
  onChange,
  onBlur,
  label,
  required = false,
}: CheckboxFieldProps) {
  return (
    <div className="field field--choice">
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          className="choice__control"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-required={required || undefined}
          {...invalidProps(id, error)}
        />
        <span>{label}</span>
      </label>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
